import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../../components/Card';
import { CheckboxField } from '../../../../components/Checkbox';
import { SelectField, TextAreaField, TextField } from '../../../../components/Field';
import { media } from '../../../../lib/theme';
import { ConditionSelect } from './ConditionSelect';
import { ItemToolbar } from './ItemToolbar';
import { isChoiceKind, kindOptions } from './question-kinds';
import { messageAt } from './template-errors';
import { suggestKey, type TemplateForm } from './template-form';

interface QuestionFieldsProps {
  sectionIndex: number;
  questionIndex: number;
  /** The questions in its section. */
  count: number;
  /** Names the question's box, for the focus to find it again after a move. */
  uid: string;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
}

/**
 * One question of a section: what is asked, its key, kind, choices (for the choice kinds), whether
 * it counts things (for a number), help, condition and whether it must be answered. A key left empty is made from the question's words
 * when the question field is left.
 */
export function QuestionFields({ sectionIndex, questionIndex, count, uid, onMove, onRemove }: QuestionFieldsProps) {
  const { control, register, getValues, setValue } = useFormContext<TemplateForm>();
  const prefix = `sections.${sectionIndex}.questions.${questionIndex}` as const;
  const { errors, isSubmitted } = useFormState({ control, name: prefix });
  const kind = useWatch({ control, name: `${prefix}.kind` });
  const errorAt = (field: string) => messageAt(errors, `${prefix}.${field}`);
  const { onBlur: leaveLabel, ...labelField } = register(`${prefix}.label`);

  function suggestAKey() {
    const { key, label } = getValues(prefix);
    if (key.trim() || !label.trim()) return;
    const taken = new Set(getValues('sections').flatMap((section) => section.questions.map((question) => question.key.trim())));
    setValue(`${prefix}.key`, suggestKey(label, taken), { shouldDirty: true, shouldValidate: isSubmitted });
  }

  return (
    <QuestionSet data-item={uid}>
      <legend>
        <VisuallyHidden>Section {sectionIndex + 1}, </VisuallyHidden>Question {questionIndex + 1}
      </legend>
      <ItemToolbar noun="question" number={questionIndex + 1} count={count} onMove={onMove} onRemove={onRemove} />
      <TextField
        label="Question (as the client reads it)"
        autoComplete="off"
        error={errorAt('label')}
        {...labelField}
        onBlur={(event) => {
          void leaveLabel(event);
          suggestAKey();
        }}
      />
      <Pair>
        <TextField
          label="Key (small letters, digits and _)"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errorAt('key')}
          {...register(`${prefix}.key`)}
        />
        <SelectField label="Kind of answer" error={errorAt('kind')} {...register(`${prefix}.kind`)}>
          {kindOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </Pair>
      {isChoiceKind(kind) && (
        <TextAreaField label="Choices (one a line)" rows={4} error={errorAt('choices')} {...register(`${prefix}.choices`)} />
      )}
      {kind === 'number' && (
        <Counts>
          <Controller
            control={control}
            name={`${prefix}.counts`}
            render={({ field }) => (
              <CheckboxField
                label="Counts things (whole numbers, not negative)"
                description="Such as properties let or dependants: the client answers 0, 1, 2 and so on. Leave it clear for a measure that may have a fraction, such as kilometres travelled."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </Counts>
      )}
      <TextAreaField label="Help text (optional)" rows={2} error={errorAt('help')} {...register(`${prefix}.help`)} />
      <ConditionSelect sectionIndex={sectionIndex} questionIndex={questionIndex} error={errorAt('shownIfYesTo')} />
      <Controller
        control={control}
        name={`${prefix}.required`}
        render={({ field }) => (
          <CheckboxField
            label="Required"
            description="The client must answer it, when it is shown, before submitting."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </QuestionSet>
  );
}

/** A fieldset may not shrink below its content by default: on a phone that is a sideways scroll. */
const QuestionSet = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: 700;
  }
  > div:first-of-type {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

/** The key and the kind side by side where there is room. */
const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[3]};
  > * {
    min-width: 0;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** Spaced from the help text below as the text fields are. */
const Counts = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;
