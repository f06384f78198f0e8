import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';

// Intl knows each language's plural forms ("1 month", "6 months", "6 meses", "6个月").
const unit = (value: number, locale: Locale, name: 'month' | 'hour') =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);

export const formatMonths = (months: number, locale: Locale) => unit(months, locale, 'month');
export const formatHours = (hours: number, locale: Locale) => unit(hours, locale, 'hour');
