import { describe, expect, it } from 'vitest';
import { pagePreloads } from '../../scripts/page-preloads.mjs';
import { routeOf, shellWithPreloads, type PagePreloads } from '../../server/http/page-preloads';

// A build the shape Vite's manifest has: the entry loads the start dynamically; pages import the
// start, shared chunks and their own.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js'], dynamicImports: ['src/app/start.tsx'] },
  '_preload.js': { file: 'assets/preload.js' },
  'src/app/start.tsx': { file: 'assets/start.js', imports: ['_preload.js', '_react.js'], css: ['assets/start.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/features/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage.js', imports: ['src/app/start.tsx', '_form.js'] },
  'src/features/my-work/ReportComposerPage.tsx': { file: 'assets/ReportComposerPage.js', imports: ['_form.js'] },
  'src/features/talent/CandidateProfilePage.tsx': { file: 'assets/CandidateProfilePage.js' },
  'src/routes/composed/ManageJobRoute.tsx': { file: 'assets/ManageJobRoute.js', imports: ['_react.js'] },
};

const router = `
const DashboardPage = lazyPage(() => import('@/features/dashboard/DashboardPage'));
const ReportComposerPage = lazyPage(() => import('@/features/my-work/ReportComposerPage'));
const CandidateProfilePage = lazyPage(() => import('@/features/talent/CandidateProfilePage'));
const ManageJobRoute = lazyPage(() => import('./composed/ManageJobRoute'));
export const routes = [
  { path: '/candidate/:id', element: <CandidateProfilePage /> },
  { element: signedIn(<DashboardLayout />), children: [
    { path: '/dashboard', element: <DashboardPage />, handle: { prefetch } },
    {
      path: '/candidate/create-eod-report',
      element: <ReportComposerPage />,
    },
    { path: '/dashboard/activity/jobs/:id', element: <ManageJobRoute /> },
    { path: '/old', element: <Navigate to="/dashboard" replace /> },
  ] },
];`;

describe('the scripts each page of the shell needs (scripts/page-preloads.mjs)', () => {
  const preloads: PagePreloads = pagePreloads(manifest, router);

  it("names the start's scripts the entry does not load itself, and each page's own on top of them", () => {
    expect(preloads.start).toEqual(['assets/start.js', 'assets/react.js']);
    expect(preloads.routes).toEqual([
      { pattern: '/candidate/:id', files: ['assets/CandidateProfilePage.js'] },
      { pattern: '/dashboard', files: ['assets/DashboardPage.js', 'assets/form.js'] },
      { pattern: '/candidate/create-eod-report', files: ['assets/ReportComposerPage.js', 'assets/form.js'] },
      { pattern: '/dashboard/activity/jobs/:id', files: ['assets/ManageJobRoute.js'] },
    ]);
  });

  it('fails the build on a page module the build does not have, or a route table it cannot read', () => {
    expect(() => pagePreloads(manifest, `const Gone = lazyPage(() => import('@/features/gone/GonePage'));`)).toThrow(/GonePage is not in the build's manifest/);
    expect(() => pagePreloads(manifest, 'export const routes = [];')).toThrow(/no page declared/);
    expect(() => pagePreloads(manifest, router.replaceAll('path:', 'to:'))).toThrow(/no route/);
  });

  it('finds the route of an address as the router ranks them: any case, fixed segments first', () => {
    expect(routeOf(preloads, '/dashboard')?.pattern).toBe('/dashboard');
    expect(routeOf(preloads, '/Dashboard/')?.pattern).toBe('/dashboard');
    expect(routeOf(preloads, '/candidate/create-eod-report')?.pattern).toBe('/candidate/create-eod-report');
    expect(routeOf(preloads, '/candidate/1c9e')?.pattern).toBe('/candidate/:id');
    expect(routeOf(preloads, '/dashboard/activity/jobs/42')?.pattern).toBe('/dashboard/activity/jobs/:id');
    expect(routeOf(preloads, '/nowhere')).toBeUndefined();
  });

  it("announces the start's scripts in every shell, and the page's only to a visitor with a session", () => {
    const shell = Buffer.from('<html><head><title>app</title>\n  </head><body></body></html>');
    const send = shellWithPreloads(shell, preloads);
    const links = (html: Buffer) => [...html.toString().matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

    expect(links(send('/dashboard', true))).toEqual(['/assets/start.js', '/assets/react.js', '/assets/DashboardPage.js', '/assets/form.js']);
    expect(links(send('/dashboard', false))).toEqual(['/assets/start.js', '/assets/react.js']);
    expect(links(send('/nowhere', true))).toEqual(['/assets/start.js', '/assets/react.js']);
    expect(send('/dashboard', true).toString()).toMatch(/<title>app<\/title>\n(\s+<link [^>]+>\n){4}\s+<\/head><body>/);
    // The same variant is the same buffer: built once, kept.
    expect(send('/dashboard', true)).toBe(send('/Dashboard', true));
    expect(shellWithPreloads(shell, undefined)('/dashboard', true)).toBe(shell);
  });
});
