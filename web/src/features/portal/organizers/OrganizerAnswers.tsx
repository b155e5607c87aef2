import { useMemo } from 'react';
import styled from 'styled-components';
import { visibleQuestions } from '@validation/organizer-values';
import type { OrganizerDetailFragment } from '../../../graphql/generated';
import { Card } from '../../../components/Card';
import { Label, Textarea, FieldMessage } from '../../../components/Field';
import { answerText } from './answer-text';
import { AnswerFileLink } from './AnswerFileLink';
import { answerStateOf, questionAnchor, sectionValuesOf } from './organizer-questions';
import { ReviewNote } from './ReviewNote';
import { noteErrorKey } from './review-errors';

/** Staff writing notes to reopen with: the note typed for each question (empty: the answer is fine), and any message per question. */
export interface ReviewDrafts {
  notes: Record<string, string>;
  errors: Record<string, string>;
  onNote: (key: string, note: string) => void;
}

/**
 * The answers as given, question by question with the files beside them: what staff review, and
 * what the client sees once the organizer is submitted or cancelled. Questions a "no" hid are left
 * out, as they were for the client. While staff prepare to reopen, each question takes a note.
 */
export function OrganizerAnswers({ organizer, review }: { organizer: OrganizerDetailFragment; review?: ReviewDrafts }) {
  const sections = useMemo(() => sectionValuesOf(organizer.sections), [organizer.sections]);
  const shown = useMemo(
    () => new Set(visibleQuestions(sections, organizer.answers.map(answerStateOf)).map((question) => question.key)),
    [sections, organizer.answers],
  );
  const answers = new Map(organizer.answers.map((answer) => [answer.questionKey, answer]));
  // Staff's notes are asked of the client while it is reopened; once submitted again they are answered.
  const notes = new Map(organizer.status === 'REOPENED' ? organizer.reviewNotes.map((note) => [note.questionKey, note.note]) : []);

  return (
    <>
      {sections.map((section, index) => {
        const questions = section.questions.filter((question) => shown.has(question.key));
        if (questions.length === 0) return null;
        const headingId = `organizer-answers-${index}`;
        return (
          <Section key={section.title + index} aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            <List>
              {questions.map((question) => {
                const answer = answers.get(question.key);
                const text = answerText(question, answer?.value);
                const files = answer?.documents ?? [];
                const noteId = `review-note-${question.key}`;
                const noteError = review?.errors[noteErrorKey(question.key)];
                return (
                  <Item key={question.key} id={questionAnchor(question.key)}>
                    <dt>
                      {question.label}
                      {question.required && <Muted> (required)</Muted>}
                    </dt>
                    <dd>
                      {!review && notes.get(question.key) && <ReviewNote note={notes.get(question.key) ?? ''} />}
                      {question.kind === 'file' ? (
                        files.length > 0 ? (
                          <Files>
                            {files.map((document) => (
                              <AnswerFileLink key={document.id} document={document} />
                            ))}
                          </Files>
                        ) : (
                          <Muted>No file uploaded</Muted>
                        )
                      ) : text === null ? (
                        <Muted>Not answered</Muted>
                      ) : (
                        <Answer>{text}</Answer>
                      )}
                      {review && (
                        <NoteField>
                          <Label htmlFor={noteId}>Note to the client on this question (leave empty if the answer is fine)</Label>
                          <Textarea
                            id={noteId}
                            rows={2}
                            value={review.notes[question.key] ?? ''}
                            $invalid={!!noteError}
                            aria-invalid={!!noteError}
                            aria-describedby={noteError ? `${noteId}-error` : undefined}
                            onChange={(event) => review.onNote(question.key, event.target.value)}
                          />
                          {noteError && (
                            <FieldMessage id={`${noteId}-error`} role="alert">
                              {noteError}
                            </FieldMessage>
                          )}
                        </NoteField>
                      )}
                    </dd>
                  </Item>
                );
              })}
            </List>
          </Section>
        );
      })}
    </>
  );
}

const Section = styled(Card).attrs({ as: 'section' })`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.dl`
  margin: 0;
`;

const Item = styled.div`
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
  dt {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
`;

const Answer = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const Files = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const NoteField = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;
