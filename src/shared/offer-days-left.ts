const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days an offer still has, counting a part of a day as a day, so the last
 * afternoon reads "1" rather than "0"; 0 once it has passed. The one rule both sides
 * show: the employer's offer cards and the candidate's offer pages read it here.
 */
export function daysLeft(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}
