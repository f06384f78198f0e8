import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SessionActor } from '@/app-state/app-actors';
import { preloadRouteIfMissing } from '@/routes/route-preload';
import { routes } from '@/routes/router';

/**
 * On every navigation inside the app, asks for the next page's script and its data side by
 * side (src/routes/route-preload.ts), rather than the data once the script has arrived and the
 * page has rendered. The first page of a visit was preloaded by src/app/start.tsx.
 */
export function usePreloadOnNavigation(): void {
  const { pathname, search } = useLocation();
  const role = SessionActor.useSelector((snapshot) => snapshot.context.user?.role);
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === shown.current) return;
    shown.current = here;
    preloadRouteIfMissing(routes, { pathname, search }, role);
  }, [pathname, search, role]);
}
