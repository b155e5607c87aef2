import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { MyDataSummaryQuery, MyErasureRequestQuery } from '../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { archiveSaver, MY_DATA_URL } from './my-data-download';

type Summary = MyDataSummaryQuery['myDataSummary'];
const section = (key: string, label: string, file: string, count: number) => ({
  __typename: 'MyDataSection' as const,
  key,
  label,
  file,
  count,
});
const summary: Summary = {
  __typename: 'MyDataSummary',
  sections: [
    section('profile', 'Profile and roles', 'profile.json', 1),
    section('documents', 'Documents', 'documents.json', 3),
    section('messages', 'Messages', 'messages.json', 7),
  ],
  fileCount: 3,
  fileBytes: 3 * 1024 * 1024,
  totalItems: 14,
  estimatedBytes: 4000,
};

const summaryIs = (answer: Summary) =>
  graphql.query<MyDataSummaryQuery>('MyDataSummary', () => HttpResponse.json({ data: { myDataSummary: answer } }));

const ARCHIVE_HEADERS = {
  'Content-Type': 'application/zip',
  'Content-Disposition': `attachment; filename="khanya-my-data-2026-11-23.zip"; filename*=UTF-8''khanya-my-data-2026-11-23.zip`,
  'X-Export-Items': '14',
  'X-Export-Estimated-Bytes': '4000',
  'X-Request-Id': 'req-1234',
};

/** The archive arrives in two halves; the second waits for the test. */
function archiveInTwoHalves(first: Uint8Array, second: Uint8Array, { failAfterFirst = false } = {}) {
  const secondHalf = gate();
  server.use(
    http.get(MY_DATA_URL, () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(first);
          await secondHalf.opened;
          if (failAfterFirst) {
            controller.error(new Error('connection reset'));
            return;
          }
          controller.enqueue(second);
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: ARCHIVE_HEADERS });
    }),
  );
  return secondHalf;
}

async function openPrivacy() {
  renderPortalAs(sessionUser(), '/portal/profile');
  await userEvent.click(await screen.findByRole('tab', { name: 'Privacy' }));
}

const saved: { fileName: string; bytes: Uint8Array }[] = [];
let save: jest.SpiedFunction<typeof archiveSaver.save>;
beforeEach(() => {
  saved.length = 0;
  // The Privacy tab also shows the erasure section: no request made.
  server.use(graphql.query<MyErasureRequestQuery>('MyErasureRequest', () => HttpResponse.json({ data: { myErasureRequest: null } })));
  save = jest.spyOn(archiveSaver, 'save').mockImplementation((archive, fileName) => {
    void archive.arrayBuffer().then((buffer) => saved.push({ fileName, bytes: new Uint8Array(buffer) }));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the profile page, Privacy: download my data', () => {
  it('shows what the archive holds, then downloads it with its progress and saves it under its dated name', async () => {
    server.use(summaryIs(summary));
    const first = new Uint8Array(2000).fill(1);
    const second = new Uint8Array(1500).fill(2);
    const secondHalf = archiveInTwoHalves(first, second);
    await openPrivacy();

    const included = await screen.findByRole('list', { name: 'What is included' });
    expect(within(included).getByText('Messages').parentElement).toHaveTextContent('Messages7');
    expect(within(included).getByText('Documents').parentElement).toHaveTextContent('3 (3 MB of files)');
    expect(screen.getByText(/14 items in all/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const bar = await screen.findByRole('progressbar', { name: 'Archive download progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText(/Preparing your archive… 50% \(14 items\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
    expect(save).not.toHaveBeenCalled();

    secondHalf.open();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Your archive khanya-my-data-2026-11-23.zip has been saved to your downloads.',
      ),
    );
    expect(screen.queryByRole('progressbar', { name: 'Archive download progress' })).not.toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('khanya-my-data-2026-11-23.zip');
    expect(saved[0].bytes).toEqual(new Uint8Array([...first, ...second]));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says the download failed with the status and the reference, and lets the user try again', async () => {
    server.use(
      summaryIs(summary),
      http.get(MY_DATA_URL, () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500, headers: { 'X-Request-Id': 'req-5678' } }),
      ),
    );
    await openPrivacy();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download failed. Your archive could not be prepared.');
    expect(alert).toHaveTextContent('Status 500 · Reference req-5678');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('saves nothing when the connection is cut midway: the archive would not be whole', async () => {
    server.use(summaryIs(summary));
    const secondHalf = archiveInTwoHalves(new Uint8Array(1000), new Uint8Array(1000), { failAfterFirst: true });
    await openPrivacy();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Archive download progress' })).toHaveAttribute('aria-valuenow', '25'),
    );
    secondHalf.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download was interrupted before the archive was complete.');
    expect(alert).toHaveTextContent('Status 200 · Reference req-1234');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks a signed-out user to sign in again', async () => {
    server.use(
      summaryIs(summary),
      http.get(MY_DATA_URL, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    await openPrivacy();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again to download your data.');
  });

  it("shows the server's reason when it refuses, such as too many downloads this hour", async () => {
    const message = 'You have downloaded your data several times this hour. Please try again in 42 minutes.';
    server.use(
      summaryIs(summary),
      http.get(MY_DATA_URL, () => HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': '2520' } })),
    );
    await openPrivacy();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Status 429');
  });

  it('offers the download even when the summary cannot be counted', async () => {
    server.use(graphql.query('MyDataSummary', () => graphqlError('Internal server error', { code: 'INTERNAL_SERVER_ERROR' })));
    await openPrivacy();
    expect(await screen.findByText('Failed to count what your archive will hold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
