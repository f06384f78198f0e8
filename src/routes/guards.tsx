import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/app-state/app-actors';
import { LoadingScreen } from '@/ui/LoadingScreen';
import { m } from '@/generated/paraglide/messages.js';
import type { FromState } from '@/lib/from-state';

/** Anonymous visitors go to /login, carrying where they were headed. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <LoadingScreen label={m.shell_loading_session()} />;
  if (status !== 'authenticated') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/**
 * /login and /signup are for visitors; a signed-in user is sent home, or back to
 * where a guard had sent them from (the moment sign-in succeeds on /login).
 */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const from = (useLocation().state as FromState | null)?.from;
  if (status === 'restoring') return <LoadingScreen label={m.shell_loading_session()} />;
  if (status === 'authenticated') return <Navigate to={from ?? '/'} replace />;
  return children;
}
