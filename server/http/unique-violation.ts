/**
 * The unique index a failed statement ran into, or null. Drizzle wraps the driver's
 * error (pg and PGlite both report `code` and `constraint`) in its own `cause`.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    e = e.cause as typeof e;
  }
  return null;
}
