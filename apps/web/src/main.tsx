import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { captureInstallPrompt } from './features/install/api/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { restoreSsrState, SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const state = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
if (state) restoreSsrState(queryClient, JSON.parse(state) as SsrState);

// City and venue pages load lazily: the router loads a lazy page the address names first.
void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // Pages of the whole app the server rendered (the home page's list and manual screen) are
  // hydrated; the others render here. Hydration as a transition is done in slices that let the
  // browser answer input meanwhile, instead of one long task.
  if (container.firstElementChild) {
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportError }));
  } else {
    createRoot(container).render(app);
  }
});

// The installable app (docs/decisions/023, 024): offline support, and the browser's install offer
// kept for the lazily loaded /beta page.
captureInstallPrompt();
registerServiceWorker();

// Our visitors' Core Web Vitals (decision 192), in a chunk of their own fetched after the page has
// loaded, so that measuring never delays what is measured.
const startVitals = () => void import('./lib/vitals.ts').then((vitals) => vitals.startVitals());
if (document.readyState === 'complete') startVitals();
else window.addEventListener('load', startVitals, { once: true });
