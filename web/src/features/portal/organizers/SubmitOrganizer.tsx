import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import {
  questionName,
  questionsOf,
  requiredMessage,
  unansweredRequired,
  type OrganizerAnswerState,
  type OrganizerSectionValues,
} from '@validation/organizer-values';
import { useSubmitOrganizerMutation, type OrganizerDetailFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { toast } from '../../../components/toast-store';
import { useHydrated } from '../../../components/useHydrated';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { forgetOrganizerLists } from './organizer-lists';
import { questionAnchor } from './organizer-questions';
import type { SaveState } from './useAnswerSaver';

/** A question that stops submitting, and why. */
export interface QuestionProblem {
  key: string;
  message: string;
}

interface SubmitOrganizerProps {
  organizer: OrganizerDetailFragment;
  sections: OrganizerSectionValues[];
  /** The answers as the server holds them. */
  savedAnswers: OrganizerAnswerState[];
  /** Each question's save, to hold submitting back while one is on its way or failed. */
  saveStates: MutableRefObject<Map<string, SaveState>>;
  problems: QuestionProblem[];
  onProblems: (problems: QuestionProblem[]) => void;
}

/**
 * "Submit answers": first the page's own checks (every answer saved, every required question
 * shown answered, by the same rule as the server), then the server's, whose refusals name the
 * questions (`answers.<key>`). The questions that stop it are listed above the button, each a link
 * to the question, and marked where they are.
 */
export function SubmitOrganizer({ organizer, sections, savedAnswers, saveStates, problems, onProblems }: SubmitOrganizerProps) {
  const [submitOrganizer, { loading }] = useSubmitOrganizerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();
  // The answers as they stand when the check runs, which may be after a save this press waited for.
  const latestAnswers = useRef(savedAnswers);
  useEffect(() => {
    latestAnswers.current = savedAnswers;
  }, [savedAnswers]);
  const byKey = new Map(questionsOf(sections).map((question) => [question.key, question]));

  function pageProblems(): QuestionProblem[] {
    const unsaved: QuestionProblem[] = [];
    for (const [key, state] of saveStates.current) {
      const question = byKey.get(key);
      if (!question) continue;
      if (state.kind === 'saving') unsaved.push({ key, message: `${questionName(question)} is still being saved: wait a moment` });
      if (state.kind === 'failed') unsaved.push({ key, message: `${questionName(question)} is not saved yet: press Try again beside it` });
      if (state.kind === 'invalid') unsaved.push({ key, message: state.message });
    }
    const missing = unansweredRequired(sections, latestAnswers.current)
      .filter((question) => !unsaved.some((problem) => problem.key === question.key))
      .map((question) => ({ key: question.key, message: requiredMessage(question) }));
    return [...unsaved, ...missing];
  }

  async function submit() {
    setFailure(null);
    // Pressing the button right after typing: the box's answer, sent as it was left, is waited for.
    await settledSaves(saveStates);
    const found = pageProblems();
    onProblems(found);
    if (found.length > 0) return focusSummary();
    try {
      await submitOrganizer({ variables: { id: organizer.id }, update: forgetOrganizerLists });
    } catch (error) {
      const named = fieldErrorsOf(error)
        .filter((fieldError) => fieldError.path.startsWith('answers.'))
        .map((fieldError) => ({ key: fieldError.path.slice('answers.'.length), message: fieldError.message }));
      onProblems(named);
      setFailure(named.length > 0 ? null : formFailureMessage(error, 'Your answers could not be submitted. Please try again.'));
      return focusSummary();
    }
    toast({ title: 'Organizer submitted', description: `${organizer.title}: the firm has your answers.`, variant: 'success' });
  }

  return (
    <Panel as="section" aria-labelledby="submit-organizer-heading">
      <h2 id="submit-organizer-heading">Submit your answers</h2>
      <p>
        Your answers are saved as you give them, so you can stop and come back. When everything is in, submit: the firm is told, and the
        answers are locked unless they ask you to look at something again.
      </p>
      {(problems.length > 0 || failure) && (
        <Summary id="organizer-problems" role="alert" tabIndex={-1}>
          {failure ? (
            <p>{failure}</p>
          ) : (
            <>
              <p>
                <strong>Not submitted yet.</strong> {problems.length === 1 ? 'One question needs' : `${problems.length} questions need`}{' '}
                your attention:
              </p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem.key}>
                    <a href={`#${questionAnchor(problem.key)}`} onClick={(event) => goTo(event, problem.key)}>
                      {problem.message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Summary>
      )}
      <Button type="button" disabled={loading || !hydrated} onClick={() => void submit()}>
        {loading ? 'Submitting…' : 'Submit answers'}
      </Button>
    </Panel>
  );
}

/** The longest "Submit answers" waits for answers on their way before it says which are still being saved. */
const LONGEST_WAIT_MS = 5000;

async function settledSaves(saveStates: MutableRefObject<Map<string, SaveState>>) {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  await pause();
  for (let waited = 0; waited < LONGEST_WAIT_MS && [...saveStates.current.values()].some((state) => state.kind === 'saving'); waited += 50)
    await pause();
}

function focusSummary() {
  // After React has drawn the summary.
  setTimeout(() => document.getElementById('organizer-problems')?.focus(), 0);
}

/** Moves to the question and into its first control, so the answer can be given straight away. */
function goTo(event: React.MouseEvent, key: string) {
  const box = document.getElementById(questionAnchor(key));
  if (!box) return;
  event.preventDefault();
  box.scrollIntoView({ block: 'center' });
  (box.querySelector<HTMLElement>('input, textarea, select') ?? box).focus();
}

const Panel = styled(Card)`
  max-width: 46rem;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Summary = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;
