// React DOM's client, imported by the entry (main.tsx) after next-task.ts: a module of its own so
// that the bundle evaluates React DOM where this module stands in the entry, after the yield,
// rather than at the top of the entry.
export { createRoot, hydrateRoot } from 'react-dom/client';
