import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * The routes the address matched, outermost first, as src/routes/AppRoutes.tsx found them.
 * The app routes declaratively (`useRoutes`), without react-router's data router and its
 * `useMatches` (about 18 kB gzip of every page's first script), so the matches travel here.
 */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The `handle` of every matched route, outermost first. */
export function useRouteHandles(): (RouteHandle | undefined)[] {
  return useContext(RouteMatchesContext).map((match) => match.route.handle as RouteHandle | undefined);
}
