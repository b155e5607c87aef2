import { StrictMode, startTransition } from 'react';
// The site (router, styles, layout) evaluates first; then, each in a task of its own
// (next-task.ts), React DOM and the hydration below.
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPageCode } from './app/page-code';
import { nextTask } from './lib/browser-task';
import './lib/next-task';
import { createRoot, hydrateRoot } from './app/react-dom-client';

const container = document.getElementById('root') as HTMLElement;
const drawnOnServer = container.firstElementChild !== null;
const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered, and portal pages drawn by the server: hydrate them; the bare
// portal shell (from the service worker, say) starts empty. Either way the first render runs as a
// transition, so React yields to the browser every few milliseconds instead of holding a phone's
// main thread for the whole tree.
await nextTask();
if (drawnOnServer) {
  // A task of its own: naming thirty files to the browser is not free on a phone.
  setTimeout(() => void preloadPageCode());
  startTransition(() => {
    hydrateRoot(container, tree);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}
