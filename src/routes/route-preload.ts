import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { PrefetchContext, RouteHandle } from './route-handle';

type Preloadable = { preload?: () => Promise<unknown>; isLoaded?: () => boolean };

/**
 * The lazy page an element shows: the element itself (`<DashboardPage />`) or the one a
 * guard wraps (`<RequireAuth><SettingsPage /></RequireAuth>`), which would otherwise be asked
 * for only once the guard has heard from the server.
 */
function pageOf(element: ReactNode): Preloadable | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as Preloadable;
  if (typeof type.preload === 'function') return type;
  return pageOf((element.props as { children?: ReactNode }).children);
}

export interface RouteVisit {
  pathname: string;
  search: string;
}

/**
 * Starts, side by side, what the page at `visit` will wait for: its script (and its
 * layouts') and the data its route's `prefetch` names. Returns the scripts' arrival, for a
 * prerendered page that must hydrate with them. Nothing here waits on the session: a
 * cold load sends this together with the session request of src/main.tsx.
 */
export function preloadRoute(routes: RouteObject[], visit: RouteVisit, role: PrefetchContext['role']): Promise<unknown> {
  const matches = matchRoutes(routes, visit.pathname) ?? [];
  const search = new URLSearchParams(visit.search);
  const scripts = matches.map(({ route, params }) => {
    (route.handle as RouteHandle | undefined)?.prefetch?.({ params, search, role });
    return pageOf(route.element)?.preload?.();
  });
  return Promise.all(scripts);
}

/**
 * `preloadRoute` for a navigation inside the app, when it is worth it: only a page whose
 * script has not arrived yet would ask for its data late. A page already here renders at
 * once and asks for its data itself (and may have it cached), so nothing is sent twice.
 */
export function preloadRouteIfMissing(routes: RouteObject[], visit: RouteVisit, role: PrefetchContext['role']): void {
  const matches = matchRoutes(routes, visit.pathname) ?? [];
  const missing = matches.some(({ route }) => {
    const page = pageOf(route.element);
    return page?.isLoaded !== undefined && !page.isLoaded();
  });
  // A chunk that fails to arrive is the page's to report once it renders.
  if (missing) preloadRoute(routes, visit, role).catch(() => undefined);
}
