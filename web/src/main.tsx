import { StrictMode } from 'react';
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

// Public pages arrive prerendered: hydrate them; the portal shell starts empty.
if (container.firstElementChild) hydrateRoot(container, tree);
else createRoot(container).render(tree);
