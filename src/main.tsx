import { USER_KEY } from './lib/storage';
import { recordEarlyInput } from './app/early-input';
import { requestEarly } from './lib/early-responses';

/**
 * The only script a page loads first. An app page (or a public page for someone who was
 * signed in) starts the app at once. A public page was prerendered to HTML: it is read,
 * and its links followed, without any script; the app is fetched and hydrates it when
 * the visitor first reaches for the page (pointer, touch, key, focus or scroll), so a
 * phone spends its first seconds showing the page rather than compiling the app.
 * docs/decisions/011-prerendered-public-pages.md says why.
 */
const root = document.getElementById('root');
// The first client's rule (docs/product.md section 8): without its root element the app refuses to start, loudly.
if (!root) throw new Error('The page has no #root element to render the app into.');

const prerendered = document.documentElement.hasAttribute('data-prerendered');
const earlyInput = prerendered ? recordEarlyInput() : undefined;
const start = () => {
  // A prerendered page hydrates with its text loaded (src/app/start.tsx): its loaders travel beside the app's script, not after it.
  if (prerendered) import('./routes/public-content').catch(() => undefined);
  void import('./app/start').then((app) => app.start(root, prerendered, () => earlyInput?.replay()));
};

function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(USER_KEY) !== null;
  } catch {
    return false;
  }
}

// `change` too: a select can be operated without any of the others (and by test drivers).
const FIRST_TOUCH = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'change', 'input'] as const;

if (!prerendered || wasSignedIn()) {
  // Who is signed in is the app's first question: asked now, it travels with the app's script.
  requestEarly('/api/v1/auth/me');
  start();
} else {
  const once = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_TOUCH) window.addEventListener(type, once, { capture: true, passive: true });
}
