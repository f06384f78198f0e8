// Renders feature pages the way the app does: real providers (theme, query client, app
// actors), a memory router, a layout with the drawer and the global alert banner as
// RootLayout has them; the API is MSW, one server per test file.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { act, StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { AppActorsProvider, MessageActor } from '@/app-state/app-actors';
import { AlertBanner } from '@/ui/AlertBanner';
import { AppUiProvider } from '@/ui/AppUiProvider';
import { DrawerProvider } from '@/ui/DrawerProvider';
import { liveUpdates, testLiveTransport } from './live';

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

/** What a test reads of the router: where the page is now, and a way to move it. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

/** The routes under the test layout, as src/routes/AppRoutes.tsx renders the app's, reporting where they are to `router`. */
function Pages({ routes, router, moves }: { routes: RouteObject[]; router: TestRouter; moves: { navigate?: NavigateFunction } }) {
  router.state.location = useLocation();
  moves.navigate = useNavigate();
  return useRoutes([{ element: <Layout />, children: routes }]);
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state?: unknown },
  { strict = false }: { strict?: boolean } = {},
) {
  const moves: { navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: { location: undefined as unknown as Location },
    navigate: (to) =>
      act(async () => {
        // useNavigate's overloads take a path or a number of steps back or forward.
        await (typeof to === 'number' ? moves.navigate!(to) : moves.navigate!(to));
      }),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  liveUpdates.restart();
  const Wrapper = strict ? StrictMode : ({ children }: { children: ReactNode }) => children;
  const view = render(
    <Wrapper>
      <AppUiProvider>
        <QueryClientProvider client={queryClient}>
          <AppActorsProvider liveTransport={testLiveTransport}>
            {/* As src/app/App.tsx routes: declaratively, without transitions. */}
            <MemoryRouter initialEntries={[initialEntry]} useTransitions={false}>
              <Pages routes={routes} router={router} moves={moves} />
            </MemoryRouter>
          </AppActorsProvider>
        </QueryClientProvider>
      </AppUiProvider>
    </Wrapper>,
  );
  return { ...view, router, queryClient };
}
