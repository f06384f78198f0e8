import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from './route-handle';
import { preloadRoute, preloadRouteIfMissing } from './route-preload';

/** A page as lazyPage makes it: a component with preload and isLoaded. */
function fakePage() {
  let loaded = false;
  const Page = () => null;
  Page.preload = vi.fn(async () => {
    loaded = true;
  });
  Page.isLoaded = () => loaded;
  return Page;
}

const Guard = ({ children }: { children: ReactNode }) => children;

function table() {
  const Layout = fakePage();
  const Jobs = fakePage();
  const Settings = fakePage();
  const jobsPrefetch = vi.fn<NonNullable<RouteHandle['prefetch']>>();
  const routes: RouteObject[] = [
    {
      element: <Guard><Layout /></Guard>,
      children: [
        { path: '/jobs/:id', element: <Jobs />, handle: { prefetch: jobsPrefetch } satisfies RouteHandle },
        { path: '/settings', element: <Guard><Settings /></Guard> },
      ],
    },
  ];
  return { routes, Layout, Jobs, Settings, jobsPrefetch };
}

describe('preloadRoute', () => {
  it("asks for the page's script, its layout's and the route's data at once, with the address and the role", async () => {
    const { routes, Layout, Jobs, Settings, jobsPrefetch } = table();
    await preloadRoute(routes, { pathname: '/jobs/42', search: '?status=open' }, 'employer');
    expect(Layout.preload).toHaveBeenCalledTimes(1);
    expect(Jobs.preload).toHaveBeenCalledTimes(1);
    expect(Settings.preload).not.toHaveBeenCalled();
    expect(jobsPrefetch).toHaveBeenCalledTimes(1);
    const [context] = jobsPrefetch.mock.calls[0]!;
    expect(context.params).toMatchObject({ id: '42' });
    expect(context.search.get('status')).toBe('open');
    expect(context.role).toBe('employer');
  });

  it('finds a page behind a guard, which would otherwise wait for the session to be asked for', async () => {
    const { routes, Settings } = table();
    await preloadRoute(routes, { pathname: '/settings', search: '' }, undefined);
    expect(Settings.preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for an address no route matches', async () => {
    const { routes, Layout } = table();
    await preloadRoute(routes, { pathname: '/nowhere/at/all', search: '' }, undefined);
    expect(Layout.preload).not.toHaveBeenCalled();
  });
});

describe('preloadRouteIfMissing', () => {
  it('asks for nothing when the pages are already here: they ask for their own data as they render', async () => {
    const { routes, Jobs, jobsPrefetch } = table();
    await preloadRoute(routes, { pathname: '/jobs/1', search: '' }, 'employer');
    jobsPrefetch.mockClear();
    Jobs.preload.mockClear();
    preloadRouteIfMissing(routes, { pathname: '/jobs/2', search: '' }, 'employer');
    expect(jobsPrefetch).not.toHaveBeenCalled();
    expect(Jobs.preload).not.toHaveBeenCalled();
  });

  it('asks for script and data together when the page has not arrived yet', () => {
    const { routes, Jobs, jobsPrefetch } = table();
    preloadRouteIfMissing(routes, { pathname: '/jobs/2', search: '' }, 'candidate');
    expect(Jobs.preload).toHaveBeenCalledTimes(1);
    expect(jobsPrefetch).toHaveBeenCalledWith(expect.objectContaining({ role: 'candidate' }));
  });
});
