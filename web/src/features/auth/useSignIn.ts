import { useCallback } from 'react';
import { MeDocument, useLoginMutation, type MeQuery } from '../../graphql/generated';
import { toast } from '../../components/toast-store';
import { isNetworkFailure, serverMessage } from './graphql-errors';
import type { LoginInput } from '@validation/auth';

/**
 * Signs in and puts the user straight into the cache's `me`, so the portal shows without a
 * second round trip. Toasts are SPEC.md §8's: Login Successful, or Login Failed with the
 * server's message, or Network error occurred.
 */
export function useSignIn() {
  const [login, { loading }] = useLoginMutation();
  const signIn = useCallback(
    async (input: LoginInput): Promise<boolean> => {
      try {
        await login({
          variables: { input },
          update(cache, { data }) {
            if (data?.login) cache.writeQuery<MeQuery>({ query: MeDocument, data: { me: data.login } });
          },
        });
        toast({ title: 'Login Successful', description: 'Welcome back to the client portal.', variant: 'success' });
        return true;
      } catch (error) {
        if (isNetworkFailure(error)) toast({ title: 'Login Failed', description: 'Network error occurred', variant: 'destructive' });
        else toast({ title: 'Login Failed', description: serverMessage(error) ?? 'Login failed', variant: 'destructive' });
        return false;
      }
    },
    [login],
  );
  return { signIn, signingIn: loading };
}
