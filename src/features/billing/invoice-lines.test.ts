import { describe, expect, it } from 'vitest';
import type { Locale } from '@/shared/languages';
import type { InvoiceLine } from './invoice-api';
import { durationText, invoiceLineText, invoiceLineWords } from './invoice-lines';

const LOCALES: Locale[] = ['en', 'fr', 'es', 'zh'];
const who = { candidate_name: 'Grace Hopper', job_title: 'Bookkeeper' };

// Intl separates digits with narrow or non-breaking spaces in some locales; the expectations use plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('invoiceLineWords', () => {
  it('words a prorated first month of salary in every language', () => {
    const line: InvoiceLine = { kind: 'salary', amount_cents: 96_774, ...who, days: 20, days_in_month: 31 };
    const expected: Record<Locale, { text: string; amount: string }> = {
      en: { text: 'Salary for Grace Hopper — Bookkeeper, 20 of 31 days', amount: '$967.74' },
      fr: { text: 'Salaire de Grace Hopper — Bookkeeper, 20 jours sur 31', amount: '967,74 $US' },
      es: { text: 'Salario de Grace Hopper — Bookkeeper, 20 de 31 días', amount: '967,74 US$' },
      zh: { text: 'Grace Hopper的薪资 — Bookkeeper，按 31 天中的 20 天计', amount: 'US$967.74' },
    };
    for (const locale of LOCALES) {
      const words = invoiceLineWords(line, locale);
      expect({ text: words.text, amount: plain(words.amount) }, locale).toEqual(expected[locale]);
      expect(words.credit).toBe(false);
    }
  });

  it('shows a coupon as a credit, with its code and a minus sign, in every language', () => {
    const line: InvoiceLine = { kind: 'coupon', amount_cents: -5_000, coupon_code: 'WELCOME50' };
    const expected: Record<Locale, { text: string; amount: string }> = {
      en: { text: 'Coupon WELCOME50', amount: '-$50' },
      fr: { text: 'Code promo WELCOME50', amount: '-50 $US' },
      es: { text: 'Cupón WELCOME50', amount: '-50 US$' },
      zh: { text: '优惠券 WELCOME50', amount: '-US$50' },
    };
    for (const locale of LOCALES) {
      const words = invoiceLineWords(line, locale);
      expect({ text: words.text, amount: plain(words.amount) }, locale).toEqual(expected[locale]);
      expect(words.credit).toBe(true);
    }
  });

  it('names the person a fee is for, so a monthly bill with several hires reads clearly', () => {
    const line: InvoiceLine = { kind: 'healthcare', amount_cents: 3_900, ...who };
    expect(LOCALES.map((locale) => invoiceLineText(line, locale))).toEqual([
      'Healthcare (dental package) — Grace Hopper',
      'Santé (formule dentaire) — Grace Hopper',
      'Salud (paquete dental) — Grace Hopper',
      '医疗保障（牙科套餐） — Grace Hopper',
    ]);
  });
});

