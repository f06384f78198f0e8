/**
 * The contract's `date` and `date-time`, stricter than ajv-formats' in three ways, each of
 * which let a string through validation that a handler then could not use (a 500):
 *
 * - Years are 1900 to 2200. Year 0000 or 9999 passed, and PostgreSQL refuses year 0 and a
 *   day after 9999-12-31 (JavaScript writes it `+010000-01-01`).
 * - A leap second (`23:59:60`) is refused: `new Date()` cannot read it.
 * - A time zone is `Z` or `±hh:mm`, as RFC 3339 says; ajv-formats also took `+01`, which
 *   `new Date()` cannot read either.
 *
 * The calendar is real (no 30 February) and the time is a time (no 24:00).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 allows a lower-case t and z, and a space instead of the T; `new Date()` reads all three.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isContractDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= FIRST_YEAR && year <= LAST_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

export function isContractDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match || !isContractDate(match[1]!)) return false;
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
  const [zoneHour, zoneMinute] = [Number(match[5] ?? 0), Number(match[6] ?? 0)];
  return hour <= 23 && minute <= 59 && second <= 59 && zoneHour <= 23 && zoneMinute <= 59;
}
