import { createRoot } from 'react-dom/client';
import { GraphiQLPanel } from '../src/features/portal/playground/GraphiQLPanel';
import './playground.css';

createRoot(document.getElementById('playground')!).render(<GraphiQLPanel />);
