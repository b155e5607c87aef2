import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';

/** "Load more" under the client's letters: the next page is appended (lib/apollo.ts, engagementLetters). */
export function LoadMoreLetters({ loading, load }: { loading: boolean; load: () => Promise<unknown> }) {
  async function loadMore() {
    try {
      await load();
    } catch {
      toast({ description: 'Could not load more letters. Please try again.', variant: 'destructive' });
    }
  }
  return (
    <More>
      <Button $variant="outline" onClick={() => void loadMore()} disabled={loading}>
        Load more
      </Button>
    </More>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
