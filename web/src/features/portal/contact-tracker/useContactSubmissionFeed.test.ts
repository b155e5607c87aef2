import { createCache } from '../../../lib/apollo';
import {
  ContactSubmissionCountsDocument,
  ContactSubmissionsDocument,
  type ContactSubmissionCardFragment,
  type ContactSubmissionCountsQuery,
  type ContactSubmissionsQuery,
  type ContactSubmissionsQueryVariables,
} from '../../../graphql/generated';
import { addToCache } from './useContactSubmissionFeed';

const submission = (id: string, type: 'GET_IN_TOUCH' | 'SCHEDULED_CONSULTATION'): ContactSubmissionCardFragment => ({
  __typename: 'ContactSubmission',
  id,
  type,
  firstName: 'Lindiwe',
  lastName: 'Zulu',
  email: `${id}@example.co.za`,
  phone: null,
  company: null,
  service: 'TAXATION',
  message: 'Please call me back.',
  preferredDate: type === 'SCHEDULED_CONSULTATION' ? '2026-12-01T00:00:00.000Z' : null,
  preferredTime: type === 'SCHEDULED_CONSULTATION' ? '10:00' : null,
  consentGivenAt: '2026-11-22T08:00:00.000Z',
  privacyNoticeVersion: '2026-11-23',
  createdAt: '2026-11-22T08:00:00.000Z',
});

function seed(cache: ReturnType<typeof createCache>, variables: ContactSubmissionsQueryVariables, nodes: ContactSubmissionCardFragment[]) {
  cache.writeQuery<ContactSubmissionsQuery, ContactSubmissionsQueryVariables>({
    query: ContactSubmissionsDocument,
    variables,
    data: {
      contactSubmissions: {
        __typename: 'ContactSubmissionConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes,
      },
    },
  });
}

const read = (cache: ReturnType<typeof createCache>, variables: ContactSubmissionsQueryVariables) =>
  cache.readQuery<ContactSubmissionsQuery, ContactSubmissionsQueryVariables>({ query: ContactSubmissionsDocument, variables })!
    .contactSubmissions;

describe('a pushed contact submission in the cache', () => {
  it('goes to the top of the lists it belongs to, and the counters move', () => {
    const cache = createCache();
    seed(cache, { first: 20 }, [submission('old', 'GET_IN_TOUCH')]);
    seed(cache, { filter: { type: 'SCHEDULED_CONSULTATION' }, first: 20 }, []);
    seed(cache, { filter: { type: 'GET_IN_TOUCH' }, first: 20 }, [submission('old', 'GET_IN_TOUCH')]);
    cache.writeQuery<ContactSubmissionCountsQuery>({
      query: ContactSubmissionCountsDocument,
      data: { contactSubmissionCounts: { __typename: 'ContactSubmissionCounts', total: 1, getInTouch: 1, consultations: 0 } },
    });

    addToCache(cache, submission('new', 'SCHEDULED_CONSULTATION'));

    expect(read(cache, { first: 20 }).nodes.map((node) => node.id)).toEqual(['new', 'old']);
    expect(read(cache, { first: 20 }).totalCount).toBe(2);
    expect(read(cache, { filter: { type: 'SCHEDULED_CONSULTATION' }, first: 20 }).nodes.map((node) => node.id)).toEqual(['new']);
    expect(read(cache, { filter: { type: 'GET_IN_TOUCH' }, first: 20 }).nodes.map((node) => node.id)).toEqual(['old']);
    expect(
      cache.readQuery<ContactSubmissionCountsQuery>({ query: ContactSubmissionCountsDocument })!.contactSubmissionCounts,
    ).toMatchObject({ total: 2, getInTouch: 1, consultations: 1 });
  });

  it('is not added twice when it is pushed again', () => {
    const cache = createCache();
    seed(cache, { first: 20 }, [submission('same', 'GET_IN_TOUCH')]);
    addToCache(cache, submission('same', 'GET_IN_TOUCH'));
    expect(read(cache, { first: 20 }).nodes).toHaveLength(1);
  });

  it('leaves lists narrowed by service or text for their next fetch', () => {
    const cache = createCache();
    seed(cache, { filter: { search: 'zulu' }, first: 20 }, []);
    addToCache(cache, submission('new', 'GET_IN_TOUCH'));
    expect(read(cache, { filter: { search: 'zulu' }, first: 20 }).nodes).toHaveLength(0);
  });
});
