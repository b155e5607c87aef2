import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { jobActionKindNames, jobActionKindValues } from '@validation/jobs/job-automations';
import { Button } from '../../../components/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { personName } from './JobCard';
import type { ActionChoices } from './stage-action-words';
import { actionFields, type StageAutomationForm } from './stage-automation-form';

interface StageActionFieldsProps {
  index: number;
  /** The actions in the stage. */
  count: number;
  /** The field array's key of the action, for putting the focus back after a move. */
  item: string;
  choices: ActionChoices;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One action of a stage: what it does, then only the fields that kind needs, each message
 * beneath its field; Up, Down and Remove name the action in full for a screen reader.
 */
export function StageActionFields({ index, count, item, choices, onMove, onRemove }: StageActionFieldsProps) {
  const { control, register, setValue } = useFormContext<StageAutomationForm>();
  const prefix = `actions.${index}` as const;
  const kind = useWatch({ control, name: `${prefix}.kind` });
  const { errors } = useFormState({ control, name: prefix });
  const errorOf = (field: keyof StageAutomationForm['actions'][number]) => errors.actions?.[index]?.[field]?.message;
  const fields = kind ? actionFields[kind] : [];
  const number = index + 1;

  return (
    <ActionSet data-item={item}>
      <legend>Action {number}</legend>
      <SelectField
        label="What it does"
        error={errorOf('kind')}
        {...register(`${prefix}.kind`, {
          // An organizer template is not a letter template: a template chosen for one kind is not kept for another.
          onChange: () => setValue(`${prefix}.templateId`, ''),
        })}
      >
        <option value="">Choose what it does</option>
        {jobActionKindValues.map((value) => (
          <option key={value} value={value}>
            {jobActionKindNames[value]}
          </option>
        ))}
      </SelectField>
      {kind === 'send_organizer' && (
        <SelectField label="Organizer template" error={errorOf('templateId')} {...register(`${prefix}.templateId`)}>
          <option value="">Choose an organizer template</option>
          {choices.organizerTemplates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </SelectField>
      )}
      {kind === 'send_letter' && (
        <SelectField label="Letter template" error={errorOf('templateId')} {...register(`${prefix}.templateId`)}>
          <option value="">Choose a letter template</option>
          {choices.letterTemplates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </SelectField>
      )}
      {kind === 'request_documents' && (
        <SelectField label="Checklist" error={errorOf('checklistId')} {...register(`${prefix}.checklistId`)}>
          <option value="">Choose a checklist</option>
          {choices.documentChecklists.map((checklist) => (
            <option key={checklist.id} value={checklist.id}>
              {checklist.name}
            </option>
          ))}
        </SelectField>
      )}
      {kind === 'assign' && (
        <SelectField label="Assign to" error={errorOf('userId')} {...register(`${prefix}.userId`)}>
          <option value="">Choose a staff member</option>
          {choices.advisors.map((person) => (
            <option key={person.id} value={person.id}>
              {personName(person)}
            </option>
          ))}
        </SelectField>
      )}
      {kind === 'notify_client' && (
        <>
          <TextField label="Title" autoComplete="off" maxLength={120} error={errorOf('title')} {...register(`${prefix}.title`)} />
          <TextAreaField label="Message" rows={3} maxLength={1000} error={errorOf('message')} {...register(`${prefix}.message`)} />
        </>
      )}
      {kind === 'post_message' && (
        <>
          <TextField label="Subject" autoComplete="off" maxLength={200} error={errorOf('subject')} {...register(`${prefix}.subject`)} />
          <TextAreaField label="Message" rows={4} maxLength={5000} error={errorOf('body')} {...register(`${prefix}.body`)} />
        </>
      )}
      {(kind === 'notify_client' || kind === 'post_message') && (
        <Hint>Write {'{work}'} where the work should be named: “your VAT return for Mar–Apr 2027”.</Hint>
      )}
      {kind === 'add_task' && (
        <TextField label="Task" autoComplete="off" maxLength={200} error={errorOf('title')} {...register(`${prefix}.title`)} />
      )}
      {fields.includes('daysBeforeDue') && (
        <TextField
          label="Days before the job is due"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          error={errorOf('daysBeforeDue')}
          {...register(`${prefix}.daysBeforeDue`)}
        />
      )}
      <Toolbar>
        <Button
          $variant="ghost"
          $size="sm"
          data-action="up"
          aria-label={`Move action ${number} up`}
          disabled={number === 1}
          onClick={() => onMove(-1)}
        >
          <UpIcon name="chevron-down" size={16} />
          Up
        </Button>
        <Button
          $variant="ghost"
          $size="sm"
          data-action="down"
          aria-label={`Move action ${number} down`}
          disabled={number === count}
          onClick={() => onMove(1)}
        >
          <Icon name="chevron-down" size={16} />
          Down
        </Button>
        <Button $variant="ghost" $size="sm" data-action="remove" aria-label={`Remove action ${number}`} onClick={onRemove}>
          <Icon name="close" size={16} />
          Remove
        </Button>
      </Toolbar>
    </ActionSet>
  );
}

const ActionSet = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.navy100};
  border-radius: ${({ theme }) => theme.radii.md};
  > legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: 700;
  }
`;

const Hint = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Three to a row even on a phone: the buttons keep their 44 px height but lose some side padding. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  > button {
    gap: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`;

const UpIcon = styled(Icon)`
  transform: rotate(180deg);
`;
