// Field rules mirroring the contract's RegisterRequest limits. They validate what
// the form holds (numbers as typed text) and give back cleaned text: trimmed,
// web addresses completed with https://. Messages are looked up when a value is
// checked, so they follow the language chosen at that moment.
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { isCountryCode } from '@/lib/countries';

const required = () => m.api_field_required();
const tooLong = (max: number) => () => m.api_field_too_long({ max });

/** Text of at most `max` characters; required unless `optional`. */
export function text(max: number, { optional = false } = {}) {
  return optional
    ? z.string().check(z.trim(), z.maxLength(max, { error: tooLong(max) }))
    : z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong(max) }));
}

export const email = () =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(254, { error: tooLong(254) })),
    z.email({ error: () => m.api_field_email() }),
  );

const PHONE = /^\+?[0-9 ()-]{6,24}$/;
export const phone = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE.test(value), { error: () => m.api_field_phone() }),
  );

export const country = () => z.string().check(z.refine(isCountryCode, { error: () => m.api_field_country() }));

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
/** "example.com" is what most people type: it is read as https://example.com. */
const withScheme = (value: string) => (value === '' || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`);

/** A full https:// address of at most 300 characters. */
export function webAddress({ optional = false } = {}) {
  return z.pipe(z.string().check(z.trim(), z.maxLength(300, { error: tooLong(300) })), z.transform(withScheme)).check(
    z.superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: required() });
      } else if (!httpsUrl.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: m.api_field_url() });
      }
    }),
  );
}

/** A whole number between min and max, kept as the text typed (the request turns it into a number). */
export function wholeNumber(min: number, max: number) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value === '') return fail(required());
      if (!/^-?\d+$/.test(value)) return fail(m.reg_field_integer());
      const number = Number(value);
      if (number < min) return fail(m.api_field_min({ min }));
      if (number > max) return fail(m.api_field_max({ max }));
    }),
  );
}

/** One of the contract's enum values, held as text ('' until chosen). */
export function choice(values: readonly string[]) {
  return z.string().check(z.refine((value) => values.includes(value), { error: () => m.api_field_choice() }));
}

/** Several distinct values from `values`: at least one, at most `max`. */
export function choices(values: readonly string[], max: number) {
  return z.array(z.string()).check(
    z.minLength(1, { error: () => m.api_field_select_some({ min: 1 }) }),
    z.maxLength(max, { error: () => m.reg_field_max_items({ max }) }),
    z.refine((list) => list.every((value) => values.includes(value)), { error: () => m.api_field_choice() }),
    z.refine((list) => new Set(list).size === list.length, { error: () => m.api_field_duplicates() }),
  );
}

export const password = () =>
  z.string().check(
    z.minLength(1, { error: required }),
    z.minLength(8, { error: () => m.api_field_too_short({ min: 8 }) }),
    z.maxLength(128, { error: tooLong(128) }),
  );

export const acceptedTerms = () => z.boolean().check(z.refine((value) => value, { error: () => m.api_error_terms_required() }));
