import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { visibleQuestions, type OrganizerAnswerState } from '@validation/organizer-values';
import type { OrganizerDetailFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { useHydrated } from '../../../components/useHydrated';
import { draftOf, type AnswerDraft } from './answer-drafts';
import { answerStateOf, sectionValuesOf } from './organizer-questions';
import { QuestionField } from './QuestionField';
import { SubmitOrganizer, type QuestionProblem } from './SubmitOrganizer';
import type { SaveState } from './useAnswerSaver';

/**
 * The client's organizer to fill in (docs/product.md#organizers): its sections of questions, each
 * answer saved as it is given, a conditional question shown as soon as its yes/no is answered yes,
 * and "Submit answers" at the end. Nothing is lost on a reload: every answer is on the server, and
 * one that could not be sent stays in its box with "Try again".
 */
export function OrganizerForm({ organizer }: { organizer: OrganizerDetailFragment }) {
  const sections = useMemo(() => sectionValuesOf(organizer.sections), [organizer.sections]);
  const savedByKey = useMemo(() => new Map(organizer.answers.map((answer) => [answer.questionKey, answer])), [organizer.answers]);
  const [drafts, setDrafts] = useState<Record<string, AnswerDraft>>(() =>
    Object.fromEntries(
      sections.flatMap((section) =>
        section.questions.map((question) => [question.key, draftOf(question, savedByKey.get(question.key)?.value)]),
      ),
    ),
  );
  const saveStates = useRef(new Map<string, SaveState>());
  const [problems, setProblems] = useState<QuestionProblem[]>([]);
  const hydrated = useHydrated();

  const onDraft = useCallback((key: string, draft: AnswerDraft) => setDrafts((current) => ({ ...current, [key]: draft })), []);
  const onStateChange = useCallback((key: string, state: SaveState) => {
    saveStates.current.set(key, state);
    // An answer saved since submitting was refused no longer stops it.
    if (state.kind === 'saved')
      setProblems((current) =>
        current.some((problem) => problem.key === key) ? current.filter((problem) => problem.key !== key) : current,
      );
  }, []);

  // Which questions are asked follows the answers on screen, so a "yes" shows its follow-up at once.
  const shown = useMemo(() => {
    const states: OrganizerAnswerState[] = Object.entries(drafts).map(([questionKey, value]) => ({
      questionKey,
      value: typeof value === 'boolean' ? value : null,
      documentIds: [],
    }));
    return new Set(visibleQuestions(sections, states).map((question) => question.key));
  }, [drafts, sections]);
  const notes = new Map(organizer.reviewNotes.map((note) => [note.questionKey, note.note]));
  const problemOf = new Map(problems.map((problem) => [problem.key, problem.message]));

  return (
    <>
      {sections.map((section, index) => {
        const questions = section.questions.filter((question) => shown.has(question.key));
        if (questions.length === 0) return null;
        const headingId = `organizer-section-${index}`;
        return (
          <Section key={section.title + index} aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            {section.description && <Description>{section.description}</Description>}
            {questions.map((question) => (
              <QuestionField
                key={question.key}
                organizerId={organizer.id}
                question={question}
                saved={savedByKey.get(question.key)}
                draft={drafts[question.key] ?? null}
                onDraft={onDraft}
                note={notes.get(question.key)}
                problem={problemOf.get(question.key)}
                disabled={!hydrated}
                onStateChange={onStateChange}
              />
            ))}
          </Section>
        );
      })}
      <SubmitOrganizer
        organizer={organizer}
        sections={sections}
        savedAnswers={organizer.answers.map(answerStateOf)}
        saveStates={saveStates}
        problems={problems}
        onProblems={setProblems}
      />
    </>
  );
}

const Section = styled(Card).attrs({ as: 'section' })`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.muted};
`;
