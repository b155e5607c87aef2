import { useCallback, useEffect, useRef } from 'react';
import { useEditorContext } from '@graphiql/react';

interface TabContent {
  operationName: string;
  query: string;
  variables: string;
  /** Called once the content is in its tab (the caller may then unmount, closing its pane). */
  then?: () => void;
}

/**
 * Opens a query and its variables in a new GraphiQL tab, leaving the tabs already open alone.
 * GraphiQL 4's addTab() takes no content: it opens a tab holding the default query and shows it
 * in the editors. So the content waits here until that new tab is the active one, and is then
 * written into the editors and into the tab itself (which names the tab after the operation).
 */
export function useOpenInNewTab(): (content: TabContent) => void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- GraphiQL's context hands out plain functions (GraphiQL destructures them itself); its types declare them as methods
  const { addTab, tabs, activeTabIndex, queryEditor, variableEditor, updateActiveTabValues } = useEditorContext({ nonNull: true });
  const waiting = useRef<TabContent | null>(null);

  useEffect(() => {
    const content = waiting.current;
    if (!content || !queryEditor || !variableEditor) return;
    waiting.current = null;
    queryEditor.setValue(content.query);
    variableEditor.setValue(content.variables);
    updateActiveTabValues({ query: content.query, variables: content.variables, operationName: content.operationName });
    content.then?.();
  }, [tabs.length, activeTabIndex, queryEditor, variableEditor, updateActiveTabValues]);

  return useCallback(
    (content: TabContent) => {
      waiting.current = content;
      addTab();
    },
    [addTab],
  );
}
