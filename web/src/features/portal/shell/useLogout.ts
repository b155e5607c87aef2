import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../../graphql/generated';
import { toast } from '../../../components/toast-store';
import { clearPlaygroundStorage } from '../playground/playground-storage';

/**
 * docs/product.md#sign-in-and-logout: on logout every cached record is cleared, a message shows,
 * and after 1 s → /portal.
 * What the browser kept for the portal (its code, the service worker) is deleted as well.
 */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const [loggingOut, setLoggingOut] = useState(false);

  const run = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      setLoggingOut(false);
      toast({ description: 'Failed to logout. Please try again.', variant: 'destructive' });
      return;
    }
    clearPlaygroundStorage();
    void import('./forget-browser-data').then(({ forgetWhatTheBrowserKept }) => forgetWhatTheBrowserKept());
    toast({ title: 'Logged out successfully', variant: 'success' });
    setTimeout(() => {
      void client.clearStore().then(() => {
        client.cache.evict({ fieldName: 'me' });
        void navigate('/portal');
        void client.refetchQueries({ include: 'active' });
        setLoggingOut(false);
      });
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [client, logout, navigate]);

  return { logout: run, loggingOut };
}
