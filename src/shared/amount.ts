import type { Locale } from '../generated/paraglide/runtime.js';

/*
 * Money as people type it into a field, read in their language's way of writing numbers:
 * "1,200.50" in English and Chinese, "1 200,50" in French, "1.200,50" in Spanish. What
 * could mean two things ("1.200" in English: twelve hundred, or one dollar twenty?) is
 * refused rather than guessed, so that a salary is never sent a thousand times too small.
 */

/** Spaces that group thousands in any language: the usual one, no-break (U+00A0) and narrow no-break (U+202F, Intl's French). */
const SPACE = '[ \\u00a0\\u202f]';

interface NumberMarks {
  /** The decimal mark. */
  decimal: '.' | ',';
  /** Besides spaces, the mark that groups thousands, if the language has one. */
  group: '.' | ',' | null;
}

const MARKS: Record<Locale, NumberMarks> = {
  en: { decimal: '.', group: ',' },
  zh: { decimal: '.', group: ',' },
  fr: { decimal: ',', group: null },
  es: { decimal: ',', group: '.' },
};

const marksOf = (locale: Locale): NumberMarks => MARKS[locale] ?? MARKS.en;

const escape = (mark: string) => `\\${mark}`;

/** Whole dollars: digits alone, or groups of three after the first, all split by the same kind of mark. */
function wholePattern(group: string | null): string {
  const marks = [SPACE, ...(group ? [escape(group)] : [])];
  return `(?:\\d+|${marks.map((mark) => `\\d{1,3}(?:${mark}\\d{3})+`).join('|')})`;
}

const patterns = new Map<Locale, RegExp[]>();

function patternsOf(locale: Locale): RegExp[] {
  let found = patterns.get(locale);
  if (!found) {
    const { decimal, group } = marksOf(locale);
    const other = decimal === '.' ? ',' : '.';
    found = [new RegExp(`^(${wholePattern(group)})(?:${escape(decimal)}(\\d{1,2}))?$`)];
    // The other mark, when the language never groups with it, can only be a decimal mark: "12.50" in French.
    if (other !== group) found.push(new RegExp(`^(\\d+)${escape(other)}(\\d{1,2})$`));
    patterns.set(locale, found);
  }
  return found;
}

/** A Chinese keyboard's full-width digits, comma, point and dollar sign ("１，５００") as their usual forms. */
const halfWidth = (text: string) => text.replace(/[\uff04\uff0c\uff0e\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** More than this many whole digits is not a pay and would lose precision. */
const MAX_WHOLE_DIGITS = 9;

/**
 * An amount of dollars typed in `locale`'s way, as cents; null when it is not one or could be
 * read two ways. A dollar sign or "USD" around it is allowed; at most two decimals.
 */
export function parseAmount(text: string, locale: Locale): number | null {
  const bare = halfWidth(text)
    .trim()
    .replace(/^(?:US)?\$\s*/i, '')
    .replace(/\s*(?:\$|USD)$/i, '')
    .trim();
  for (const pattern of patternsOf(locale)) {
    const match = pattern.exec(bare);
    if (!match) continue;
    const whole = match[1]!.replace(/[^\d]/g, '');
    if (whole.length > MAX_WHOLE_DIGITS) return null;
    return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  return null;
}

/** Cents as an amount field shows them, in `locale`'s way: "1500", "12.50" (en, zh), "12,50" (fr, es). */
export function amountText(cents: number, locale: Locale): string {
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2).replace('.', marksOf(locale).decimal);
}
