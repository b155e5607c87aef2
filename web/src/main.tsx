import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';

const container = document.getElementById('root') as HTMLElement;
const tree = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered: hydrate them; the portal shell starts empty. Its first render
// runs as a transition, so React yields to the browser every few milliseconds instead of holding a
// phone's main thread for the whole tree.
if (container.firstElementChild) hydrateRoot(container, tree);
else {
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}
