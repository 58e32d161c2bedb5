import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { captureInstallPrompt } from './features/install/api/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The installable app (docs/decisions/023, 024): offline support, and the browser's install offer
// kept for the lazily loaded /beta page.
captureInstallPrompt();
registerServiceWorker();
