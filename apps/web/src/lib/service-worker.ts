/**
 * Registers the service worker (src/sw.ts, built to /sw.js) in production builds, so the app
 * opens offline and can be installed (docs/decisions/023). In development Vite serves modules the
 * worker would cache, so there is none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the app works online only.', error);
    });
  };
  // After the page has loaded, so that precaching does not compete with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
