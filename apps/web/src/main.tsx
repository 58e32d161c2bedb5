import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { captureInstallPrompt } from './features/install/api/install-prompt.ts';
import { createQueryClient } from './lib/query-client.ts';
import { awaitServerData, isStaleServerData } from './lib/server-data.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { restoreSsrState, SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const state = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
// The nearby answer a city page was rendered from is asked for now, while the page's code loads
// (decision 081).
if (state) awaitServerData(restoreSsrState(queryClient, JSON.parse(state) as SsrState));

// City and venue pages load lazily: the router loads a lazy page the address names first.
void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // Pages the server rendered (the home page, city and venue pages) are hydrated; the others
  // render here. Hydration as a transition is done in slices that let the browser answer input
  // meanwhile, instead of one long task (a city page lists dozens of venues).
  // A list rendered again because its data changed after the page was rendered is expected, not
  // an error to report (decision 086); anything else React recovers from is reported as before.
  const onRecoverableError = (error: unknown) => {
    if (!isStaleServerData(error)) reportError(error);
  };
  if (container.firstElementChild) {
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
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
