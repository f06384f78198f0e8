import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppUiProvider } from '@/ui/AppUiProvider';
import { AppActorsProvider } from '@/app-state/app-actors';

/** Everything above the router, the same in the browser and when a page is prerendered. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppUiProvider>
      <QueryClientProvider client={queryClient}>
        <AppActorsProvider>{children}</AppActorsProvider>
      </QueryClientProvider>
    </AppUiProvider>
  );
}
