import { useController, useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../../components/Field';
import type { QuestionForm, TemplateForm } from './template-form';

interface ConditionSelectProps {
  sectionIndex: number;
  questionIndex: number;
  error?: string;
}

const nameOf = (question: QuestionForm, sectionIndex: number, questionIndex: number) =>
  `${question.label.trim() || 'A question with no text yet'} (section ${sectionIndex + 1}, question ${questionIndex + 1})`;

/**
 * "Show only when the answer to … is yes": the questions a condition may name (docs/product.md
 * #organizer-templates), those before this one that are yes/no and have no condition themselves.
 * A choice that stopped qualifying (its question moved below, or became conditional) stays shown
 * as chosen, so the message beneath says what is wrong with it rather than the choice vanishing.
 */
export function ConditionSelect({ sectionIndex, questionIndex, error }: ConditionSelectProps) {
  const { control } = useFormContext<TemplateForm>();
  const sections = useWatch({ control, name: 'sections' });
  // Controlled: the options change with the other questions, and an uncontrolled select whose
  // option is drawn a moment after its value would show "Always shown" while holding a condition.
  const { field } = useController({ control, name: `sections.${sectionIndex}.questions.${questionIndex}.shownIfYesTo` });
  const chosen = field.value;

  const placed = sections.flatMap((section, s) =>
    section.questions.map((question, q) => ({
      uid: question.uid,
      question,
      before: s < sectionIndex || (s === sectionIndex && q < questionIndex),
      name: nameOf(question, s, q),
    })),
  );
  const earlier = placed.filter(({ question, before }) => before && question.kind === 'yes_no' && !question.shownIfYesTo);
  const stale = chosen && !earlier.some(({ uid }) => uid === chosen) ? placed.find(({ uid }) => uid === chosen) : undefined;

  return (
    <SelectField label="Show only when the answer to … is yes" error={error} {...field}>
      <option value="">Always shown</option>
      {earlier.map((question) => (
        <option key={question.uid} value={question.uid}>
          {question.name}
        </option>
      ))}
      {stale && <option value={stale.uid}>{`${stale.name}: no longer allowed`}</option>}
    </SelectField>
  );
}
