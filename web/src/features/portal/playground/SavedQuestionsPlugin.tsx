import { useId, type SVGProps } from 'react';
import { usePluginContext, type GraphiQLPlugin } from '@graphiql/react';
import { savedQuestions, type SavedQuestion } from './saved-questions';
import { useOpenInNewTab } from './use-open-in-new-tab';

/** Where the playground stacks its panes and lays this list over the editor (playground.css). */
const NARROW_PLAYGROUND = '(max-width: 759px)';

/** Variables as the editor shows them: none at all rather than an empty "{}". */
function variablesText(question: SavedQuestion, now: Date): string {
  const variables = question.variables(now);
  return Object.keys(variables).length ? JSON.stringify(variables, null, 2) : '';
}

/**
 * The administrators' saved questions (saved-questions.ts), listed by what they answer. Each
 * opens in a new tab with its variables worked out at that moment (this month's dates, say), so
 * the tabs already open, the prepared first one included, are never overwritten.
 */
function SavedQuestionsList() {
  const headingId = useId();
  const openInNewTab = useOpenInNewTab();
  const plugins = usePluginContext();
  const open = (question: SavedQuestion) =>
    openInNewTab({
      operationName: question.name,
      query: question.query,
      variables: variablesText(question, new Date()),
      // On a phone this list covers the editor: step aside so the new tab is what the admin sees.
      then: () => {
        if (window.matchMedia?.(NARROW_PLAYGROUND).matches) plugins?.setVisiblePlugin(null);
      },
    });
  return (
    <section className="saved-questions" aria-labelledby={headingId}>
      <h2 id={headingId}>Saved questions</h2>
      <p className="saved-questions-note">Each opens in a new tab, ready to run.</p>
      <ul>
        {savedQuestions.map((question) => (
          <li key={question.name}>
            <button type="button" onClick={() => open(question)}>
              {question.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A bookmark, drawn like GraphiQL's own sidebar icons (stroked, current colour). */
function SavedQuestionsIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" {...props}>
      <path d="M6 3.75h12v16.5l-6-4.5-6 4.5z" />
    </svg>
  );
}

/** GraphiQL's sidebar button and pane for the saved questions; one object, so GraphiQL sees it as one plugin. */
export const savedQuestionsPlugin: GraphiQLPlugin = {
  title: 'Saved questions',
  icon: SavedQuestionsIcon,
  content: SavedQuestionsList,
};
