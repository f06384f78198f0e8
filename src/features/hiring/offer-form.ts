import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { formatMoney } from '@/shared/format';
import { HIRE_TYPES, type HireType } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { EmployerJob, OfferInput } from '@/machines/offer-composer.machine';
import { addDays, earliestStartDate } from './dates';
import { amountText, parseAmount } from '@/shared/amount';
import { defaultHoursRange, hoursRangeProblems, toHoursRange, toRangeForm, type HoursRangeForm } from '@/lib/hours-range-form';
import { defaultScheduleForm, scheduleFieldNames, scheduleSchema, toScheduleForm, toWorkSchedule, type ScheduleFormValues } from '@/lib/schedule-form';

/**
 * The offer as its form holds it: pay in dollars as typed. The hours range is always held, so
 * that switching the contract type back and forth keeps what was typed and the form valid; it is
 * checked and sent for a fractional contract only.
 */
export interface OfferForm {
  contract_type: HireType;
  pay: string;
  include_insurance: boolean;
  include_healthcare: boolean;
  secure_cloud_computing: boolean;
  start_date: string;
  schedule: ScheduleFormValues;
  hours_range: HoursRangeForm;
  message: string;
}

// The contract's limits on OfferInput.
const PAY_MIN_CENTS = limits.OfferInput.pay_cents.minimum;
const PAY_MAX_CENTS = limits.OfferInput.pay_cents.maximum;
const MESSAGE_MAX = limits.OfferInput.message.maxLength;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A first start date that leaves a week to answer and a few days to pay. */
const DEFAULT_START_IN_DAYS = 14;

export const offerSchema = (locale: Locale, earliest: () => string = earliestStartDate) =>
  z.object({
    contract_type: z.enum(HIRE_TYPES as [HireType, ...HireType[]], { error: () => m.api_field_choice() }),
    pay: z.string().check(
      z.superRefine((text, ctx) => {
        const cents = parseAmount(text, locale);
        if (text.trim() === '') ctx.addIssue({ code: 'custom', message: m.api_field_required() });
        else if (cents === null) ctx.addIssue({ code: 'custom', message: m.hiring_offer_pay_invalid() });
        else if (cents < PAY_MIN_CENTS || cents > PAY_MAX_CENTS) {
          ctx.addIssue({
            code: 'custom',
            message: m.hiring_offer_pay_range({ min: formatMoney(PAY_MIN_CENTS, locale), max: formatMoney(PAY_MAX_CENTS, locale) }),
          });
        }
      }),
    ),
    include_insurance: z.boolean(),
    include_healthcare: z.boolean(),
    secure_cloud_computing: z.boolean(),
    start_date: z.string().check(
      z.superRefine((date, ctx) => {
        if (!DATE.test(date)) ctx.addIssue({ code: 'custom', message: m.api_field_required() });
        else if (date < earliest()) ctx.addIssue({ code: 'custom', message: m.hiring_offer_start_past() });
      }),
    ),
    schedule: scheduleSchema(),
    hours_range: z.object({ min_hours: z.string(), max_hours: z.string() }),
    message: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: () => m.api_field_too_long({ max: MESSAGE_MAX }) })),
  }).check(
    // The range binds a fractional contract only; a full-time one sends none (the server refuses it).
    z.superRefine((form, ctx) => {
      if (form.contract_type !== 'fractional') return;
      for (const [field, message] of Object.entries(hoursRangeProblems(form.hours_range))) {
        ctx.addIssue({ code: 'custom', path: ['hours_range', field], message });
      }
    }),
  );

/** The form's values as the contract's body; the pay was typed in `locale`'s way. */
export function toOfferInput(form: OfferForm, locale: Locale): OfferInput {
  const message = form.message.trim();
  // No add-on applies to a fractional hire (docs/product.md, "Pricing"): what was ticked
  // before switching to fractional is not sent. The schema has checked the range.
  const fractional = form.contract_type === 'fractional';
  const range = fractional ? toHoursRange(form.hours_range) : null;
  return {
    contract_type: form.contract_type,
    pay_cents: parseAmount(form.pay, locale)!,
    include_insurance: !fractional && form.include_insurance,
    include_healthcare: !fractional && form.include_healthcare,
    secure_cloud_computing: !fractional && form.secure_cloud_computing,
    start_date: form.start_date,
    schedule: toWorkSchedule(form.schedule),
    ...(range ? { hours_range: range } : {}),
    ...(message ? { message } : {}),
  };
}

/** The offer as written before (back from review, or refused), else the job's terms. */
export function offerFormValues(draft: OfferInput | null, job: EmployerJob | null, locale: Locale): OfferForm {
  if (draft) {
    return {
      contract_type: draft.contract_type,
      pay: amountText(draft.pay_cents, locale),
      include_insurance: draft.include_insurance,
      include_healthcare: draft.include_healthcare,
      secure_cloud_computing: draft.secure_cloud_computing,
      start_date: draft.start_date,
      schedule: toScheduleForm(draft.schedule),
      hours_range: toRangeForm(draft.hours_range ?? defaultHoursRange(job?.hours_per_week)),
      message: draft.message ?? '',
    };
  }
  return {
    contract_type: job?.hire_type ?? 'full_time',
    pay: job ? amountText(job.pay_cents, locale) : '',
    include_insurance: false,
    include_healthcare: false,
    secure_cloud_computing: false,
    start_date: addDays(earliestStartDate(), DEFAULT_START_IN_DAYS),
    schedule: defaultScheduleForm(job?.hours_per_week),
    hours_range: toRangeForm(defaultHoursRange(job?.hours_per_week)),
    message: '',
  };
}

/** The server's field names (OfferInput) → the form's. */
export const offerFieldNames = {
  contract_type: 'contract_type',
  pay_cents: 'pay',
  include_insurance: 'include_insurance',
  include_healthcare: 'include_healthcare',
  secure_cloud_computing: 'secure_cloud_computing',
  start_date: 'start_date',
  message: 'message',
  // A range refused as a whole (missing, or its minimum above its maximum) is said on its minimum.
  hours_range: 'hours_range.min_hours',
  'hours_range.min_hours': 'hours_range.min_hours',
  'hours_range.max_hours': 'hours_range.max_hours',
  ...scheduleFieldNames('schedule.'),
} as const;
