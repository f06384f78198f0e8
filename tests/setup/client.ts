import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { baseLocale, getLocale, setLocale } from '@/generated/paraglide/runtime.js';
import { toaster } from '@/ui/toaster';

// jsdom implements none of these; Chakra (via zag) calls them for media queries,
// element sizing (toasts, dialogs) and scroll restoration.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (!('IntersectionObserver' in globalThis)) {
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds: ReadonlyArray<number> = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() { return []; }
  };
}

// lottie-web paints a 1×1 canvas when its module loads; jsdom has no canvas and
// would log "Not implemented" from every test that shows the loading logo.
HTMLCanvasElement.prototype.getContext = function getContext() {
  return { fillStyle: '', fillRect() {}, clearRect() {}, drawImage() {} };
} as unknown as HTMLCanvasElement['getContext'];

// lottie-web starts a timer when its module loads that reads `document` every 100 ms until the
// page is ready; a test file that ends sooner leaves it to fire once jsdom is gone ("document is
// not defined", failing the run). Pages only ever show the logo, so they get a player that draws
// nothing; LoadingLogo's own test unmocks it and plays the real one.
vi.mock('lottie-web/build/player/lottie_light', () => ({
  default: { loadAnimation: () => ({ addEventListener: () => {}, destroy: () => {} }) },
}));

// A query that finds nothing (or too much) prints the whole document into its error. Inside
// waitFor/findBy that error is thrown and dropped on every retry, after each DOM change, and
// printing a page that many times was a large share of the page tests' run time. waitFor
// prints the document into the error it finally throws on timeout, so leaving the document
// out while a retry runs keeps every message that reaches a failing test. (The matches that a
// "found multiple elements" error lists are printed as before: they come with no message.)
const { getElementError } = getConfig();
const retrying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
configure({
  getElementError: (message, container) =>
    retrying() && message !== null
      ? Object.assign(new Error(message), { name: 'TestingLibraryElementError' })
      : getElementError(message, container),
});

window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Most files share their worker's modules and jsdom with the files before them (isolate: false,
// vitest.config.ts): this file runs again at the start of each, and leaves it what a fresh worker
// would give it. No toast still on screen, no stored session, draft or language cookie, the page in
// the base language, the address at the root, and no test timeout another file set with vi.setConfig.
toaster.remove();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; path=/; max-age=0`;
}
if (getLocale() !== baseLocale) setLocale(baseLocale, { reload: false });
window.history.replaceState(null, '', '/');
vi.resetConfig();
// Likewise Testing Library's waits: a file that sets its own timeout (configure({ asyncUtilTimeout }))
// would otherwise set it for every file after it in the worker.
configure({ asyncUtilTimeout: 4000 });

// index.html carries <div id="portal-root">; the drawer refuses to render without it.
beforeEach(() => {
  if (!document.getElementById('portal-root')) {
    const root = document.createElement('div');
    root.id = 'portal-root';
    document.body.appendChild(root);
  }
});

// A toast outlives the test that raised it (the toaster is a store, not a component), and the next
// test's page would show it again: a later wait for the same words then found two and kept waiting
// until the first one's five seconds were up.
afterEach(() => {
  cleanup();
  toaster.remove();
});
