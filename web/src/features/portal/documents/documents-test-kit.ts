import { graphql, HttpResponse } from 'msw';
import type {
  DocumentCardFragment,
  DocumentClientsQuery,
  DocumentPersonFragment,
  DocumentsQuery,
  DocumentsQueryVariables,
} from '../../../graphql/generated';

export const sipho: DocumentPersonFragment = { __typename: 'User', id: 'client-1', firstName: 'Sipho', lastName: 'Dlamini' };
export const ayesha: DocumentPersonFragment = { __typename: 'User', id: 'client-2', firstName: 'Ayesha', lastName: 'Patel' };
export const lerato: DocumentPersonFragment = { __typename: 'User', id: 'advisor-1', firstName: 'Lerato', lastName: 'Mokoena' };

export function documentCard(overrides: Partial<DocumentCardFragment> = {}): DocumentCardFragment {
  return {
    __typename: 'Document',
    id: 'document-1',
    originalName: 'Trial Balance February 2025.xlsx',
    description: 'Year-end trial balance exported from the accounting system.',
    category: 'FINANCIAL_STATEMENTS',
    status: 'PENDING',
    fileSize: 1536,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    createdAt: '2026-02-24T08:15:00.000Z',
    downloadCount: 0,
    approvedAt: null,
    rejectionReason: null,
    owner: sipho,
    approvedBy: null,
    ...overrides,
  };
}

export const approvedReturn = () =>
  documentCard({
    id: 'document-2',
    originalName: '2025 ITR14 Tax Return.pdf',
    description: 'Company income tax return as submitted on SARS eFiling.',
    category: 'TAX_RETURNS',
    status: 'APPROVED',
    fileSize: 2_469_606,
    mimeType: 'application/pdf',
    createdAt: '2026-02-14T10:00:00.000Z',
    downloadCount: 3,
    approvedAt: '2026-02-16T09:00:00.000Z',
    approvedBy: lerato,
  });

export const rejectedStatement = () =>
  documentCard({
    id: 'document-3',
    originalName: 'Bank Statement January 2025.pdf',
    description: null,
    category: 'GENERAL',
    status: 'REJECTED',
    fileSize: 512,
    mimeType: 'application/pdf',
    createdAt: '2026-02-10T10:00:00.000Z',
    downloadCount: 1,
    approvedAt: '2026-02-12T09:00:00.000Z',
    approvedBy: lerato,
    rejectionReason: 'Pages 3 and 4 are missing.',
  });

export function connection(
  nodes: DocumentCardFragment[],
  { hasNextPage = false, endCursor = null as string | null, totalCount = nodes.length } = {},
): DocumentsQuery {
  return {
    documents: { __typename: 'DocumentConnection', totalCount, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor }, nodes },
  };
}

/** Answers Documents from `answer(variables)` and records every request's variables. */
export function documentsFrom(answer: (variables: DocumentsQueryVariables) => DocumentsQuery) {
  const requests: DocumentsQueryVariables[] = [];
  const handler = graphql.query<DocumentsQuery, DocumentsQueryVariables>('Documents', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: answer(variables) });
  });
  return { handler, requests };
}

/** The server's filters, applied to a fixed set of documents. */
export function documentsFiltered(all: DocumentCardFragment[]) {
  return documentsFrom(({ filter }) =>
    connection(
      all.filter((document) => {
        if (filter?.category && document.category !== filter.category) return false;
        if (filter?.status && document.status !== filter.status) return false;
        if (filter?.clientId && document.owner?.id !== filter.clientId) return false;
        const search = filter?.search?.toLowerCase();
        return (
          !search || document.originalName.toLowerCase().includes(search) || (document.description ?? '').toLowerCase().includes(search)
        );
      }),
    ),
  );
}

export const clientsAre = (clients: DocumentPersonFragment[]) =>
  graphql.query<DocumentClientsQuery>('DocumentClients', () => HttpResponse.json({ data: { documentClients: clients } }));
