import { useEffect, useRef } from 'react';
import type { createBrowserRouter } from 'react-router';
import { SessionActor } from '@/app-state/app-actors';
import { preloadRouteIfMissing } from '@/routes/route-preload';
import { routes } from '@/routes/router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * On every navigation inside the app, asks for the next page's script and its data side by
 * side (src/routes/route-preload.ts) the moment the address changes, before React renders the
 * page and finds its script missing. The first page of a visit was preloaded by src/app/start.tsx.
 */
export function usePreloadOnNavigation(router: Router): void {
  const role = SessionActor.useSelector((snapshot) => snapshot.context.user?.role);
  const roleNow = useRef(role);
  roleNow.current = role;
  useEffect(() => {
    let last = `${router.state.location.pathname}${router.state.location.search}`;
    return router.subscribe((state) => {
      const here = `${state.location.pathname}${state.location.search}`;
      if (here === last) return;
      last = here;
      preloadRouteIfMissing(routes, state.location, roleNow.current);
    });
  }, [router]);
}
