import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  LetterTemplatesDocument,
  useCreateLetterTemplateMutation,
  useUpdateLetterTemplateMutation,
  type LetterTemplateFieldsFragment,
  type LetterTemplateInput,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Field, Textarea, TextField } from '../../../../components/Field';
import { Form } from '../../../../components/Form';
import { toast } from '../../../../components/toast-store';
import { fieldErrorsOf, formFailureMessage } from '../../../../lib/graphql-errors';
import { media } from '../../../../lib/theme';
import { SectionHead } from '../../shared/PageHeader';
import { FormFailure } from '../integrations/FormFailure';
import { DialogActions } from '../users/DialogActions';
import { MergeFieldList } from './MergeFieldList';
import { TemplatePreview } from './TemplatePreview';
import { TemplateFees } from './TemplateFees';
import { templateFieldOf, templateForm, templateFormSchema, type TemplateForm } from './template-form';

interface TemplateEditorProps {
  headingId: string;
  /** The template to edit; null writes a new one. */
  template: LetterTemplateFieldsFragment | null;
  /** Back to the list: after saving, or on Cancel. */
  onDone: () => void;
}

/**
 * Writing a template: its title, its Markdown with merge fields (the list beside it inserts them
 * at the cursor), and a preview for an engagement. The shared schema checks before anything is
 * sent (an unknown merge field included); what the server refuses goes beneath the field it
 * names, and what was written stays.
 */
export function TemplateEditor({ headingId, template, onDone }: TemplateEditorProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const body = useRef<HTMLTextAreaElement | null>(null);
  // Where the cursor was when the text lost the focus (to a merge field's button, say).
  const cursor = useRef<{ start: number; end: number } | null>(null);
  const saveOptions = { refetchQueries: [{ query: LetterTemplatesDocument }], awaitRefetchQueries: true };
  const [create, creating] = useCreateLetterTemplateMutation(saveOptions);
  const [update, updating] = useUpdateLetterTemplateMutation(saveOptions);
  const saving = creating.loading || updating.loading;
  const form = useForm<TemplateForm, unknown, LetterTemplateInput>({
    resolver: zodResolver(templateFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: templateForm(template),
  });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = form;
  const { ref: registerBody, ...bodyField } = register('body');

  function insertField(name: string) {
    const text = getValues('body') ?? '';
    const token = `{{${name}}}`;
    // Never placed yet: the field goes at the end of the text.
    const { start, end } = cursor.current ?? { start: text.length, end: text.length };
    setValue('body', `${text.slice(0, start)}${token}${text.slice(end)}`, { shouldDirty: true, shouldValidate: isSubmitted });
    const after = start + token.length;
    cursor.current = { start: after, end: after };
    body.current?.focus();
    body.current?.setSelectionRange(after, after);
  }

  const rememberCursor = () => {
    if (body.current) cursor.current = { start: body.current.selectionStart, end: body.current.selectionEnd };
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (template) await update({ variables: { id: template.id, input: values } });
      else await create({ variables: { input: values } });
    } catch (error) {
      // The server's field messages go beneath their fields (a fee line's too); the rest above the buttons.
      const named = fieldErrorsOf(error);
      const elsewhere: string[] = [];
      for (const { path, message } of named) {
        const field = templateFieldOf(path);
        if (field) setError(field as FieldPath<TemplateForm>, { type: 'server', message });
        else elsewhere.push(message);
      }
      setFailure(formFailureMessage(error, 'The template could not be saved. Please try again.') ?? (elsewhere.join(' ') || null));
      return;
    }
    toast({ title: 'Template saved', description: values.title, variant: 'success' });
    onDone();
  });

  return (
    <>
      <SectionHead>
        <h2 id={headingId}>{template ? `Edit “${template.title}”` : 'New letter template'}</h2>
      </SectionHead>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={template ? 'Edit letter template' : 'New letter template'}>
        <TextField label="Title (the letter’s title when sent)" autoComplete="off" error={errors.title?.message} {...register('title')} />
        <Columns>
          <Field label="Text (Markdown)" error={errors.body?.message}>
            {(control) => (
              <BodyText
                {...control}
                {...bodyField}
                ref={(element) => {
                  registerBody(element);
                  body.current = element;
                }}
                rows={18}
                spellCheck
                $invalid={!!errors.body}
                onBlur={(event) => {
                  rememberCursor();
                  void bodyField.onBlur(event);
                }}
              />
            )}
          </Field>
          <MergeFieldList onInsert={insertField} />
        </Columns>
        <TemplatePreview
          currentBody={() => getValues('body') ?? ''}
          onBodyProblems={(messages) => {
            if (messages.length > 0) setError('body', { type: 'server', message: messages.join(' ') });
          }}
        />
        <TemplateFees form={form} />
        {failure && <FormFailure role="alert">{failure}</FormFailure>}
        <DialogActions>
          <Button type="button" $variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save template'}
          </Button>
        </DialogActions>
      </Form>
    </>
  );
}

/** The text and the merge fields side by side on a wide screen, one under the other on a phone. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  > * {
    min-width: 0;
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const BodyText = styled(Textarea)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
