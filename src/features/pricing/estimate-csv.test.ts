import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { BOOKKEEPERS } from '../../../tests/doubles/fixtures/estimates';
import { BOM, csvAmount, csvField, estimateCsv } from './estimate-csv';

/** RFC 4180 read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}
const rowsOf = (csv: string) => parseCsv(csv.slice(BOM.length));

afterEach(() => setLocale('en', { reload: false }));

describe('CSV of an estimate', () => {
  it('quotes only what needs quoting, doubling quotes', () => {
    expect(csvField('Bookkeeper')).toBe('Bookkeeper');
    expect(csvField('Service period, other way')).toBe('"Service period, other way"');
    expect(csvField('The "best" team')).toBe('"The ""best"" team"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(parseCsv(`${csvField('a, "b"\nc')},d\r\n`)).toEqual([['a, "b"\nc', 'd']]);
    expect(csvField(12)).toBe('12');
    expect(csvAmount(1_023_858)).toBe('10238.58');
    expect(csvAmount(4_900)).toBe('49.00');
  });

  it('starts with the byte order mark and has a row per role, the subscription once and the totals', () => {
    setLocale('en', { reload: false });
    const csv = estimateCsv([BOOKKEEPERS]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual([
      'Role',
      'Experience',
      'How you hire',
      'People',
      'Hours a week',
      'Start date',
      'Service period (months)',
      'Secure cloud computing',
      'First month (USD)',
      'Per month (USD)',
      'Service period (USD)',
      'Hired the other way',
      'Hours a week, other way',
      'Per month, other way (USD)',
      'Service period, other way (USD)',
    ]);
    // Two bookkeepers: 2 × 124 358 first month, 2 × 179 900 a month, 2 × 1 023 858 over six months;
    // the same two fractional at 20 hours: 2 × 109 927 a month, 2 × (83 729 + 5 × 109 927) over six.
    expect(rows[1]).toEqual([
      'Bookkeeper',
      'Intermediate',
      'Full-time',
      '2',
      '40',
      '2026-12-14',
      '6',
      'No',
      '2487.16',
      '3598.00',
      '20477.16',
      'Fractional (by the hour)',
      '20',
      '2198.54',
      '12667.28',
    ]);
    expect(rows[2]).toEqual(['']);
    expect(rows[3]).toEqual(['Platform subscription, once per account', '', '', '', '', '', '', '', '49.00', '49.00', '294.00']);
    expect(rows[4]).toEqual(['Total', '', '', '', '', '', '', '', '2536.16', '3647.00', '20771.16']);
    expect(rows).toHaveLength(5);
  });

  it('shows what the grant saves, and headers in the visitor’s language', () => {
    setLocale('fr', { reload: false });
    const rows = rowsOf(estimateCsv([BOOKKEEPERS], { percent: 50, hiresLeft: 1 }));
    expect(rows[0]!.slice(0, 4)).toEqual(['Poste', 'Expérience', 'Type d’embauche', 'Personnes']);
    expect(rows[1]!.slice(0, 3)).toEqual(['Aide-comptable', 'Confirmé', 'Temps plein']);
    // One of the two covered: 21 534 + 5 × 19 950 = 121 284 off.
    expect(rows[4]).toEqual(['Économies grâce à la subvention (50 % des frais)', '', '', '', '', '', '', '', '', '', '-1212.84']);
    expect(rows[5]![0]).toBe('Total');
  });
});
