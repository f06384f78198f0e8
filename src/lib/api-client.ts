import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type ClientPathsWithMethod,
  type Middleware,
} from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '@/generated/api';
import { getLocale } from '@/generated/paraglide/runtime.js';
import { forgetEarly, requestEarly, takeEarly } from './early-responses';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session machine listens here: any 401 while signed in means the session ended elsewhere. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const sessionMiddleware: Middleware = {
  onRequest({ request }) {
    // credentials is read-only on a Request, so the request is rebuilt with it.
    const next = new Request(request, { credentials: 'include' });
    next.headers.set('Accept-Language', getLocale());
    if (UNSAFE.has(next.method)) {
      // What was asked for early was read before this change: nothing may show it after.
      forgetEarly();
      const token = readCookie('XSRF-TOKEN');
      if (token) next.headers.set('X-XSRF-TOKEN', token);
    }
    return next;
  },
  onResponse({ response, schemaPath }) {
    if (response.status === 401 && !schemaPath.startsWith('/auth/login')) {
      for (const listener of unauthorizedListeners) listener();
    }
    return response;
  },
};

const baseUrl = new URL('/api/v1', globalThis.location?.origin ?? 'http://localhost').href;

/** Typed fetchers for every operation of the contract. No timeout: the first client's client had none. */
export const api = createClient<paths>({
  baseUrl,
  // An answer asked for early (src/lib/early-responses.ts) serves the first GET of its address.
  // Resolved at call time so that MSW, started after this module, still intercepts.
  fetch: (request) => takeEarly(request) ?? globalThis.fetch(request),
});
api.use(sessionMiddleware);

export const $api = createQueryHooks(api);

type GetPath = ClientPathsWithMethod<typeof api, 'get'>;

/**
 * Asks for a GET of the contract now, for the page that will ask for it once its script has
 * arrived (a route's prefetch, src/routes/route-preload.ts). The address is built exactly as
 * `api.GET` builds it, so the page's own call finds the answer.
 */
export function prefetchGet(path: GetPath, params: { query?: Record<string, unknown>; path?: Record<string, unknown> } = {}): void {
  requestEarly(contractUrl(path, params), { 'Accept-Language': getLocale() });
}

/** The full address of a GET of the contract, built as `api.GET` builds it: for what fetch does not open (an EventSource). */
export function contractUrl(path: GetPath, params: { query?: Record<string, unknown>; path?: Record<string, unknown> } = {}): string {
  return createFinalURL(path, { baseUrl, params, querySerializer: createQuerySerializer(), pathSerializer: defaultPathSerializer });
}
