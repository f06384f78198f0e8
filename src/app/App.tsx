import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/routes/AppRoutes';
import { routes } from '@/routes/router';
import { AppProviders } from './AppProviders';
import { usePreloadOnNavigation } from './preload-on-navigation';

/** The pages, with each navigation's next page asked for ahead (inside the providers: it reads the session). */
function Pages() {
  usePreloadOnNavigation();
  return <AppRoutes routes={routes} />;
}

export function App({ queryClient, onMounted }: { queryClient: QueryClient; onMounted?: () => void }) {
  // Once, although StrictMode runs effects twice in development.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    onMounted?.();
  }, [onMounted]);
  return (
    <AppProviders queryClient={queryClient}>
      {/* Without transitions: a move and the session change that causes it render together
          (src/features/auth/flows.ts), and a new page shows its loader rather than the old page. */}
      <BrowserRouter useTransitions={false}>
        <Pages />
      </BrowserRouter>
    </AppProviders>
  );
}
