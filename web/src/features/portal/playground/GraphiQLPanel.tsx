import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/graphiql.css';
import { DEFAULT_PLAYGROUND_QUERY } from './default-query';
import { playgroundStorage } from './playground-storage';
import { savedQuestionsPlugin } from './SavedQuestionsPlugin';
import { AnswerHint } from './AnswerHint';

// Outside the component: GraphiQL tells plugins apart by identity.
const plugins = [savedQuestionsPlugin];

/**
 * GraphiQL, served by the site itself (Apollo's hosted Sandbox would load from another host).
 * Requests go to this origin's /graphql with the session cookie, so the schema's @auth rules
 * apply exactly as they do to the portal; subscriptions use the same graphql-ws endpoint.
 */
export function GraphiQLPanel() {
  const fetcher = useMemo(() => {
    const origin = window.location.origin;
    return createGraphiQLFetcher({ url: `${origin}/graphql`, subscriptionUrl: `${origin.replace(/^http/, 'ws')}/graphql` });
  }, []);
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_PLAYGROUND_QUERY}
      storage={playgroundStorage()}
      defaultEditorToolsVisibility="variables"
      plugins={plugins}
    >
      <GraphiQL.Footer>
        <AnswerHint />
      </GraphiQL.Footer>
    </GraphiQL>
  );
}
