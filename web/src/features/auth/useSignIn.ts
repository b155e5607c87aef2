import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { MeDocument, useLoginMutation, type MeQuery, type SessionUserFragment, type SignInStep } from '../../graphql/generated';
import { toast } from '../../components/toast-store';
import { isNetworkFailure, serverMessage } from '../../lib/graphql-errors';
import type { LoginInput } from '@validation/auth';

/** After the password: signed in, a second step still needed, or refused (the toast said why). */
export type PasswordOutcome = { signedIn: true } | { signedIn: false; nextStep: SignInStep } | null;

/**
 * Puts the signed-in user straight into the cache's `me`, so the portal shows without a second
 * round trip, and says Login Successful (docs/product.md#success-messages).
 */
export function useSignedIn() {
  const client = useApolloClient();
  return useCallback(
    (user: SessionUserFragment) => {
      client.cache.writeQuery<MeQuery>({ query: MeDocument, data: { me: user } });
      toast({ title: 'Login Successful', description: 'Welcome back to the client portal.', variant: 'success' });
    },
    [client],
  );
}

/**
 * Checks the password. Signed in: the user goes into the cache. A second step (two-step sign-in)
 * leaves the caller to ask for it. Toasts are those of docs/product.md#failure-messages: Login
 * Failed with the server's message, or Network error occurred.
 */
export function useSignIn() {
  const [login, { loading }] = useLoginMutation();
  const signedIn = useSignedIn();
  const signIn = useCallback(
    async (input: LoginInput): Promise<PasswordOutcome> => {
      try {
        const { data } = await login({ variables: { input } });
        const result = data?.login;
        if (result?.user) {
          signedIn(result.user);
          return { signedIn: true };
        }
        if (result?.nextStep) return { signedIn: false, nextStep: result.nextStep };
        return null;
      } catch (error) {
        if (isNetworkFailure(error)) toast({ title: 'Login Failed', description: 'Network error occurred', variant: 'destructive' });
        else toast({ title: 'Login Failed', description: serverMessage(error) ?? 'Login failed', variant: 'destructive' });
        return null;
      }
    },
    [login, signedIn],
  );
  return { signIn, signingIn: loading };
}
