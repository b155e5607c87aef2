import { useRef } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../../components/Button';
import { FieldMessage, TextAreaField, TextField } from '../../../../components/Field';
import { Icon } from '../../../../components/Icon';
import { media } from '../../../../lib/theme';
import { ItemToolbar } from './ItemToolbar';
import { QuestionFields } from './QuestionFields';
import { messageAt } from './template-errors';
import { blankQuestion, type TemplateForm } from './template-form';
import { dropConditionsOn } from './drop-conditions';
import { afterMoving, useFocusAfterChange } from './useFocusAfterChange';

interface SectionFieldsProps {
  index: number;
  /** The sections in the template. */
  count: number;
  uid: string;
  onMove: (by: -1 | 1) => void;
  onRemove?: () => void;
}

/** One section: its title, description and questions, which are added, moved and removed here. */
export function SectionFields({ index, count, uid, onMove, onRemove }: SectionFieldsProps) {
  const form = useFormContext<TemplateForm>();
  const { control, register } = form;
  const prefix = `sections.${index}` as const;
  const { errors } = useFormState({ control, name: prefix });
  const questions = useFieldArray({ control, name: `${prefix}.questions` });
  const box = useRef<HTMLFieldSetElement>(null);
  const focusAfterChange = useFocusAfterChange(box);
  const errorAt = (field: string) => messageAt(errors, `${prefix}.${field}`);
  const listError = errorAt('questions.root');

  function move(from: number, by: -1 | 1) {
    questions.move(from, from + by);
    focusAfterChange(...afterMoving(questions.fields[from].uid, by));
  }

  function remove(at: number) {
    const neighbour = questions.fields[at + 1] ?? questions.fields[at - 1];
    dropConditionsOn(form, [questions.fields[at].uid]);
    questions.remove(at);
    focusAfterChange(`[data-item="${neighbour.uid}"] input`);
  }

  return (
    <SectionSet ref={box} data-item={uid}>
      <legend>Section {index + 1}</legend>
      <ItemToolbar noun="section" number={index + 1} count={count} onMove={onMove} onRemove={onRemove} />
      <TextField label="Section title" autoComplete="off" error={errorAt('title')} {...register(`${prefix}.title`)} />
      <TextAreaField
        label="Section description (optional)"
        rows={2}
        error={errorAt('description')}
        {...register(`${prefix}.description`)}
      />
      <Questions>
        {questions.fields.map((field, questionIndex) => (
          <QuestionFields
            key={field.id}
            sectionIndex={index}
            questionIndex={questionIndex}
            count={questions.fields.length}
            uid={field.uid}
            onMove={(by) => move(questionIndex, by)}
            onRemove={questions.fields.length > 1 ? () => remove(questionIndex) : undefined}
          />
        ))}
      </Questions>
      {listError && <FieldMessage role="alert">{listError}</FieldMessage>}
      <Add
        $variant="outline"
        $size="sm"
        aria-label={`Add a question to section ${index + 1}`}
        onClick={() => questions.append(blankQuestion())}
      >
        <Icon name="plus" size={16} />
        Add a question
      </Add>
    </SectionSet>
  );
}

const SectionSet = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.navy100};
  border-radius: ${({ theme }) => theme.radii.md};
  > legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  > div:first-of-type {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Add = styled(Button)`
  margin-top: ${({ theme }) => theme.space[3]};
`;
