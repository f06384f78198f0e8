/**
 * What a page that sends a visitor to /login puts in the navigation state: where they were
 * headed, so that signing in takes them back there (src/routes/guards.tsx, src/features/auth).
 */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}
