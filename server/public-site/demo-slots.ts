/**
 * The demo times we offer: half an hour each, on working days from 09:00 to 17:00 UTC,
 * from tomorrow for two weeks. Pure: `now` comes from the server's clock.
 */
export const DEMO_MINUTES = 30;
const FIRST_HOUR = 9;
const LAST_START_HOUR = 16.5;
const DAYS_AHEAD = 14;

export function offeredSlots(now: Date): Date[] {
  const slots: Date[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let day = 1; day <= DAYS_AHEAD; day++) {
    const date = new Date(today + day * 86_400_000);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let hour = FIRST_HOUR; hour <= LAST_START_HOUR; hour += DEMO_MINUTES / 60) {
      slots.push(new Date(date.getTime() + hour * 3_600_000));
    }
  }
  return slots;
}

/** The offered slot `value` names (any ISO form of the same instant), or undefined. */
export function offeredSlot(value: string, now: Date): Date | undefined {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return undefined;
  return offeredSlots(now).find((slot) => slot.getTime() === time);
}
