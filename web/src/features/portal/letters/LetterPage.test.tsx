import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import type {
  DeclineEngagementLetterMutation,
  DeclineEngagementLetterMutationVariables,
  RequestDocumentDownloadMutation,
  SignEngagementLetterMutation,
  SignEngagementLetterMutationVariables,
} from '../../../graphql/generated';
import { server } from '../../../test/msw-server';
import { downloadTrigger } from '../documents/useDocumentActions';
import { graphqlError, renderPortalAs } from '../portal-test-kit';
import { drawnSignaturePng, letterAdvisor, letterClient, letterDetail, letterIs, signedLetter } from './letter-page-test-kit';
import { signatureImage } from './signature-drawing';

const openLetter = (user = letterClient(), id = 'letter-1') => renderPortalAs(user, `/portal/letters/${id}`);

/** The signing form, once its code has come. */
const signingForm = () => screen.findByRole('form', { name: 'Sign the letter' }, { timeout: 5000 });

/** Answers SignEngagementLetter with the signed letter and records what was sent. */
function signingAnswers() {
  const sent: SignEngagementLetterMutationVariables[] = [];
  const handler = graphql.mutation<SignEngagementLetterMutation, SignEngagementLetterMutationVariables>(
    'SignEngagementLetter',
    ({ variables }) => {
      sent.push(variables);
      const signature = variables.input.signature;
      return HttpResponse.json({
        data: {
          signEngagementLetter: signedLetter({
            signerName: variables.input.fullName,
            signatureKind: signature.kind,
            signatureText: signature.kind === 'TYPED' ? (signature.text ?? null) : null,
          }),
        },
      });
    },
  );
  return { handler, sent };
}

beforeAll(() => {
  // jsdom has no PointerEvent: without one, a pointer event's coordinates are lost on the way.
  if (!window.PointerEvent) {
    class PointerEventOfMouse extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: PointerEventOfMouse });
  }
});

