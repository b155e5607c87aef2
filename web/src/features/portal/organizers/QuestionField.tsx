import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { OrganizerQuestionValues } from '@validation/organizer-values';
import type { OrganizerAnswerFieldsFragment } from '../../../graphql/generated';
import { Label } from '../../../components/Field';
import { AnswerControl, isOptionGroup } from './AnswerControl';
import { valueOfDraft, type AnswerDraft } from './answer-drafts';
import { FileAnswer } from './FileAnswer';
import { questionAnchor } from './organizer-questions';
import { ReviewNote } from './ReviewNote';
import { SaveStatus } from './SaveStatus';
import { useAnswerSaver, type SaveState } from './useAnswerSaver';

/** How long typing may pause before what is typed so far is saved (leaving the box saves at once). */
const TYPING_PAUSE_MS = 1500;

interface QuestionFieldProps {
  organizerId: string;
  question: OrganizerQuestionValues;
  saved: OrganizerAnswerFieldsFragment | undefined;
  draft: AnswerDraft;
  onDraft: (key: string, draft: AnswerDraft) => void;
  /** Staff's note when they reopened the organizer on this question. */
  note?: string;
  /** Why submitting was refused on this question. */
  problem?: string;
  disabled: boolean;
  onStateChange: (key: string, state: SaveState) => void;
}

/**
 * One question of the client's organizer, saved as it is answered: a choice or a day at once,
 * typing when it pauses or the box is left. Its state ("Saved", or why not with "Try again") is
 * beside it, and what was typed stays in the box whatever happens to the request.
 */
export function QuestionField({
  organizerId,
  question,
  saved,
  draft,
  onDraft,
  note,
  problem,
  disabled,
  onStateChange,
}: QuestionFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const { state, save, retry, refuse } = useAnswerSaver(organizerId, question.key);
  const lastSent = useRef(JSON.stringify(saved?.value ?? null));
  // The box's latest draft, for the save when typing pauses (the timer outlives the render that set it).
  const current = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => onStateChange(question.key, state), [onStateChange, question.key, state]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function give(value: AnswerDraft) {
    clearTimeout(timer.current);
    const checked = valueOfDraft(question, value);
    if (!checked.ok) return refuse(checked.message);
    const sent = JSON.stringify(checked.value);
    if (sent === lastSent.current && state.kind !== 'invalid' && state.kind !== 'failed') return;
    lastSent.current = sent;
    save({ value: checked.value });
  }

  function change(value: AnswerDraft, commit: boolean) {
    current.current = value;
    onDraft(question.key, value);
    if (commit) give(value);
    else {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => give(current.current), TYPING_PAUSE_MS);
    }
  }

  const invalid = !!problem || state.kind === 'invalid';
  const describedBy = [question.help ? helpId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const control =
    question.kind === 'file' ? (
      <FileAnswer
        organizerId={organizerId}
        question={question}
        documents={saved?.documents ?? []}
        disabled={disabled}
        describedBy={describedBy}
        save={save}
      />
    ) : (
      <AnswerControl
        question={question}
        id={id}
        draft={draft}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedBy}
        onChange={change}
        onBlur={() => give(current.current)}
      />
    );
  const title = (
    <>
      {question.label}
      {question.required && <Required> (required)</Required>}
    </>
  );
  const details = (
    <>
      {question.help && <Help id={helpId}>{question.help}</Help>}
      {note && <ReviewNote note={note} />}
    </>
  );

  return (
    <Box id={questionAnchor(question.key)} $flagged={!!note || !!problem} tabIndex={-1}>
      {question.kind === 'file' || isOptionGroup(question) ? (
        <Group>
          <Legend>{title}</Legend>
          {details}
          {control}
        </Group>
      ) : (
        <>
          <Label htmlFor={id}>{title}</Label>
          {details}
          {control}
        </>
      )}
      {problem && (
        // The summary above "Submit answers" is what is announced; this marks the question where it is.
        <Problem id={problemId}>{problem}</Problem>
      )}
      <SaveStatus state={state} onRetry={retry} questionLabel={question.label} />
    </Box>
  );
}

const Box = styled.div<{ $flagged: boolean }>`
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme, $flagged }) => $flagged && `border-left: 4px solid ${theme.colors.gold600}; padding-left: ${theme.space[3]};`}
  &:first-of-type {
    border-top: none;
  }
  &:focus {
    outline: none;
  }
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Required = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Help = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;
