import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { FieldRule } from '@/machines/post-job.machine';

/** A broken rule of the job form, in the employer's words. */
export function ruleMessage(broken: FieldRule, locale: Locale): string {
  switch (broken.rule) {
    case 'required':
      return m.api_field_required();
    case 'too_short':
      return m.api_field_too_short({ min: broken.min });
    case 'too_long':
      return m.api_field_too_long({ max: broken.max });
    case 'too_many':
      return m.ejobs_skills_too_many({ max: broken.max });
    case 'pay_format':
      return broken.method === 'fractional' ? m.ejobs_pay_format_hourly() : m.ejobs_pay_format_monthly();
    case 'pay_range':
      return m.ejobs_pay_range({ min: formatMoney(broken.min, locale), max: formatMoney(broken.max, locale) });
    case 'hours_range':
      return m.ejobs_hours_range({ min: broken.min, max: broken.max });
  }
}
