import type { Params } from 'react-router';
import type { User } from '@/machines/session.machine';

/** What a route's prefetch knows when a visit or a navigation reaches it. */
export interface PrefetchContext {
  params: Params;
  search: URLSearchParams;
  /** The role of whoever is (or, on a cold load, was last) signed in in this browser. */
  role: User['role'] | undefined;
}

/**
 * Asks early for the data a page asks for first (with `prefetchGet`, src/lib/api-client.ts),
 * so that it travels with the page's script rather than after it.
 */
export type RoutePrefetch = (context: PrefetchContext) => void;

/** What a route tells the app (react-router's `handle`). */
export interface RouteHandle {
  /** A signed-in page of the app: the short footer, not the public site's map. */
  appPage?: boolean;
  prefetch?: RoutePrefetch;
}
