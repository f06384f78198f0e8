// Knowing when a page has nothing left to load. Playwright's own 'networkidle' waits half a
// second after the last request; with hundreds of pages checked that adds up, so the suite
// counts each page's requests itself (every page of a test is tracked from its creation,
// tests/e2e/fixtures.ts) and waits for a shorter quiet spell.
import type { Page, Request } from '@playwright/test';

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * A signed-in page holds its live updates' stream open for as long as it is shown (GET /live,
 * src/app-state/live-updates.tsx): a request that never finishes by design, not one still loading.
 */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/v1/live';

/** Counts the page's requests from now on. */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!isLiveStream(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

const QUIET_MS = 150;

/** Waits until the page has asked for nothing for QUIET_MS. */
export async function networkQuiet(page: Page, timeout = 20_000) {
  trackRequests(page);
  const pending = inFlight.get(page)!;
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (pending.size > 0) quietSince = Date.now();
    if (Date.now() > deadline) throw new Error(`${page.url()} was still loading after ${timeout} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
