/**
 * The server's sense of time for billing: "today" decides proration and which months are
 * due. Injected so that tests (and the dev billing-run route) can move it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The calendar day in UTC, `YYYY-MM-DD`; billing days are UTC days. */
export const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);

/** A clock a test sets by hand. */
export function settableClock(start: Date | string = new Date()) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
  };
}
