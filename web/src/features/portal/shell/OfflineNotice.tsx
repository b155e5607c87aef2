import styled from 'styled-components';
import { useOnlineStatus } from './useOnlineStatus';

/** Said plainly while the connection is gone: nothing on screen is lost, but nothing new can come or go. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Notice role="status">
      <strong>You're offline.</strong> What you see may be out of date, and nothing can be sent or saved until you're back online.
    </Notice>
  );
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.ink};
`;
