import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The seed's rule: without its root element the app refuses to start, loudly.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render the app into.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
