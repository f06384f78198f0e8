import { describe, expect, it } from 'vitest';
import type { Locale } from '@/shared/languages';
import type { InvoiceLine } from './invoice-api';
import { invoiceLineText, invoiceLineWords } from './invoice-lines';

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
    ]);
  });

  it('falls back to the plain word when a salary line lacks whom it pays', () => {
    expect(invoiceLineText({ kind: 'salary', amount_cents: 100 }, 'fr')).toBe('Salaire');
  });
});
