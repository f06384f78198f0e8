import createClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '@/generated/api';
import { getLocale } from '@/generated/paraglide/runtime.js';

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

/** Typed fetchers for every operation of the contract. No timeout: the first client's client had none. */
export const api = createClient<paths>({
  baseUrl: new URL('/api/v1', globalThis.location?.origin ?? 'http://localhost').href,
  // Resolved at call time so that MSW, started after this module, still intercepts.
  fetch: (request) => globalThis.fetch(request),
});
api.use(sessionMiddleware);

export const $api = createQueryHooks(api);