beforeEach(() => {
  // jsdom draws nothing: the pad keeps its strokes and reports its image through signatureImage.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => jest.restoreAllMocks());

describe('the letter page', () => {
  it('shows the letter: title, status, engagement, when it was sent and its whole text, asked for by its id', async () => {
    const { handler, requests } = letterIs(letterDetail());
    server.use(handler);
    openLetter();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax return engagement letter' })).toBeInTheDocument();
    expect(screen.getByText('Opened', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Opened', { selector: 'dt' }).nextSibling).toHaveTextContent('21 Nov 2026, 11:15');
    expect(screen.getByText('Engagement letter for 2026 ITR14 and annual financial statements')).toBeInTheDocument();
    expect(screen.getByText('Sent').nextSibling).toHaveTextContent('20 Nov 2026, 09:30 by Lerato Mokoena');
    const text = screen.getByRole('article', { name: 'Letter text' });
    expect(within(text).getByRole('heading', { name: 'What we will do' })).toBeInTheDocument();
    expect(
      within(text)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Review the trial balance', 'Prepare the return']);
    expect(text).toHaveTextContent('terms-of-engagement-and-popia-notice-for-clients');
    expect(screen.getByRole('link', { name: /All letters/ })).toHaveAttribute('href', '/portal/letters');
    expect(requests).toEqual([{ id: 'letter-1' }]);
  });

  it('tells its client what signing means, then offers the form', async () => {
    server.use(letterIs(letterDetail()).handler);
    openLetter();
    const section = await screen.findByRole('region', { name: 'Sign this letter' });
    expect(section).toHaveTextContent('Electronic Communications and Transactions Act, 2002');
    expect(section).toHaveTextContent('no law requires to be signed by hand');
    expect(section).toHaveTextContent(/SHA-256/);
    expect(section).toHaveTextContent('filed in your Documents');
    const form = await signingForm();
    expect(within(form).getByRole('checkbox', { name: 'I agree to sign this letter electronically' })).not.toBeChecked();
    expect(within(form).getByLabelText('Full name')).toHaveValue('');
    expect(within(form).getByRole('tab', { name: 'Draw' })).toHaveAttribute('aria-selected', 'true');
    const pad = within(form).getByRole('img', { name: 'Signature pad' });
    expect(pad).toHaveAccessibleDescription(/Using a keyboard\? Choose Type to type your signature instead/);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('shows the fees a letter bills before its client signs it, and none for a letter without fees', async () => {
    const line = (description: string, unitPriceCents: number, quantityThousandths = 1000) => ({
      __typename: 'FeeLine' as const,
      description,
      quantityThousandths,
      unitPriceCents,
      treatment: 'STANDARD' as const,
    });
    const feeSchedule = {
      __typename: 'FeeSchedule' as const,
      onceLines: [line('Payroll take-on', 200_000)],
      monthlyLines: [line('Monthly payroll', 120_000)],
      perReturnLines: [line('EMP201 return', 45_000, 2500)],
      dayOfMonth: 3,
      reviewFirst: false,
    };
    server.use(letterIs(letterDetail({ feeSchedule })).handler);
    openLetter();
    const fees = within(await screen.findByRole('region', { name: 'Fees this letter bills' }));
    const text = (name: string) =>
      within(fees.getByText(name).parentElement!)
        .getByRole('listitem')
        .textContent?.replace(/\u00a0/g, ' ');
    expect(text('Once-off, invoiced when the letter is signed')).toBe('Payroll take-on: R 2 000.00 plus VAT');
    expect(text('Every month, invoiced on the 3rd')).toBe('Monthly payroll: R 1 200.00 plus VAT');
    expect(text('For each return, invoiced when it is filed with SARS')).toBe('EMP201 return: 2.5 × R 450.00 plus VAT');
    expect(await screen.findByRole('region', { name: 'Sign this letter' })).toBeInTheDocument();

    cleanup();
    server.use(letterIs(letterDetail()).handler);
    openLetter();
    await screen.findByRole('region', { name: 'Sign this letter' });
    expect(screen.queryByRole('region', { name: 'Fees this letter bills' })).not.toBeInTheDocument();
  });

  it('signs with a typed signature, sending the name, the agreement and the words, and then shows the letter signed', async () => {
    const { handler, sent } = signingAnswers();
    server.use(letterIs(letterDetail()).handler, handler);
    openLetter();
    const form = await signingForm();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I agree to sign this letter electronically' }));
    await userEvent.type(within(form).getByLabelText('Full name'), 'Thabo M. Nkosi');
    await userEvent.click(within(form).getByRole('tab', { name: 'Type' }));
    await userEvent.type(within(form).getByLabelText('Type your signature'), 'Thabo Nkosi');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));

    const signed = await screen.findByRole('heading', { level: 2, name: 'Signed' });
    // The form is gone: where the letter stands takes the focus.
    await waitFor(() => expect(signed).toHaveFocus());
    expect(sent).toEqual([
      {
        id: 'letter-1',
        input: { fullName: 'Thabo M. Nkosi', agreeToSignElectronically: true, signature: { kind: 'TYPED', text: 'Thabo Nkosi' } },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Sign the letter' })).not.toBeInTheDocument();
    expect(screen.getByText('Letter signed')).toBeInTheDocument();
  });

  it('names each missing part when nothing is filled in, and sends nothing', async () => {
    const { handler, sent } = signingAnswers();
    server.use(letterIs(letterDetail()).handler, handler);
    openLetter();
    const form = await signingForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));
    expect(await within(form).findByText('Tick the box to agree to sign this letter electronically')).toBeInTheDocument();
    expect(within(form).getByText('Type your full name')).toBeInTheDocument();
    expect(within(form).getByText('Draw your signature')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveAccessibleDescription('Type your full name');

    // The Type tab has its own message, naming what is missing there.
    await userEvent.click(within(form).getByRole('tab', { name: 'Type' }));
    expect(await within(form).findByText('Type your name as your signature')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('signs with a drawn signature: the pad reports its PNG, which is sent as it is; Clear takes it back', async () => {
    const render = jest.spyOn(signatureImage, 'render').mockReturnValue(drawnSignaturePng);
    const { handler, sent } = signingAnswers();
    server.use(letterIs(letterDetail()).handler, handler);
    openLetter();
    const form = await signingForm();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I agree to sign this letter electronically' }));
    await userEvent.type(within(form).getByLabelText('Full name'), 'Thabo Nkosi');
    const pad = within(form).getByRole('img', { name: 'Signature pad' });

    // A stroke, then Clear: nothing is left to send.
    draw(pad, [
      [20, 40],
      [60, 45],
    ]);
    await userEvent.click(within(form).getByRole('button', { name: 'Clear' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));
    expect(await within(form).findByText('Draw your signature')).toBeInTheDocument();

    draw(pad, [
      [20, 40],
      [60, 45],
      [90, 30],
    ]);
    await waitFor(() => expect(within(form).queryByText('Draw your signature')).not.toBeInTheDocument());
    expect(render).toHaveBeenLastCalledWith([
      [
        { x: 20, y: 40 },
        { x: 60, y: 45 },
        { x: 90, y: 30 },
      ],
    ]);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Signed' })).toBeInTheDocument();
    expect(sent[0].input.signature).toEqual({ kind: 'DRAWN', image: drawnSignaturePng });
  });

  it('shows a refusal and keeps what was entered, the drawing too; the letter can then be shown as it is now', async () => {
    jest.spyOn(signatureImage, 'render').mockReturnValue(drawnSignaturePng);
    let withdrawn = false;
    const attempts: SignEngagementLetterMutationVariables[] = [];
    server.use(
      graphql.query('EngagementLetter', () =>
        HttpResponse.json({
          data: {
            engagementLetter: withdrawn
              ? letterDetail({
                  status: 'WITHDRAWN',
                  withdrawnAt: '2026-11-26T11:00:00.000Z',
                  withdrawalReason: 'The fee was wrong; a new letter follows.',
                })
              : letterDetail(),
          },
        }),
      ),
      graphql.mutation<SignEngagementLetterMutation, SignEngagementLetterMutationVariables>('SignEngagementLetter', ({ variables }) => {
        attempts.push(variables);
        withdrawn = true;
        return graphqlError('This letter was withdrawn by the firm: it can no longer be signed', { code: 'CONFLICT' });
      }),
    );
    openLetter();
    const form = await signingForm();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I agree to sign this letter electronically' }));
    await userEvent.type(within(form).getByLabelText('Full name'), 'Thabo Nkosi');
    draw(within(form).getByRole('img', { name: 'Signature pad' }), [
      [10, 10],
      [50, 30],
    ]);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));

    expect(await within(form).findByText('This letter was withdrawn by the firm: it can no longer be signed')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'I agree to sign this letter electronically' })).toBeChecked();
    expect(within(form).getByLabelText('Full name')).toHaveValue('Thabo Nkosi');
    expect(within(form).getByRole('button', { name: 'Clear' })).toBeEnabled();
    // Sent again, the same drawing goes.
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));
    await waitFor(() => expect(attempts).toHaveLength(2));
    expect(attempts[1].input.signature).toEqual({ kind: 'DRAWN', image: drawnSignaturePng });

    await userEvent.click(await within(form).findByRole('button', { name: 'Show the letter as it is now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawn by the firm' })).toBeInTheDocument();
    expect(screen.getByText('The fee was wrong; a new letter follows.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign the letter' })).not.toBeInTheDocument();
  });

  it('says so when the network fails, keeping the typed signature', async () => {
    server.use(
      letterIs(letterDetail()).handler,
      graphql.mutation('SignEngagementLetter', () => HttpResponse.error()),
    );
    openLetter();
    const form = await signingForm();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I agree to sign this letter electronically' }));
    await userEvent.type(within(form).getByLabelText('Full name'), 'Thabo Nkosi');
    await userEvent.click(within(form).getByRole('tab', { name: 'Type' }));
    await userEvent.type(within(form).getByLabelText('Type your signature'), 'T. Nkosi');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign letter' }));
    expect(await within(form).findByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Type your signature')).toHaveValue('T. Nkosi');
  });

  it('declines with a reason, which is required, and then shows the letter declined', async () => {
    const sent: DeclineEngagementLetterMutationVariables[] = [];
    server.use(
      letterIs(letterDetail()).handler,
      graphql.mutation<DeclineEngagementLetterMutation, DeclineEngagementLetterMutationVariables>(
        'DeclineEngagementLetter',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              declineEngagementLetter: letterDetail({
                status: 'DECLINED',
                declinedAt: '2026-11-26T12:30:00.000Z',
                declineReason: variables.reason,
              }),
            },
          });
        },
      ),
    );
    openLetter();
    await signingForm();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the letter' });
    expect(dialog).toHaveTextContent('Tax return engagement letter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline letter' }));
    expect(await within(dialog).findByText('Tell us why you are declining the letter')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The fee is higher than we agreed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline letter' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Declined' })).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'letter-1', reason: 'The fee is higher than we agreed.' }]);
    expect(screen.getByText('Declined on').nextSibling).toHaveTextContent('26 Nov 2026, 14:30 SAST');
    expect(screen.getByText('Reason').nextSibling).toHaveTextContent('The fee is higher than we agreed.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a signed letter with its evidence and the signed PDF to download', async () => {
    const start = jest.spyOn(downloadTrigger, 'start').mockImplementation(() => {});
    const downloads: unknown[] = [];
    server.use(
      letterIs(signedLetter()).handler,
      graphql.mutation<RequestDocumentDownloadMutation>('RequestDocumentDownload', ({ variables }) => {
        downloads.push(variables);
        return HttpResponse.json({
          data: {
            requestDocumentDownload: {
              __typename: 'DocumentDownload',
              downloadUrl: 'https://files.example/signed.pdf?token=abc',
              expiresAt: '2026-11-26T12:10:00.000Z',
            },
          },
        });
      }),
    );
    openLetter();
    const outcome = await screen.findByRole('region', { name: 'Signed' });
    const value = (label: string) => within(outcome).getByText(label).nextSibling;
    expect(value('Signed by')).toHaveTextContent('Thabo M. Nkosi (thabo@nkosi-logistics.co.za)');
    expect(value('Signed on')).toHaveTextContent('26 Nov 2026, 14:05 SAST');
    expect(value('Signature')).toHaveTextContent('Typed: Thabo Nkosi');
    expect(value('Two-step sign-in')).toHaveTextContent('Yes');
    expect(value('Letter’s SHA-256')).toHaveTextContent(letterDetail().bodySha256);
    expect(value('Signed PDF’s SHA-256')).toHaveTextContent('0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0');
    expect(within(outcome).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/portal/documents');
    expect(screen.getByText('Signed', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign this letter' })).not.toBeInTheDocument();

    await userEvent.click(within(outcome).getByRole('button', { name: /^Download signed PDF/ }));
    await waitFor(() => expect(start).toHaveBeenCalledWith('https://files.example/signed.pdf?token=abc'));
    expect(downloads).toEqual([{ id: 'document-signed' }]);
  });

  it('shows a drawn signature, signed without two-step sign-in, as such', async () => {
    server.use(letterIs(signedLetter({ signatureKind: 'DRAWN', signatureText: null, signedWithTwoStep: false })).handler);
    openLetter();
    const outcome = await screen.findByRole('region', { name: 'Signed' });
    expect(within(outcome).getByText('Signature').nextSibling).toHaveTextContent('Drawn on the screen');
    expect(within(outcome).getByText('Two-step sign-in').nextSibling).toHaveTextContent('No');
  });

  it('shows staff the letter and that it waits for the client, without the signing form', async () => {
    server.use(letterIs(letterDetail()).handler);
    openLetter(letterAdvisor());
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting for Thabo Nkosi to sign' })).toBeInTheDocument();
    expect(screen.getByText('Client').nextSibling).toHaveTextContent('Thabo Nkosi');
    expect(screen.getByText('Opened by the client').nextSibling).toHaveTextContent('21 Nov 2026, 11:15 SAST');
    expect(screen.getByRole('article', { name: 'Letter text' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign this letter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says a letter that is not there, or not the viewer’s, was not found, with the way back to the letters', async () => {
    server.use(graphql.query('EngagementLetter', () => graphqlError('Not found', { code: 'NOT_FOUND' })));
    openLetter(letterClient(), 'someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Letter not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your letters' })).toHaveAttribute('href', '/portal/letters');
  });

  it('offers Try again when the letter cannot be loaded', async () => {
    let failing = true;
    server.use(
      graphql.query('EngagementLetter', () =>
        failing ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ data: { engagementLetter: letterDetail() } }),
      ),
    );
    openLetter();
    expect(await screen.findByText('We could not load this letter.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax return engagement letter' })).toBeInTheDocument();
  });
});

/** One stroke on the pad, from the first point to the last, as a finger draws it. */
function draw(pad: HTMLElement, points: [number, number][]) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'touch', button: 0, clientX: first[0], clientY: first[1] });
  for (const [x, y] of rest) fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'touch', clientX: x, clientY: y });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch', clientX: rest.at(-1)?.[0], clientY: rest.at(-1)?.[1] });
}
