/**
 * Resolves once the document has loaded, so that what is fetched after it (a loader's
 * animation, the toasts' machinery) never competes with what the page itself needs.
 */
export function documentLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
