import styled from 'styled-components';
import type { OrganizerQuestionValues } from '@validation/organizer-values';
import { Input, Select, Textarea } from '../../../components/Field';
import type { AnswerDraft } from './answer-drafts';

/** Past this many options a one-of question is a list to pick from rather than a row of buttons. */
const MOST_RADIO_CHOICES = 6;

/** Whether the question's control is a group of options (a fieldset with the question as its legend) rather than one box. */
export const isOptionGroup = (question: OrganizerQuestionValues) =>
  question.kind === 'yes_no' ||
  question.kind === 'multiple_choice' ||
  (question.kind === 'single_choice' && question.choices.length <= MOST_RADIO_CHOICES);

interface AnswerControlProps {
  question: OrganizerQuestionValues;
  /** The id of the box, which the question's label names (option groups use their own ids). */
  id: string;
  draft: AnswerDraft;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  /** `commit`: the answer is given (a choice, a day) and is saved at once; typing is saved when it pauses or the box is left. */
  onChange: (draft: AnswerDraft, commit: boolean) => void;
  onBlur: () => void;
}

/** The control a question is answered with, by its kind. File questions have their own (FileAnswer). */
export function AnswerControl({ question, id, draft, disabled, invalid, describedBy, onChange, onBlur }: AnswerControlProps) {
  const common = { id, disabled, $invalid: invalid, 'aria-invalid': invalid, 'aria-describedby': describedBy, onBlur };
  switch (question.kind) {
    case 'yes_no':
      return (
        <Options>
          {[true, false].map((choice) => (
            <Option key={String(choice)}>
              <input
                type="radio"
                name={id}
                checked={draft === choice}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={() => onChange(choice, true)}
              />
              {choice ? 'Yes' : 'No'}
            </Option>
          ))}
        </Options>
      );
    case 'single_choice':
      if (isOptionGroup(question))
        return (
          <Options $column>
            {question.choices.map((choice) => (
              <Option key={choice}>
                <input
                  type="radio"
                  name={id}
                  checked={draft === choice}
                  disabled={disabled}
                  aria-describedby={describedBy}
                  onChange={() => onChange(choice, true)}
                />
                {choice}
              </Option>
            ))}
          </Options>
        );
      return (
        <Select {...common} value={typeof draft === 'string' ? draft : ''} onChange={(event) => onChange(event.target.value, true)}>
          <option value="">Choose one…</option>
          {question.choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </Select>
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(draft) ? draft : [];
      return (
        <Options $column>
          {question.choices.map((choice) => (
            <Option key={choice}>
              <input
                type="checkbox"
                checked={chosen.includes(choice)}
                disabled={disabled}
                aria-describedby={describedBy}
                onChange={(event) => onChange(event.target.checked ? [...chosen, choice] : chosen.filter((item) => item !== choice), true)}
              />
              {choice}
            </Option>
          ))}
        </Options>
      );
    }
    case 'date':
      return (
        <Narrow
          {...common}
          type="date"
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value, true)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          rows={5}
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value, false)}
        />
      );
    case 'number':
    case 'amount':
      return (
        <Amount>
          {question.kind === 'amount' && <Currency aria-hidden="true">R</Currency>}
          <Narrow
            {...common}
            type="text"
            // A count is typed on a phone's keypad of digits alone.
            inputMode={question.counts ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={typeof draft === 'string' ? draft : ''}
            onChange={(event) => onChange(event.target.value, false)}
          />
        </Amount>
      );
    default:
      return (
        <Input
          {...common}
          type="text"
          value={typeof draft === 'string' ? draft : ''}
          onChange={(event) => onChange(event.target.value, false)}
        />
      );
  }
}

const Options = styled.div<{ $column?: boolean }>`
  display: flex;
  flex-direction: ${({ $column }) => ($column ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  min-width: 6rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid #8a96a3;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  overflow-wrap: anywhere;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.navy800};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.navy800};
    background: ${({ theme }) => theme.colors.navy100};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Narrow = styled(Input)`
  max-width: 16rem;
`;

const Amount = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Currency = styled.span`
  font-weight: 600;
`;
