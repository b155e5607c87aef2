import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  AnswerOrganizerQuestionMutation,
  AnswerOrganizerQuestionMutationVariables,
  ReopenOrganizerMutation,
  ReopenOrganizerMutationVariables,
  SubmitOrganizerMutation,
  UploadOrganizerFileMutation,
} from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import {
  answersSaved,
  lerato,
  organizerAdvisor,
  organizerAnswer,
  organizerClient,
  organizerDetail,
  organizerIs,
  organizerQuestion,
} from './organizer-page-test-kit';

const openOrganizer = (user = organizerClient(), id = 'organizer-1') => renderPortalAs(user, `/portal/organizers/${id}`);

/** A question's box on the page, by its key. */
const questionBox = (key: string) => document.getElementById(`question-${key}`) as HTMLElement;

describe('the organizer page, for its client', () => {
  it('asks for the organizer by its id and shows its sections, progress and due date', async () => {
    const { handler, ids } = organizerIs(organizerDetail({ progress: { __typename: 'OrganizerProgress', answered: 7, total: 23 } }));
    server.use(handler);
    openOrganizer();
    expect(await screen.findByRole('heading', { level: 1, name: '2026 income tax return organizer' })).toBeInTheDocument();
    expect(ids).toEqual(['organizer-1']);
    expect(screen.getByRole('heading', { name: 'Employment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute('aria-valuetext', '7 of 23 answered');
    expect(screen.getByText('15 December 2099')).toBeInTheDocument();
    // The follow-ups of "employed" wait for a yes.
    expect(screen.queryByText('Total salary before tax')).not.toBeInTheDocument();
  });

  it('saves a yes at once, shows its follow-up questions, and saves an amount typed as people write it when the box is left', async () => {
    server.use(organizerIs(organizerDetail()).handler);
    const saved = answersSaved();
    server.use(saved.handler);
    openOrganizer();
    const employed = await screen.findByRole('group', { name: /Were you employed/ });
    await userEvent.click(within(employed).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(saved.sent).toEqual([{ id: 'organizer-1', input: { questionKey: 'employed', value: true } }]));
    expect(await within(questionBox('employed')).findByText('Saved')).toBeInTheDocument();

    const salary = screen.getByRole('textbox', { name: /Total salary before tax/ });
    await userEvent.type(salary, 'R 412 500,50');
    await userEvent.tab();
    await waitFor(() => expect(saved.sent[1]).toEqual({ id: 'organizer-1', input: { questionKey: 'salary', value: 412500.5 } }));
    expect(await screen.findByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute('aria-valuetext', '2 of 3 answered');
  });

  it('names the question when an amount is not one, and sends nothing', async () => {
    server.use(organizerIs(organizerDetail({ answers: [organizerAnswer('employed', true)] })).handler);
    const saved = answersSaved();
    server.use(saved.handler);
    openOrganizer();
    const salary = await screen.findByRole('textbox', { name: /Total salary before tax/ });
    await userEvent.type(salary, 'about 400k');
    await userEvent.tab();
    expect(await screen.findByText(/The answer to "Total salary before tax" must be an amount in rand/)).toBeInTheDocument();
    expect(saved.sent).toEqual([]);
    expect(salary).toHaveValue('about 400k');
  });

  it('refuses a fraction or a negative for a question that counts things, naming it, and sends nothing; a measure takes a fraction', async () => {
    const rental = {
      __typename: 'OrganizerSection' as const,
      title: 'Rental income',
      description: null,
      questions: [
        organizerQuestion({ key: 'properties', kind: 'NUMBER', label: 'How many properties did you let?', counts: true }),
        organizerQuestion({ key: 'business_km', kind: 'NUMBER', label: 'Business kilometres travelled' }),
      ],
    };
    server.use(organizerIs(organizerDetail({ sections: [rental] })).handler);
    const saved = answersSaved();
    server.use(saved.handler);
    openOrganizer();
    const properties = await screen.findByRole('textbox', { name: /How many properties did you let/ });
    expect(properties).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(properties, '1.5');
    await userEvent.tab();
    const message = 'The answer to "How many properties did you let?" is a count: a whole number, 0 or more, such as 3';
    expect(await within(questionBox('properties')).findByText(message)).toBeInTheDocument();
    await userEvent.clear(properties);
    await userEvent.type(properties, '-5');
    await userEvent.tab();
    expect(await within(questionBox('properties')).findByText(message)).toBeInTheDocument();
    expect(saved.sent).toEqual([]);
    expect(properties).toHaveValue('-5');

    await userEvent.type(screen.getByRole('textbox', { name: /Business kilometres travelled/ }), '1234,5');
    await userEvent.tab();
    await waitFor(() => expect(saved.sent).toEqual([{ id: 'organizer-1', input: { questionKey: 'business_km', value: 1234.5 } }]));
  });

  it('keeps an answer the server could not be reached for, says so, and sends it again with "Try again"', async () => {
    server.use(organizerIs(organizerDetail()).handler);
    const saved = answersSaved();
    let reachable = false;
    server.use(
      graphql.mutation('AnswerOrganizerQuestion', async (request) =>
        reachable ? saved.handler.run(request).then((result) => result?.response) : HttpResponse.error(),
      ),
    );
    openOrganizer();
    const other = await screen.findByRole('textbox', { name: /Anything else we should know/ });
    await userEvent.type(other, 'We sold the Durban flat in March.');
    await userEvent.tab();
    const box = questionBox('other');
    expect(await within(box).findByText(/Not saved: we could not reach the server/)).toBeInTheDocument();
    expect(other).toHaveValue('We sold the Durban flat in March.');
    expect(saved.sent).toEqual([]);

    reachable = true;
    await userEvent.click(within(box).getByRole('button', { name: 'Try again to save: Anything else we should know?' }));
    await waitFor(() =>
      expect(saved.sent).toEqual([{ id: 'organizer-1', input: { questionKey: 'other', value: 'We sold the Durban flat in March.' } }]),
    );
    expect(await within(box).findByText('Saved')).toBeInTheDocument();
  });

  it('uploads a file against its question, keeps a failed one to try again, and takes a file off the answer', async () => {
    server.use(organizerIs(organizerDetail({ answers: [organizerAnswer('employed', true)] })).handler);
    const irp5 = {
      __typename: 'Document' as const,
      id: 'document-9',
      originalName: 'IRP5 2026.pdf',
      fileSize: 48_000,
      mimeType: 'application/pdf',
    };
    let uploads = 0;
    server.use(
      graphql.mutation<UploadOrganizerFileMutation>('UploadOrganizerFile', () => {
        uploads += 1;
        if (uploads === 1) return graphqlError('The file could not be stored', { code: 'INTERNAL_SERVER_ERROR' });
        return HttpResponse.json({
          data: {
            uploadOrganizerFile: {
              __typename: 'OrganizerAnswerResult',
              answer: organizerAnswer('irp5', null, [irp5]),
              progress: { __typename: 'OrganizerProgress', answered: 2, total: 5 },
              status: 'IN_PROGRESS',
            },
          },
        });
      }),
    );
    const removed: AnswerOrganizerQuestionMutationVariables[] = [];
    server.use(
      graphql.mutation<AnswerOrganizerQuestionMutation, AnswerOrganizerQuestionMutationVariables>(
        'AnswerOrganizerQuestion',
        ({ variables }) => {
          removed.push(variables);
          return HttpResponse.json({
            data: {
              answerOrganizerQuestion: {
                __typename: 'OrganizerAnswerResult',
                answer: organizerAnswer('irp5', null, []),
                progress: { __typename: 'OrganizerProgress', answered: 1, total: 5 },
                status: 'IN_PROGRESS',
              },
            },
          });
        },
      ),
    );
    openOrganizer();
    await screen.findByRole('group', { name: /Your IRP5 certificate/ });
    const box = questionBox('irp5');
    const file = new NodeFile(['%PDF-1.4 IRP5'], 'IRP5 2026.pdf', { type: 'application/pdf' }) as unknown as File;
    await userEvent.upload(within(box).getByLabelText('Upload a file for: Your IRP5 certificate'), file);
    expect(await within(box).findByText(/IRP5 2026.pdf was not uploaded: The file could not be stored/)).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await within(box).findByRole('button', { name: 'Remove IRP5 2026.pdf from the answer' })).toBeInTheDocument();
    expect(within(box).queryByText(/was not uploaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute('aria-valuetext', '2 of 5 answered');

    await userEvent.click(within(box).getByRole('button', { name: 'Remove IRP5 2026.pdf from the answer' }));
    await waitFor(() => expect(removed).toEqual([{ id: 'organizer-1', input: { questionKey: 'irp5', documentIds: [] } }]));
    await waitFor(() => expect(within(box).queryByRole('button', { name: /Remove IRP5/ })).not.toBeInTheDocument());
  });

  it('refuses a file of a kind the firm does not take, before sending it', async () => {
    server.use(organizerIs(organizerDetail({ answers: [organizerAnswer('employed', true)] })).handler);
    let uploads = 0;
    server.use(
      graphql.mutation('UploadOrganizerFile', () => {
        uploads += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    openOrganizer();
    await screen.findByRole('group', { name: /Your IRP5 certificate/ });
    const box = questionBox('irp5');
    const photo = new NodeFile(['GIF89a'], 'slip.gif', { type: 'image/gif' }) as unknown as File;
    await userEvent.upload(within(box).getByLabelText('Upload a file for: Your IRP5 certificate'), photo, { applyAccept: false });
    expect(await within(box).findByText(/slip.gif was not uploaded: Only PDF, Word and Excel files/)).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('lists the required questions still unanswered instead of submitting, each a link to its question', async () => {
    server.use(organizerIs(organizerDetail({ answers: [organizerAnswer('employed', true)] })).handler);
    let submitted = 0;
    server.use(
      graphql.mutation('SubmitOrganizer', () => {
        submitted += 1;
        return HttpResponse.json({ data: { submitOrganizer: organizerDetail() } });
      }),
    );
    openOrganizer();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: '"Total salary before tax" needs an answer' })).toHaveAttribute(
      'href',
      '#question-salary',
    );
    expect(submitted).toBe(0);
  });

  it('waits for the answer typed just before "Submit answers" is pressed, then submits', async () => {
    server.use(organizerIs(organizerDetail({ answers: [organizerAnswer('employed', true)] })).handler);
    const saved = answersSaved();
    const order: string[] = [];
    server.use(
      graphql.mutation('AnswerOrganizerQuestion', async (request) => {
        order.push('answer');
        return (await saved.handler.run(request))?.response;
      }),
      graphql.mutation<SubmitOrganizerMutation>('SubmitOrganizer', () => {
        order.push('submit');
        return HttpResponse.json({
          data: { submitOrganizer: organizerDetail({ status: 'SUBMITTED', submittedAt: '2026-11-26T10:00:00.000Z' }) },
        });
      }),
    );
    openOrganizer();
    await userEvent.type(await screen.findByRole('textbox', { name: /Total salary before tax/ }), '412500');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('note', { name: 'Submitted' })).toBeInTheDocument();
    expect(order).toEqual(['answer', 'submit']);
    expect(saved.sent).toEqual([{ id: 'organizer-1', input: { questionKey: 'salary', value: 412500 } }]);
  });

  it('submits when everything required is answered, and then shows the answers locked', async () => {
    const answers = [organizerAnswer('employed', true), organizerAnswer('salary', 412500.5)];
    server.use(organizerIs(organizerDetail({ answers })).handler);
    server.use(
      graphql.mutation<SubmitOrganizerMutation>('SubmitOrganizer', () =>
        HttpResponse.json({
          data: { submitOrganizer: organizerDetail({ answers, status: 'SUBMITTED', submittedAt: '2026-11-26T10:00:00.000Z' }) },
        }),
      ),
    );
    openOrganizer();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('note', { name: 'Submitted' })).toHaveTextContent(/which are now locked/);
    expect(screen.getByText('R 412 500.50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
  });

  it('lists the questions the server names when it refuses to submit', async () => {
    const answers = [organizerAnswer('employed', false)];
    server.use(organizerIs(organizerDetail({ answers })).handler);
    server.use(
      graphql.mutation('SubmitOrganizer', () =>
        graphqlError('Some questions need an answer', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'answers.moved_on', message: '"When did you move house?" needs an answer' }],
        }),
      ),
    );
    openOrganizer();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('link', { name: '"When did you move house?" needs an answer' })).toBeInTheDocument();
  });

  it('shows a reopened organizer with the firm’s message and its note beside the question', async () => {
    server.use(
      organizerIs(
        organizerDetail({
          status: 'REOPENED',
          reopenedAt: '2026-11-25T08:00:00.000Z',
          reopenedBy: lerato,
          reopenMessage: 'Nearly there: one thing to check.',
          reviewNotes: [{ __typename: 'OrganizerReviewNote', questionKey: 'other', note: 'Please give the sale price of the flat.' }],
          answers: [organizerAnswer('employed', false), organizerAnswer('other', 'We sold the Durban flat.')],
        }),
      ).handler,
    );
    openOrganizer();
    const notice = await screen.findByRole('note', { name: 'Reopened' });
    expect(notice).toHaveTextContent('Lerato Mokoena reopened this');
    expect(notice).toHaveTextContent('Nearly there: one thing to check.');
    expect(within(notice).getByRole('link', { name: 'Anything else we should know?' })).toHaveAttribute('href', '#question-other');
    expect(within(questionBox('other')).getByText(/Please give the sale price of the flat/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Anything else we should know/ })).toHaveValue('We sold the Durban flat.');
  });

  it('no longer shows the firm’s notes once the client has submitted again', async () => {
    server.use(
      organizerIs(
        organizerDetail({
          status: 'SUBMITTED',
          submittedAt: '2026-11-26T10:00:00.000Z',
          reopenedAt: '2026-11-25T08:00:00.000Z',
          reviewNotes: [{ __typename: 'OrganizerReviewNote', questionKey: 'other', note: 'Please give the sale price of the flat.' }],
          answers: [organizerAnswer('employed', false), organizerAnswer('other', 'We sold the flat for R 1 200 000.')],
        }),
      ).handler,
    );
    openOrganizer();
    expect(await screen.findByText('We sold the flat for R 1 200 000.')).toBeInTheDocument();
    expect(screen.queryByText(/Please give the sale price of the flat/)).not.toBeInTheDocument();
  });

  it('says plainly when the organizer is not one of theirs', async () => {
    server.use(graphql.query('Organizer', () => graphqlError('Organizer not found', { code: 'NOT_FOUND' })));
    openOrganizer(organizerClient(), 'someone-elses');
    expect(await screen.findByRole('heading', { name: 'Organizer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your organizers' })).toHaveAttribute('href', '/portal/organizers');
  });
});

describe('the organizer page, for staff', () => {
  const submitted = () =>
    organizerDetail({
      status: 'SUBMITTED',
      submittedAt: '2026-11-26T10:00:00.000Z',
      answers: [
        organizerAnswer('employed', true),
        organizerAnswer('salary', 412500.5),
        organizerAnswer('irp5', null, [
          { __typename: 'Document', id: 'document-9', originalName: 'IRP5 2026.pdf', fileSize: 48_000, mimeType: 'application/pdf' },
        ]),
        organizerAnswer('moved_on', '2026-03-14'),
      ],
    });

  it('shows the answers beside the files, and the PDF of the answers', async () => {
    server.use(organizerIs(submitted()).handler);
    openOrganizer(organizerAdvisor());
    expect(await screen.findByText('R 412 500.50')).toBeInTheDocument();
    expect(screen.getByText('14 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download IRP5 2026.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download answers (PDF)' })).toHaveAttribute('href', '/api/organizers/organizer-1/pdf');
    expect(screen.getByText('Thabo Nkosi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
  });

  it('reopens with a note on the questions written on, and asks for one when none is', async () => {
    server.use(organizerIs(submitted()).handler);
    const sent: ReopenOrganizerMutationVariables[] = [];
    server.use(
      graphql.mutation<ReopenOrganizerMutation, ReopenOrganizerMutationVariables>('ReopenOrganizer', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { reopenOrganizer: organizerDetail({ ...submitted(), status: 'REOPENED' }) } });
      }),
    );
    openOrganizer(organizerAdvisor());
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen for changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Say which questions need another look')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const notes = screen.getAllByRole('textbox', { name: /Note to the client on this question/ });
    await userEvent.type(notes[1], 'This differs from your IRP5: please check.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to the client (optional)' }), 'One thing to check.');
    await userEvent.click(screen.getByRole('button', { name: 'Reopen with one note' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          id: 'organizer-1',
          input: { message: 'One thing to check.', notes: [{ questionKey: 'salary', note: 'This differs from your IRP5: please check.' }] },
        },
      ]),
    );
  });
});
