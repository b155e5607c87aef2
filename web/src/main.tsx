import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadPageCode } from './app/page-code';

const container = document.getElementById('root') as HTMLElement;
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
if (container.firstElementChild) {
  // A task of its own: naming thirty files to the browser is not free on a phone.
  setTimeout(preloadPageCode);
  startTransition(() => {
    hydrateRoot(container, tree);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}
