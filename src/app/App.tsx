import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppUiProvider } from '@/ui/AppUiProvider';
import { AppActorsProvider } from '@/lib/app-actors';
import { createQueryClient } from '@/lib/query-client';
import { router } from '@/routes/router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppUiProvider>
      <QueryClientProvider client={queryClient}>
        <AppActorsProvider>
          <RouterProvider router={router} />
        </AppActorsProvider>
      </QueryClientProvider>
    </AppUiProvider>
  );
}
