import { useCallback, useEffect, useRef, useState } from 'react';
import { useAnswerOrganizerQuestionMutation } from '../../../graphql/generated';
import { fieldErrorsOf, isNetworkFailure, serverMessage } from '../../../lib/graphql-errors';
import { storeSavedAnswer } from './organizer-cache';

/**
 * Where one answer stands: nothing to send yet (`idle`), on its way (`saving`), `saved`, refused
 * by the rules (`invalid`, with the message), or not sent because the server could not be reached
 * or failed (`failed`; the answer stays on the page to send again).
 */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string; offline: boolean };

/** What one save sends: the value, or for a file question the documents that answer it. */
export type AnswerChange = { value: unknown } | { documentIds: string[] };

/**
 * Saves one question's answer as it is given (docs/product.md#organizers), one request at a time:
 * a value given while the previous one is on its way waits and goes next, so answers cannot arrive
 * out of order and the last one given is the one kept. A failed send keeps the value to try again,
 * by the button or by itself when the browser comes back online.
 */
export function useAnswerSaver(organizerId: string, questionKey: string) {
  const [answer] = useAnswerOrganizerQuestionMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const sending = useRef(false);
  const waiting = useRef<AnswerChange | null>(null);
  const lastGiven = useRef<AnswerChange | null>(null);

  // Sends the change, then whatever was given while it was on its way, until nothing waits.
  const send = useCallback(
    async (first: AnswerChange): Promise<void> => {
      sending.current = true;
      setState({ kind: 'saving' });
      let change: AnswerChange | null = first;
      let outcome: SaveState = { kind: 'saved' };
      while (change) {
        outcome = { kind: 'saved' };
        const input = { questionKey, ...('documentIds' in change ? { documentIds: change.documentIds } : { value: change.value ?? null }) };
        try {
          await answer({
            variables: { id: organizerId, input },
            update: (cache, { data }) => {
              if (data) storeSavedAnswer(cache, organizerId, data.answerOrganizerQuestion);
            },
          });
        } catch (error) {
          outcome = failureOf(error);
        }
        change = waiting.current;
        waiting.current = null;
      }
      sending.current = false;
      setState(outcome);
    },
    [answer, organizerId, questionKey],
  );

  /** Saves the change now, or right after the answer already on its way. */
  const save = useCallback(
    (change: AnswerChange) => {
      lastGiven.current = change;
      if (sending.current) waiting.current = change;
      else void send(change);
    },
    [send],
  );

  /** Sends the last change given again. */
  const retry = useCallback(() => {
    if (lastGiven.current) save(lastGiven.current);
  }, [save]);

  // Back online, an answer that could not be sent goes by itself.
  const offline = state.kind === 'failed' && state.offline;
  useEffect(() => {
    if (!offline) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);

  /** A message the page found itself (a number that is not one), shown as the server's would be. */
  const refuse = useCallback((message: string) => setState({ kind: 'invalid', message }), []);

  return { state, save, retry, refuse };
}

function failureOf(error: unknown): SaveState {
  const fieldMessage = fieldErrorsOf(error)[0]?.message;
  if (fieldMessage) return { kind: 'invalid', message: fieldMessage };
  if (isNetworkFailure(error))
    return { kind: 'failed', offline: true, message: 'Not saved: we could not reach the server. Your answer is kept here.' };
  return { kind: 'failed', offline: false, message: `Not saved: ${serverMessage(error) ?? 'something went wrong on our side.'}` };
}
