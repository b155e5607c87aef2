import { useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import {
  OrganizerTemplatesDocument,
  useCreateOrganizerTemplateMutation,
  useUpdateOrganizerTemplateMutation,
  type OrganizerTemplateFieldsFragment,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { FieldMessage, TextAreaField, TextField } from '../../../../components/Field';
import { Form } from '../../../../components/Form';
import { Icon } from '../../../../components/Icon';
import { toast } from '../../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../../lib/graphql-errors';
import { SectionHead } from '../../shared/PageHeader';
import { FormFailure } from '../integrations/FormFailure';
import { DialogActions } from '../users/DialogActions';
import { ConfirmChange, type Change } from './ConfirmChange';
import { dropConditionsOn } from './drop-conditions';
import { ErrorSummary } from './ErrorSummary';
import { SectionFields } from './SectionFields';
import { namedErrors, placeServerErrors, templateResolver } from './template-errors';
import { blankSection, formOf, graphqlInputOf, type TemplateForm, type TemplateValues } from './template-form';
import { afterMoving, useFocusAfterChange } from './useFocusAfterChange';

interface OrganizerTemplateEditorProps {
  headingId: string;
  /** The template to edit; null writes a new one. */
  template: OrganizerTemplateFieldsFragment | null;
  /** Back to the list: after saving, or on Cancel. */
  onDone: () => void;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Writing a template: its title and description, then its sections of questions. The shared schema
 * checks it before anything is sent, as the server will; each message shows beneath its field and,
 * named by section and question, in a list above the buttons. Whatever the server refuses goes the
 * same way, and nothing typed is lost: the form stays as it was until it is saved or left.
 */
export function OrganizerTemplateEditor({ headingId, template, onDone }: OrganizerTemplateEditorProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const saveOptions = { refetchQueries: [{ query: OrganizerTemplatesDocument }], awaitRefetchQueries: true };
  const [create, creating] = useCreateOrganizerTemplateMutation(saveOptions);
  const [update, updating] = useUpdateOrganizerTemplateMutation(saveOptions);
  const saving = creating.loading || updating.loading;
  // Read once: formOf gives each question a new uid, which the form must keep while it is open.
  const [defaultValues] = useState(() => formOf(template));
  const form = useForm<TemplateForm, unknown, TemplateValues>({
    resolver: templateResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors, isDirty, submitCount },
  } = form;
  const sections = useFieldArray({ control, name: 'sections' });
  const box = useRef<HTMLDivElement>(null);
  const focusAfterChange = useFocusAfterChange(box);
  const listError = errors.sections?.root?.message;

  function moveSection(from: number, by: -1 | 1) {
    sections.move(from, from + by);
    focusAfterChange(...afterMoving(sections.fields[from].uid, by));
  }

  function removeSection(at: number) {
    const section = getValues(`sections.${at}`);
    const neighbour = sections.fields[at + 1] ?? sections.fields[at - 1];
    const neighbourInput = () => box.current?.querySelector<HTMLElement>(`[data-item="${neighbour.uid}"] input`);
    const remove = () => {
      dropConditionsOn(
        form,
        section.questions.map((question) => question.uid),
      );
      sections.remove(at);
    };
    const written = section.title.trim() || section.questions.some((question) => question.label.trim() || question.key.trim());
    if (!written) {
      remove();
      return focusAfterChange(`[data-item="${neighbour.uid}"] input`);
    }
    setChange({
      title: `Remove section ${at + 1}?`,
      description: `“${section.title.trim() || 'Untitled section'}” and its ${plural(section.questions.length, 'question')} are taken out of the template. Nothing changes for clients until you save it.`,
      confirmLabel: 'Remove section',
      apply: remove,
      opener: document.activeElement as HTMLElement | null,
      focusAfter: neighbourInput,
    });
  }

  function leave() {
    if (!isDirty) return onDone();
    setChange({
      title: 'Leave without saving?',
      description: 'What you changed in this template is lost.',
      confirmLabel: 'Leave without saving',
      apply: onDone,
      opener: document.activeElement as HTMLElement | null,
    });
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const input = graphqlInputOf(values);
    try {
      if (template) await update({ variables: { id: template.id, input } });
      else await create({ variables: { input } });
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(fieldErrorsOf(error));
      // A list's own message sits at its `root`, which is not a field's path.
      for (const { path, message } of placed) setError(path as FieldPath<TemplateForm>, { type: 'server', message });
      const said = [formFailureMessage(error, 'The template could not be saved. Please try again.'), ...unplaced].filter(Boolean);
      setFailure(said.length > 0 ? `${said.join(' ')} What you wrote is kept: save again when ready.` : null);
      toast({
        title: 'The template was not saved',
        description: 'What you wrote is kept. See what to correct above the Save template button.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Template saved', description: values.title, variant: 'success' });
    onDone();
  });

  const named = submitCount > 0 ? namedErrors(errors, getValues()) : [];

  return (
    <FormProvider {...form}>
      <SectionHead>
        <h2 id={headingId}>{template ? `Edit “${template.title}”` : 'New organizer template'}</h2>
      </SectionHead>
      <Form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={template ? 'Edit organizer template' : 'New organizer template'}
      >
        <TextField
          label="Title (the organizer’s title when sent)"
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label="Description (optional): what it is for, shown above the questions"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <div ref={box}>
          {sections.fields.map((field, index) => (
            <SectionFields
              key={field.id}
              index={index}
              count={sections.fields.length}
              uid={field.uid}
              onMove={(by) => moveSection(index, by)}
              onRemove={sections.fields.length > 1 ? () => removeSection(index) : undefined}
            />
          ))}
        </div>
        {listError && <FieldMessage role="alert">{listError}</FieldMessage>}
        <Button $variant="outline" onClick={() => sections.append(blankSection())}>
          <Icon name="plus" size={18} />
          Add a section
        </Button>
        <ErrorSummary errors={named} onGoTo={(path) => setFocus(path as FieldPath<TemplateForm>)} />
        {failure && <FormFailure role="alert">{failure}</FormFailure>}
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={leave}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save template'}
          </Button>
        </DialogActions>
      </Form>
      <ConfirmChange change={change} onClose={() => setChange(null)} />
    </FormProvider>
  );
}
