import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import {
  BankStatementLinesDocument,
  useBankStatementLinesQuery,
  type BankStatementLineStatus,
  type BankStatementLinesQuery,
  type BankStatementLinesQueryVariables,
} from '../../../../graphql/generated';

/** Lines asked for at a time: the most one page may hold (api/src/shared/pagination.ts). */
const LINES_PAGE_SIZE = 100;

type LinePage = BankStatementLinesQuery['bankStatementLines'];

/**
 * An account's lines in one status, a page at a time: `showMore` adds the next page under the lines
 * shown. A page starts so many lines from the top of the list, and a line matched, ignored or
 * restored leaves the list, moving every later line up; so after a change `reload` asks again for
 * as many lines as are shown, from the top. Asking for the first page alone would close the pages
 * staff had opened, and asking for nothing would make the next page skip the lines that left.
 */
export function useLinePages(accountId: string, status: BankStatementLineStatus) {
  const client = useApolloClient();
  const variables: BankStatementLinesQueryVariables = { accountId, status, first: LINES_PAGE_SIZE };
  const query = useBankStatementLinesQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [pending, setPending] = useState<'more' | 'reload' | null>(null);
  // Each fetch's number: only the latest one's answer is shown, so a slow older one never overwrites it.
  const latest = useRef(0);
  const page = query.data?.bankStatementLines;

  const pageAfter = async (after: string | null) => {
    // Not cached by itself: the lines are kept once, under the first page's variables, which the list reads.
    const answer = await client.query<BankStatementLinesQuery, BankStatementLinesQueryVariables>({
      query: BankStatementLinesDocument,
      variables: { ...variables, after },
      fetchPolicy: 'no-cache',
    });
    return answer.data.bankStatementLines;
  };

  const fetching = async (kind: 'more' | 'reload', fetch: (asked: number) => Promise<((shown: LinePage | null) => LinePage) | null>) => {
    const asked = ++latest.current;
    setPending(kind);
    try {
      const update = await fetch(asked);
      if (update && asked === latest.current) {
        // Applied to the lines as the cache holds them now, with any line a mutation changed meanwhile.
        client.cache.updateQuery<BankStatementLinesQuery, BankStatementLinesQueryVariables>(
          { query: BankStatementLinesDocument, variables },
          (data) => ({ bankStatementLines: update(data?.bankStatementLines ?? null) }),
        );
      }
    } finally {
      if (asked === latest.current) setPending(null);
    }
  };

  /** The next page, under the lines shown (a line shown already, as when lines came in meanwhile, is not repeated). */
  const showMore = () =>
    fetching('more', async () => {
      const after = page?.pageInfo.endCursor;
      if (!after) return null;
      const next = await pageAfter(after);
      return (shown) => {
        const kept = shown?.nodes ?? [];
        const seen = new Set(kept.map((line) => line.id));
        return { ...next, nodes: [...kept, ...next.nodes.filter((line) => !seen.has(line.id))] };
      };
    });

  /** As many lines as are shown (a page at least), afresh from the top. */
  const reload = () =>
    fetching('reload', async (asked) => {
      const wanted = Math.max(page?.nodes.length ?? 0, LINES_PAGE_SIZE);
      let last = await pageAfter(null);
      const nodes = [...last.nodes];
      while (nodes.length < wanted && last.pageInfo.hasNextPage && last.pageInfo.endCursor && asked === latest.current) {
        last = await pageAfter(last.pageInfo.endCursor);
        const seen = new Set(nodes.map((line) => line.id));
        nodes.push(...last.nodes.filter((line) => !seen.has(line.id)));
      }
      return () => ({ ...last, nodes });
    });

  return {
    page,
    loading: query.loading && !query.data,
    error: query.error,
    retry: () => void query.refetch().catch(() => undefined),
    loadingMore: pending === 'more',
    /** Whether a fetch of more lines or afresh is under way: "Show more" waits for it. */
    pending: pending !== null,
    showMore,
    reload,
  };
}