describe('fractional lines', () => {
  const maria = { candidate_name: 'Maria Santos', job_title: 'Bookkeeper' };
  const terms = { ...maria, hourly_rate_cents: 2_500, min_hours: 20, max_hours: 40 };

  it('words the minimum paid ahead at checkout, prorated for a month begun, in every language', () => {
    const line: InvoiceLine = { kind: 'fractional_minimum', amount_cents: 25_000, ...terms, days: 15, days_in_month: 30 };
    expect(LOCALES.map((locale) => plain(invoiceLineText(line, locale)))).toEqual([
      'Maria Santos — Bookkeeper: minimum 20 h at $25/h, prorated for 15 of 30 days, paid ahead',
      "Maria Santos — Bookkeeper : minimum de 20 h à 25 $US/h, au prorata de 15 jours sur 30, payé d'avance",
      'Maria Santos — Bookkeeper: mínimo de 20 h a 25 US$/h, prorrateado por 15 de 30 días, pagado por adelantado',
      'Maria Santos — Bookkeeper：最少 20 小时，每小时 US$25，按 30 天中的 15 天折算，已预付',
    ]);
    expect(invoiceLineText({ ...line, hourly_rate_cents: 2_550, days: 30 }, 'en')).toBe('Maria Santos — Bookkeeper: minimum 20 h at $25.50/h, paid ahead');
  });

  it('words a month of hours: worked, clamped to the range (prorated for a month begun) and less what was paid ahead', () => {
    const first: InvoiceLine = {
      kind: 'fractional_hours',
      amount_cents: 20_000,
      ...terms,
      period_start: '2026-11-16',
      period_end: '2026-11-30',
      minutes: 1_890,
      prepaid_cents: 25_000,
      billed_cents: 45_000,
    };
    expect(LOCALES.map((locale) => plain(invoiceLineText(first, locale)))).toEqual([
      'Maria Santos — Bookkeeper, November 2026: 31 h 30 min worked at $25/h, billed within 20–40 h prorated for 15 of 30 days: $450, less $250 paid ahead',
      "Maria Santos — Bookkeeper, novembre 2026 : 31 h 30 min travaillées à 25 $US/h, facturées dans la fourchette de 20 à 40 h au prorata de 15 jours sur 30 : 450 $US, moins 250 $US payés d'avance",
      'Maria Santos — Bookkeeper, noviembre de 2026: 31 h 30 min trabajadas a 25 US$/h, facturadas dentro del rango de 20–40 h, prorrateado por 15 de 30 días: 450 US$, menos 250 US$ pagados por adelantado',
      'Maria Santos — Bookkeeper，2026年11月：工作 31 小时 30 分钟，每小时 US$25，计费范围 20–40 小时（按 30 天中的 15 天折算）：US$450，扣除已预付的 US$250',
    ]);
    const full: InvoiceLine = { ...first, amount_cents: 78_750, period_start: '2026-12-01', period_end: '2026-12-31', prepaid_cents: 0, billed_cents: 78_750 };
    expect(invoiceLineText(full, 'en')).toBe('Maria Santos — Bookkeeper, December 2026: 31 h 30 min worked at $25/h, billed within 20–40 h: $787.50');
  });

  it('says hours and minutes as a person would', () => {
    expect([45, 120, 1_890].map((minutes) => durationText(minutes, 'en'))).toEqual(['45 min', '2 h', '31 h 30 min']);
    expect(durationText(1_890, 'zh')).toBe('31 小时 30 分钟');
  });
});

describe('invoiceLineText', () => {
  it('words every kind of line, each differently', () => {
    const lines: InvoiceLine[] = [
      { kind: 'salary', amount_cents: 150_000, ...who },
      { kind: 'service_fee', amount_cents: 29_900 },
      { kind: 'setup_fee', amount_cents: 19_900 },
      { kind: 'platform_subscription', amount_cents: 4_900 },
      { kind: 'insurance', amount_cents: 4_900 },
      { kind: 'healthcare', amount_cents: 3_900 },
      { kind: 'secure_cloud_computing', amount_cents: 9_900 },
      { kind: 'grant', amount_cents: -19_900 },
      { kind: 'coupon', amount_cents: -1_000 },
      { kind: 'card_fee', amount_cents: 5_120 },
      { kind: 'fractional_minimum', amount_cents: 25_000 },
      { kind: 'fractional_hours', amount_cents: 20_000 },
    ];
    for (const locale of LOCALES) {
      const texts = lines.map((line) => invoiceLineText(line, locale));
      expect(new Set(texts).size, locale).toBe(lines.length);
      for (const text of texts) expect(text).not.toMatch(/invoice_line_|undefined|\{/);
    }
    expect(lines.map((line) => invoiceLineText(line, 'en'))).toEqual([
      'Salary for Grace Hopper — Bookkeeper',
      'Service fee',
      'Onboarding setup fee',
      'Platform subscription',
      'Insurance',
      'Healthcare (dental package)',
      'Secure cloud computing',
      'Grant credit',
      'Coupon',
      'Card processing fee',
      'Fractional hire: minimum hours paid ahead',
      'Fractional hire: hours worked',
    ]);
  });

  it('falls back to the plain word when a salary line lacks whom it pays', () => {
    expect(invoiceLineText({ kind: 'salary', amount_cents: 100 }, 'fr')).toBe('Salaire');
  });
});
