import { ESTIMATE_LIMITS, readEstimateLines, type EstimateLine } from '@/shared/estimate';

/** The query parameter that carries an estimate: `/pricing?estimate=...`. */
export const ESTIMATE_PARAM = 'estimate';
/** Where a shared estimate opens: the public page, so anyone the link is sent to can read it. */
export const SHARE_PATH = '/pricing';

// Version first, so that a later format can still read links already sent.
const VERSION = '1';
const LEVELS = { entry: 'e', intermediate: 'i', expert: 'x' } as const;
const KINDS = { full_time: 'ft', fractional: 'fr' } as const;
/** A longer value is not one we wrote: 20 lines of the longest role stay well under it. */
const MAX_LENGTH = 2_000;

const codeOf = <T extends string>(table: Record<T, string>, code: string): T | undefined =>
  (Object.keys(table) as T[]).find((key) => table[key] === code);

/**
 * One line as `role_level_kind_people_months_security_hours_yyyymmdd`, lines joined by
 * dots: only characters a URL carries as they are, readable enough to check by eye.
 */
export function encodeEstimate(lines: readonly EstimateLine[]): string {
  const encoded = lines.map((line) =>
    [
      line.role,
      LEVELS[line.experience],
      KINDS[line.type_of_hire],
      line.headcount,
      line.service_period_months,
      line.security ? 1 : 0,
      line.work_hours,
      line.start_date.replaceAll('-', ''),
    ].join('_'),
  );
  return [VERSION, ...encoded].join('.');
}

const NUMBER = /^[1-9]\d{0,2}$/;

function decodeLine(text: string): unknown {
  const parts = text.split('_');
  if (parts.length !== 8) return null;
  const [role, level, kind, people, months, security, hours, date] = parts as [string, string, string, string, string, string, string, string];
  if (![people, months, hours].every((n) => NUMBER.test(n)) || !/^[01]$/.test(security) || !/^\d{8}$/.test(date)) return null;
  // The line is checked as a whole by readEstimateLines, with the rules the calculator keeps.
  return {
    role,
    experience: codeOf(LEVELS, level),
    type_of_hire: codeOf(KINDS, kind),
    headcount: Number(people),
    service_period_months: Number(months),
    security: security === '1',
    work_hours: Number(hours),
    start_date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
  };
}

export type DecodedEstimate = { ok: true; lines: EstimateLine[] } | { ok: false };

/** The lines of a shared estimate, or `ok: false` for anything we did not write: never a throw. */
export function decodeEstimate(value: string): DecodedEstimate {
  if (value.length > MAX_LENGTH) return { ok: false };
  const [version, ...encoded] = value.split('.');
  if (version !== VERSION || encoded.length > ESTIMATE_LIMITS.lines) return { ok: false };
  const lines = readEstimateLines(encoded.map(decodeLine));
  return lines ? { ok: true, lines } : { ok: false };
}

/** The estimate in a query string (`?estimate=...`), if it carries one. */
export function sharedEstimateIn(search: string): DecodedEstimate | null {
  const value = new URLSearchParams(search).get(ESTIMATE_PARAM);
  return value === null ? null : decodeEstimate(value);
}

/** The address to send: the public pricing page opening these lines. */
export function shareUrl(origin: string, lines: readonly EstimateLine[]): string {
  const url = new URL(SHARE_PATH, origin);
  url.searchParams.set(ESTIMATE_PARAM, encodeEstimate(lines));
  return url.href;
}
