import type { FromState } from '@/lib/from-state';

/** Where to go after signing in: back where the guard found the visitor, else the dashboard. */
export function returnPath(from: FromState['from']): string {
  const path = from?.pathname;
  // Only our own paths: '//host' would leave the site; back to /login would loop.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path === '/login') return '/dashboard';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
