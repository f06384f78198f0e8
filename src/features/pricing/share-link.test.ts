import { describe, expect, it } from 'vitest';
import type { EstimateLine } from '@/shared/estimate';
import { BOOKKEEPERS, TESTER } from '../../../tests/doubles/fixtures/estimates';
import { decodeEstimate, encodeEstimate, ESTIMATE_PARAM, sharedEstimateIn, shareUrl } from './share-link';

const YEAR_OF_TESTING: EstimateLine = { ...TESTER, service_period_months: 12 };

describe('share link', () => {
  it('writes the lines compactly, in characters a URL carries as they are', () => {
    const encoded = encodeEstimate([BOOKKEEPERS, YEAR_OF_TESTING]);
    expect(encoded).toBe('1.bookkeeper_i_ft_2_6_0_40_20261214.qa-tester_x_fr_1_12_1_15_20270104');
    expect(encodeURIComponent(encoded)).toBe(encoded);
  });

  it('reads back exactly the lines it wrote', () => {
    expect(decodeEstimate(encodeEstimate([BOOKKEEPERS, YEAR_OF_TESTING]))).toEqual({ ok: true, lines: [BOOKKEEPERS, YEAR_OF_TESTING] });
    const twenty = Array.from({ length: 20 }, (_, i) => ({ ...YEAR_OF_TESTING, headcount: i + 1 }));
    expect(decodeEstimate(encodeEstimate(twenty))).toEqual({ ok: true, lines: twenty });
  });

  it('opens on the public pricing page, and round-trips through the address', () => {
    const url = shareUrl('https://remotehire.example', [BOOKKEEPERS]);
    expect(url).toBe('https://remotehire.example/pricing?estimate=1.bookkeeper_i_ft_2_6_0_40_20261214');
    expect(sharedEstimateIn(new URL(url).search)).toEqual({ ok: true, lines: [BOOKKEEPERS] });
    expect(sharedEstimateIn('?tab=2')).toBeNull();
  });

  it.each([
    ['an empty value', ''],
    ['no line', '1'],
    ['another version', '2.bookkeeper_i_ft_2_6_0_40_20261214'],
    ['an unknown role', '1.astronaut_i_ft_2_6_0_40_20261214'],
    ['an unknown level', '1.bookkeeper_q_ft_2_6_0_40_20261214'],
    ['a missing field', '1.bookkeeper_i_ft_2_6_0_20261214'],
    ['a field too many', '1.bookkeeper_i_ft_2_6_0_40_20261214_9'],
    ['no one to hire', '1.bookkeeper_i_ft_0_6_0_40_20261214'],
    ['a leading zero', '1.bookkeeper_i_ft_02_6_0_40_20261214'],
    ['a period too long', '1.bookkeeper_i_ft_2_37_0_40_20261214'],
    ['fractional hours on a full-time hire', '1.bookkeeper_i_ft_2_6_0_20_20261214'],
    ['a day that does not exist', '1.bookkeeper_i_ft_2_6_0_40_20260230'],
    ['a security flag that is not 0 or 1', '1.bookkeeper_i_ft_2_6_yes_40_20261214'],
    ['more lines than an estimate holds', `1${'.bookkeeper_i_ft_2_6_0_40_20261214'.repeat(21)}`],
    ['a very long value', `1.${'x'.repeat(5_000)}`],
    ['script', '1.<script>alert(1)</script>'],
    ['a prototype key', '1.__proto___i_ft_2_6_0_40_20261214'],
  ])('refuses %s without throwing', (_, value) => {
    expect(decodeEstimate(value)).toEqual({ ok: false });
  });

  it('refuses the whole link when one line of it is bad', () => {
    const good = encodeEstimate([BOOKKEEPERS]);
    expect(decodeEstimate(`${good}.qa-tester_x_fr_1_12_1_45_20270104`)).toEqual({ ok: false });
    expect(sharedEstimateIn(`?${ESTIMATE_PARAM}=%E0%A4%A`)).toEqual({ ok: false });
  });
});
