import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './amount.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('parseAmount', () => {
  describe('en', () => {
    it.each([
      ['1500', 150_000],
      ['1,200', 120_000],
      ['1,200.50', 120_050],
      ['12.5', 1_250],
      ['12.50', 1_250],
      ['$1,500', 150_000],
      [' 1500 USD ', 150_000],
      ['1,000,000', 100_000_000],
      ['1 200', 120_000],
    ])('reads %j as %i cents', (text, cents) => expect(parseAmount(text, 'en')).toBe(cents));

    it.each([
      '',
      'abc',
      '1.200', // twelve hundred in Spanish, or 1.2 with a third decimal: refused, not guessed
      '12,50', // a comma groups thousands in English: "12,50" is a broken group
      '1,20',
      '1,2000',
      '12,00.50',
      '1.200,50',
      '1,200 000',
      '12.345',
      '-5',
      '1e3',
      '1..5',
      '1234567890',
    ])('refuses %j', (text) => expect(parseAmount(text, 'en')).toBeNull());
  });

  describe('fr', () => {
    it.each([
      ['1500', 150_000],
      ['1 200', 120_000],
      [`1${NBSP}200,50`, 120_050],
      [`1${NNBSP}200,50`, 120_050],
      ['12,5', 1_250],
      ['12,50', 1_250],
      ['12.50', 1_250], // a point never groups in French: it can only mark the cents
      ['1 500 $', 150_000],
      [`1${NNBSP}000${NNBSP}000`, 100_000_000],
    ])('reads %j as %i cents', (text, cents) => expect(parseAmount(text, 'fr')).toBe(cents));

    it.each(['1,200', '1.200', '1,200.50', '1.200,50', '1 20', '12 ,50', '12,345'])('refuses %j', (text) =>
      expect(parseAmount(text, 'fr')).toBeNull(),
    );
  });

  describe('es', () => {
    it.each([
      ['1500', 150_000],
      ['1.200', 120_000],
      ['1.200,50', 120_050],
      ['1 200,50', 120_050],
      ['12,50', 1_250],
      ['1.000.000', 100_000_000],
    ])('reads %j as %i cents', (text, cents) => expect(parseAmount(text, 'es')).toBe(cents));

    it.each(['1,200', '12.50', '1,200.50', '1.20', '1.2000', '1.200.50'])('refuses %j', (text) =>
      expect(parseAmount(text, 'es')).toBeNull(),
    );
  });

  describe('zh', () => {
    it.each([
      ['1500', 150_000],
      ['1,200', 120_000],
      ['1,200.50', 120_050],
      ['12.50', 1_250],
      ['１，５００', 150_000], // typed with a full-width keyboard
      ['＄１５００．５', 150_050],
    ])('reads %j as %i cents', (text, cents) => expect(parseAmount(text, 'zh')).toBe(cents));

    it.each(['1.200', '12,50', '一千', '1,200,50'])('refuses %j', (text) => expect(parseAmount(text, 'zh')).toBeNull());
  });

  it('reads back what amountText writes, in every language', () => {
    for (const locale of ['en', 'fr', 'es', 'zh'] as const) {
      for (const cents of [100, 1_250, 150_000, 150_005, 10_000_000]) expect(parseAmount(amountText(cents, locale), locale)).toBe(cents);
    }
  });

  it('reads what Intl writes for the language', () => {
    const intl = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', zh: 'zh-CN' } as const;
    for (const locale of ['en', 'fr', 'es', 'zh'] as const) {
      const text = new Intl.NumberFormat(intl[locale], { minimumFractionDigits: 2 }).format(12_345.5);
      expect(parseAmount(text, locale)).toBe(1_234_550);
    }
  });
});

describe('amountText', () => {
  it('writes whole dollars bare and cents with the language’s decimal mark', () => {
    expect(amountText(150_000, 'en')).toBe('1500');
    expect(amountText(150_000, 'fr')).toBe('1500');
    expect(amountText(1_250, 'en')).toBe('12.50');
    expect(amountText(1_250, 'zh')).toBe('12.50');
    expect(amountText(1_250, 'fr')).toBe('12,50');
    expect(amountText(1_250, 'es')).toBe('12,50');
  });
});
