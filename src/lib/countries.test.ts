import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('lists all 249 ISO codes, named and sorted in the language', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const french = countryOptions('fr');
    expect(french).toHaveLength(249);
    expect(french.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    const names = french.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
    expect(countryOptions('zh').find((c) => c.code === 'GB')?.name).toBe('英国');
  });

  it('names a country, and falls back to the code for one it cannot read', () => {
    expect(countryName('JP', 'es')).toBe('Japón');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
