import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { enumName } from '@validation/enum-names';
import { MAX_STAGE_ACTIONS } from '@validation/jobs/job-automations';
import { useSetJobStageAutomationMutation, type JobStageAutomationInput } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { Actions, Failure } from '../../../components/ConfirmDialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { FieldMessage } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { useFocusReturn } from '../../../components/focus-return';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { StageActionFields } from './StageActionFields';
import type { ActionChoices } from './stage-action-words';
import {
  blankAction,
  placeServerErrors,
  stageAutomationForm,
  stageAutomationFormSchema,
  type EditedStage,
  type StageAutomationForm,
} from './stage-automation-form';

/**
 * "Change" on a stage of the Automations tab: the actions a job's first entry into the stage
 * runs, in order, and whether the job then moves on by itself. Each message beneath its field,
 * the server's too; on failure what was entered stays.
 */
export function StageAutomationDialog({
  editing,
  choices,
  onClose,
}: {
  editing: EditedStage | null;
  choices: ActionChoices;
  onClose: () => void;
}) {
  // The stage stays shown while the dialog fades out.
  const [shown, setShown] = useState(editing);
  if (editing && editing !== shown) setShown(editing);
  const returnFocus = useFocusReturn(editing);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, { loading: saving }] = useSetJobStageAutomationMutation({
    // A stage set for the first time is a new record: the list is asked again rather than patched.
    refetchQueries: ['JobAutomationChoices'],
    awaitRefetchQueries: true,
  });
  const form = useForm<StageAutomationForm, unknown, JobStageAutomationInput>({
    resolver: zodResolver(stageAutomationFormSchema),
    mode: 'onSubmit',
    defaultValues: { actions: [], moveOnWhenDone: false },
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = form;
  const actions = useFieldArray({ control, name: 'actions' });
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useFocusAfterChange(formRef);

  useEffect(() => {
    if (editing) reset(stageAutomationForm(editing.automation, editing.nextStageName === null));
  }, [editing, reset]);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const move = (from: number, by: -1 | 1) => {
    const item = actions.fields[from].id;
    actions.move(from, from + by);
    // The moved action's same button, or the other one once it reached an end of the list.
    focusAfterChange(
      `[data-item="${item}"] [data-action="${by < 0 ? 'up' : 'down'}"]`,
      `[data-item="${item}"] [data-action="${by < 0 ? 'down' : 'up'}"]`,
    );
  };
  const remove = (at: number) => {
    const neighbour = actions.fields[at + 1] ?? actions.fields[at - 1];
    actions.remove(at);
    if (neighbour) focusAfterChange(`[data-item="${neighbour.id}"] select`);
    else addRef.current?.focus();
  };

  const submit = handleSubmit(async (input) => {
    if (!shown) return;
    setRefusal(null);
    try {
      await save({ variables: { templateKey: shown.templateKey, stage: enumName(shown.stage), input } });
    } catch (error) {
      const { placed, unplaced } = placeServerErrors(fieldErrorsOf(error), getValues(), shown.nextStageName !== null);
      placed.forEach(({ path, message }, index) => setError(path, { type: 'server', message }, { shouldFocus: index === 0 }));
      const failure = formFailureMessage(error, 'The stage could not be saved. Please try again.');
      if (failure || unplaced.length > 0) setRefusal(failure ?? unplaced.join(' '));
      return;
    }
    toast({
      title: 'Stage saved',
      description: `${shown.stageName} of ${shown.templateName}: for the jobs that enter it from now on.`,
      variant: 'success',
    });
    close();
  });

  const full = actions.fields.length >= MAX_STAGE_ACTIONS;
  const listError = errors.actions?.root?.message ?? errors.actions?.message;
  return (
    <Dialog open={!!editing} onOpenChange={(next) => !next && !saving && close()}>
      <DialogContent onCloseAutoFocus={(event) => returnFocus(event)}>
        <DialogHeader>
          <DialogTitle>{shown?.stageName}</DialogTitle>
          <DialogDescription>
            {shown?.templateName}: what a job does when it first enters this stage, beyond adding its checklist.
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={`Change ${shown?.stageName ?? 'stage'}`}>
            <ActionList>
              {actions.fields.length === 0 && <Quiet>No actions: the stage adds its checklist and nothing more.</Quiet>}
              {actions.fields.map((field, index) => (
                <StageActionFields
                  key={field.id}
                  index={index}
                  count={actions.fields.length}
                  item={field.id}
                  choices={choices}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                />
              ))}
              <Add>
                <Button ref={addRef} $variant="outline" $size="sm" disabled={full} onClick={() => actions.append(blankAction())}>
                  <Icon name="plus" size={16} />
                  Add an action
                </Button>
                {full && <Quiet>A stage does at most {MAX_STAGE_ACTIONS} things.</Quiet>}
              </Add>
            </ActionList>
            {shown && shown.nextStageName !== null && (
              <MoveOn>
                <Controller
                  control={control}
                  name="moveOnWhenDone"
                  render={({ field }) => (
                    <CheckboxField
                      label="Move on by itself when all is done"
                      description={`Once every action is done and what it made is done (the organizer submitted, the documents approved, the letter signed, the tasks done), the job moves to ${shown.nextStageName}.`}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  )}
                />
                {errors.moveOnWhenDone?.message && <FieldMessage role="alert">{errors.moveOnWhenDone.message}</FieldMessage>}
              </MoveOn>
            )}
            {listError && <Failure role="alert">{listError}</Failure>}
            {refusal && <Failure role="alert">{refusal}</Failure>}
            <Actions>
              <DialogClose asChild>
                <Button $variant="ghost" disabled={saving}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </Actions>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Moving or removing an action re-orders the form under the button just pressed, and the focus
 * would fall to the page's start: the function returned names, by selectors tried in turn, what
 * should hold it once the change is drawn.
 */
function useFocusAfterChange(container: RefObject<HTMLElement | null>) {
  const wanted = useRef<readonly string[] | null>(null);
  // After every render: cheap when nothing is wanted, and the render that follows a change is the one.
  useLayoutEffect(() => {
    const selectors = wanted.current;
    if (!selectors) return;
    wanted.current = null;
    selectors
      .map((selector) => container.current?.querySelector<HTMLElement>(selector))
      .find((element) => element && !element.matches(':disabled'))
      ?.focus();
  });
  return (...selectors: string[]) => {
    wanted.current = selectors;
  };
}

const ActionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Add = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const MoveOn = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Quiet = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
