import type { components } from '@/generated/api';
import { offsetMinutes } from '@/shared/time-zones';

type WorkHours = components['schemas']['WorkHours'];

const DAY = 24 * 60;
/** The employer's working day until an employer profile says otherwise: 09:00 to 17:00 on their account's clock, as the search counts it (server/candidates/candidate-search.ts). */
export const EMPLOYER_DAY = { start: '09:00', end: '17:00' } as const;

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const wrap = (minutes: number) => ((minutes % DAY) + DAY) % DAY;

/**
 * Minutes of a day the candidate's working hours share with the employer's day, both read at `at`
 * (so each side's summer time is the one in force then), on the 24-hour circle: a shift past
 * midnight counts. The same rule as the search's `overlap_hours`, so the profile says what the
 * filter found.
 */
export function overlapMinutes(hours: Pick<WorkHours, 'timezone' | 'start' | 'end'>, employerZone: string, at: Date = new Date()): number {
  const start = wrap(minutesOf(hours.start) - offsetMinutes(hours.timezone, at));
  const length = wrap(minutesOf(hours.end) - minutesOf(hours.start));
  const employerStart = wrap(minutesOf(EMPLOYER_DAY.start) - offsetMinutes(employerZone, at));
  const employerLength = minutesOf(EMPLOYER_DAY.end) - minutesOf(EMPLOYER_DAY.start);
  let shared = 0;
  for (const shift of [-DAY, 0, DAY]) {
    shared += Math.max(0, Math.min(start + length, employerStart + shift + employerLength) - Math.max(start, employerStart + shift));
  }
  return shared;
}
