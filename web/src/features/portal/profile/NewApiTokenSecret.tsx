import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';

/**
 * A new token's secret, shown this once: only a hash of it is kept, so neither the portal nor the
 * firm can show it again. Copy puts it on the clipboard; selecting the text works as well.
 */
export function NewApiTokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Token copied', variant: 'success' });
    } catch {
      toast({ description: 'Your browser did not let the page copy it: select the token and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="new-api-token-title">
      <h3 id="new-api-token-title">Your new token &quot;{name}&quot;</h3>
      <Lead>Copy it now and keep it somewhere safe, such as a password manager: it will not be shown again.</Lead>
      <Secret aria-label="The new token">{secret}</Secret>
      <Actions>
        <Button $variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
        <Button onClick={onDone}>I have copied it</Button>
      </Actions>
    </section>
  );
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.muted};
`;

const Secret = styled.code`
  display: block;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
