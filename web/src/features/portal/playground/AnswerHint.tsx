import { useEditorContext, useExecutionContext } from '@graphiql/react';

/**
 * Says what the empty answer pane is for until the tab's query has run: without it, half the
 * playground is a blank grey area beside the editor and reads as broken.
 */
export function AnswerHint() {
  const { tabs, activeTabIndex } = useEditorContext({ nonNull: true });
  const { isFetching } = useExecutionContext({ nonNull: true });
  if (isFetching || tabs[activeTabIndex]?.response) return null;
  return <p className="answer-hint">Run the query (Ctrl+Enter, or the button beside the editor) and its answer appears here.</p>;
}
