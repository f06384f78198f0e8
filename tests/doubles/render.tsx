// Renders feature pages the way the app does: real providers (theme, query client, app
// actors), a memory router, a layout with the drawer and the global alert banner as
// RootLayout has them; the API is MSW, one server per test file.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { AppActorsProvider, MessageActor } from '@/app-state/app-actors';
import { AlertBanner } from '@/ui/AlertBanner';
import { AppUiProvider } from '@/ui/AppUiProvider';
import { DrawerProvider } from '@/ui/DrawerProvider';

/**
 * The file's MSW server, started with `defaults` (which survive each test's
 * resetHandlers): a request no handler answers fails the test, and every test
 * starts with empty local and session storage.
 */
export function mockApi(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return server;
}

function Banner() {
  const shown = MessageActor.useSelector((s) => s.matches('shown'));
  const { message, type } = MessageActor.useSelector((s) => s.context);
  const ref = MessageActor.useActorRef();
  return shown ? <AlertBanner message={message} type={type} onClose={() => ref.send({ type: 'DISMISS' })} /> : null;
}

function Layout() {
  return (
    <DrawerProvider>
      <main>
        <Outlet />
      </main>
      <Banner />
    </DrawerProvider>
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
