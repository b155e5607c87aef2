import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { sessionUser } from '../../../test/fixtures';
import type { UploadDocumentMutation, UploadDocumentMutationVariables } from '../../../graphql/generated';
import { gate, graphqlError, renderPortalAs } from '../portal-test-kit';
import { approvedReturn, ayesha, clientsAre, connection, documentCard, documentsFrom, lerato, sipho } from './documents-test-kit';
import { uploadDocumentFile } from './upload-document';

// jsdom's File is not a Blob to the FormData the test environment takes from Node (as it is in
// a browser), so the files here are Node's.
const pdf = (name = 'Provisional tax IRP6.pdf') =>
  new NodeFile(['%PDF-1.4 provisional tax'], name, { type: 'application/pdf' }) as unknown as File;
const uploaded = () =>
  documentCard({
    id: 'document-new',
    originalName: 'Provisional tax IRP6.pdf',
    category: 'TAX_RETURNS',
    description: 'First period',
    fileSize: 24,
    createdAt: '2026-02-26T08:00:00.000Z',
  });

/** msw hands the handler the part as jsdom's File, which reads through FileReader. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsText: the result is a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsText(file);
  });
}

interface SeenUpload {
  variables: UploadDocumentMutationVariables;
  file: File;
  preflight: string | null;
  query: string;
}

/** Answers UploadDocument after `release` (if given), recording what the multipart request carried. */
function uploadAnswers(answer: () => Response, release?: Promise<void>) {
  const seen: SeenUpload[] = [];
  const handler = graphql.mutation<UploadDocumentMutation, UploadDocumentMutationVariables>(
    'UploadDocument',
    async ({ variables, request, query }) => {
      seen.push({ variables, file: variables.file as File, preflight: request.headers.get('apollo-require-preflight'), query });
      await release;
      return answer();
    },
  );
  return { handler, seen };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
  return screen.findByRole('dialog', { name: 'Upload Document' });
}

describe('the Upload Document dialog', () => {
  it('keeps Upload disabled until a file is chosen, with category general by default', async () => {
    server.use(documentsFrom(() => connection([])).handler);
    renderPortalAs(sessionUser(), '/portal/documents');
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Category')).toHaveValue('general');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('');
    expect(within(dialog).queryByLabelText('For client')).not.toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    expect(within(dialog).getByText('Provisional tax IRP6.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('takes a file dropped on it, and refuses a type that is not accepted', async () => {
    server.use(documentsFrom(() => connection([])).handler);
    renderPortalAs(sessionUser(), '/portal/documents');
    const dialog = await openDialog();
    const zone = within(dialog).getByTestId('file-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted',
    );
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('Lease.docx')] } });
    expect(within(dialog).getByText('Lease.docx')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('sends a GraphQL multipart request, shows the progress bar, then the success toast and the new card without refetching', async () => {
    const release = gate();
    const list = documentsFrom(() => connection([approvedReturn()]));
    const { handler, seen } = uploadAnswers(() => HttpResponse.json({ data: { uploadDocument: uploaded() } }), release.opened);
    server.use(list.handler, handler);
    renderPortalAs(sessionUser(), '/portal/documents');
    await screen.findByRole('article', { name: '2025 ITR14 Tax Return.pdf' });
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Tax Returns');
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'First period');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].preflight).toBe('true');
    // The answer goes into Apollo's cache, which needs each object's __typename.
    expect(seen[0].query.match(/__typename/g)?.length).toBeGreaterThanOrEqual(3);
    expect(seen[0].variables.input).toEqual({ category: 'TAX_RETURNS', description: 'First period' });
    expect(seen[0].file.name).toBe('Provisional tax IRP6.pdf');
    expect(await textOf(seen[0].file)).toBe('%PDF-1.4 provisional tax');
    const requestsBefore = list.requests.length;
    release.open();

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Provisional tax IRP6.pdf',
      '2025 ITR14 Tax Return.pdf',
    ]);
    expect(screen.getByText('2 documents')).toBeInTheDocument();
    expect(list.requests).toHaveLength(requestsBefore);
  });

  it('reports upload progress from the XMLHttpRequest as the bytes go', async () => {
    server.use(uploadAnswers(() => HttpResponse.json({ data: { uploadDocument: uploaded() } })).handler);
    const progress: number[] = [];
    const document = await uploadDocumentFile({ file: pdf(), category: 'general' }, { onProgress: (fraction) => progress.push(fraction) });
    expect(document.originalName).toBe('Provisional tax IRP6.pdf');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('asks for a sign-in when the session has ended', async () => {
    server.use(
      documentsFrom(() => connection([])).handler,
      uploadAnswers(() => graphqlError('Unauthorized', { code: 'UNAUTHENTICATED' })).handler,
    );
    renderPortalAs(sessionUser(), '/portal/documents');
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to upload documents')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('treats an HTTP 401 the same way', async () => {
    server.use(
      documentsFrom(() => connection([])).handler,
      http.post('*/graphql', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    renderPortalAs(sessionUser(), '/portal/documents');
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please log in to upload documents')).toBeInTheDocument();
  });

  it('says Failed to upload document otherwise, and shows the server’s reason in the dialog', async () => {
    server.use(
      documentsFrom(() => connection([])).handler,
      uploadAnswers(() =>
        graphqlError('Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted', { code: 'UNSUPPORTED_MEDIA_TYPE' }),
      ).handler,
    );
    renderPortalAs(sessionUser(), '/portal/documents');
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf('renamed.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only PDF, Word and Excel files');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says our records cannot be reached on a 503, and keeps the file and the description', async () => {
    server.use(
      documentsFrom(() => connection([])).handler,
      http.post('*/graphql', () =>
        HttpResponse.json({ message: 'The service is briefly unavailable. Please try again shortly.' }, { status: 503 }),
      ),
    );
    renderPortalAs(sessionUser(), '/portal/documents');
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf('IRP5 2026.pdf'));
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'From my employer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent("We can't reach our records right now. Please try again in a minute.");
    expect(within(dialog).getByText('IRP5 2026.pdf')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveValue('From my employer');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('lets staff file the document for a client', async () => {
    const { handler, seen } = uploadAnswers(() =>
      HttpResponse.json({ data: { uploadDocument: documentCard({ id: 'document-new', owner: ayesha }) } }),
    );
    server.use(documentsFrom(() => connection([])).handler, clientsAre([sipho, ayesha]), handler);
    renderPortalAs(sessionUser({ id: lerato.id, roleNames: ['ADVISOR'] }), '/portal/documents');
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
    await userEvent.selectOptions(within(dialog).getByLabelText('For client'), 'Ayesha Patel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(seen[0].variables.input).toEqual({ category: 'GENERAL', description: null, clientId: ayesha.id });
  });
});
