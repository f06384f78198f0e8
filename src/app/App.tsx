import { useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '@/routes/router';
import { AppProviders } from './AppProviders';
import { usePreloadOnNavigation } from './preload-on-navigation';

type Router = ReturnType<typeof createBrowserRouter>;

/** The router, with each navigation's next page asked for ahead (inside the providers: it reads the session). */
function Pages({ router }: { router: Router }) {
  usePreloadOnNavigation(router);
  return <RouterProvider router={router} />;
}

export function App({ queryClient, onMounted }: { queryClient: QueryClient; onMounted?: () => void }) {
  // Created once, on the first render in the browser: the module can be imported where there is no window.
  const [router] = useState(() => createBrowserRouter(routes));
  // Once, although StrictMode runs effects twice in development.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    onMounted?.();
  }, [onMounted]);
  return (
    <AppProviders queryClient={queryClient}>
      <Pages router={router} />
    </AppProviders>
  );
}
