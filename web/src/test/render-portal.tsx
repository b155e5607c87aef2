import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { createApolloClient } from '../lib/apollo';
import { Toaster } from '../components/Toaster';

export const GRAPHQL_URL = 'http://localhost/graphql';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders a portal screen as the app does, with a fresh Apollo cache talking to msw, the router
 * at `path` (the screen is mounted at `route`, and `landing` stands in for where it navigates
 * to), and a probe showing the current path.
 */
export function renderWithApollo(
  ui: ReactElement,
  { path = '/', route = '*', landing = '/portal' }: { path?: string; route?: string; landing?: string | null } = {},
) {
  const client = createApolloClient(GRAPHQL_URL, { subscriptions: 'none' });
  const result = render(
    <ThemeProvider theme={theme}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {landing && <Route path={landing} element={<p>Landed on {landing}</p>} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
      <Toaster />
    </ThemeProvider>,
  );
  return { ...result, client };
}
