// Renders pages of the sign-in and account features the way the app does:
// real providers (theme, query client, app actors), a memory router, the
// route guards, and the global alert banner; the API is MSW.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { components } from '@/generated/api';
import { AppActorsProvider, MessageActor } from '@/lib/app-actors';
import { AlertBanner } from '@/ui/AlertBanner';
import { AppUiProvider } from '@/ui/AppUiProvider';

export type User = components['schemas']['User'];

/** The absolute URL the api client calls (jsdom's origin is http://localhost:3000). */
export const apiUrl = (path: string) => new URL(`/api/v1${path}`, globalThis.location.origin).href;

export const ada: User = {
  id: '0b7f6a5e-3c1d-4f0e-9a59-1d2c3b4a5f60',
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  role: 'employer',
  email_verified: true,
  country: 'GB',
  locale: 'en',
  company_name: 'Analytical Engines Ltd',
  created_at: '2024-03-05T09:30:00.000Z',
};

function Banner() {
  const shown = MessageActor.useSelector((s) => s.matches('shown'));
  const { message, type } = MessageActor.useSelector((s) => s.context);
  const ref = MessageActor.useActorRef();
  return shown ? <AlertBanner message={message} type={type} onClose={() => ref.send({ type: 'DISMISS' })} /> : null;
}

function Layout() {
  return (
    <>
      <main>
        <Outlet />
      </main>
      <Banner />
    </>
  );
}

// What react-router/dom hands its RouterProvider (its own types say the callback returns nothing).
const syncFlush = (fn: () => unknown): undefined => {
  flushSync(fn);
};

export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state?: unknown },
  { strict = false }: { strict?: boolean } = {},
) {
  const router = createMemoryRouter([{ element: <Layout />, children: routes }], { initialEntries: [initialEntry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const Wrapper = strict ? StrictMode : ({ children }: { children: ReactNode }) => children;
  const view = render(
    <Wrapper>
      <AppUiProvider>
        <QueryClientProvider client={queryClient}>
          <AppActorsProvider>
            {/* As react-router/dom's provider does; that entry loads a second copy of react-router under vitest. */}
            <RouterProvider router={router} flushSync={syncFlush} />
          </AppActorsProvider>
        </QueryClientProvider>
      </AppUiProvider>
    </Wrapper>,
  );
  return { ...view, router, queryClient };
}
