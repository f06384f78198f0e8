/**
 * Answers asked for before the code that reads them has arrived. A cold load used to run
 * one wait after another: the app's script, then the session, then the page's script, then
 * the page's data. src/main.tsx asks for the session as the page starts, and a route's
 * prefetch (src/routes/route-preload.ts) asks for the page's first data while its script
 * travels; the API client (src/lib/api-client.ts) hands each answer to the first GET of the
 * same address, once.
 *
 * An answer is only for this tab, this session and a short while: it is dropped after
 * EARLY_RESPONSE_TTL_MS, and every change the tab sends (POST, PUT, PATCH, DELETE), sign-in
 * and sign-out included, drops them all, so nothing read before a change is shown after it.
 */
export const EARLY_RESPONSE_TTL_MS = 10_000;

interface Early {
  response: Promise<Response>;
  at: number;
}

const early = new Map<string, Early>();

function absolute(url: string): string {
  return new URL(url, globalThis.location?.origin ?? 'http://localhost').href;
}

/** Statuses whose answer has no body (a Response built with one would throw). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The answer read to its end at once: one that nobody takes (the page shown needed other data)
 * must not hold its connection open until the tab closes.
 */
async function readWhole(answer: Response): Promise<Response> {
  const body = NO_BODY.has(answer.status) ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/** Sends a GET now; the first matching request of the app takes its answer. */
export function requestEarly(url: string, headers?: Record<string, string>): void {
  const key = absolute(url);
  if (early.has(key)) return;
  const response = globalThis.fetch(key, { credentials: 'include', headers: { accept: 'application/json', ...headers } }).then(readWhole);
  const entry = { response, at: Date.now() };
  // A failed early request costs nothing: the app's own request goes out as if there had been none.
  response.catch(() => {
    if (early.get(key) === entry) early.delete(key);
  });
  early.set(key, entry);
  // An answer nobody took in time is forgotten, so that it is never shown stale nor kept.
  setTimeout(() => {
    if (early.get(key) === entry) early.delete(key);
  }, EARLY_RESPONSE_TTL_MS);
}

/**
 * The early answer to this request, if there is a fresh one: a GET of the same address.
 * Taken once; a request that finds none goes to the network as usual.
 */
export function takeEarly(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const found = early.get(request.url);
  if (!found) return undefined;
  early.delete(request.url);
  if (Date.now() - found.at > EARLY_RESPONSE_TTL_MS) {
    void found.response.then((response) => response.body?.cancel()).catch(() => {});
    return undefined;
  }
  // An early request that failed to reach the server is sent again, as the app would have.
  return found.response.catch(() => globalThis.fetch(request));
}

/** Drops every early answer: the tab changed something, or who is signed in. */
export function forgetEarly(): void {
  for (const { response } of early.values()) void response.then((r) => r.body?.cancel()).catch(() => {});
  early.clear();
}
