import { describe, expect, it } from 'vitest';
import { isCalendarDate, rangeProblem, readSpendingsParams, spendingsExportHref, withPage, withRange } from './spendings-range';

const params = (search: string) => new URLSearchParams(search);

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD, leap days included', () => {
    expect(isCalendarDate('2026-04-30')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const value of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-4-3', '30/04/2026', '2026-04-30T00:00', '']) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});

describe('rangeProblem', () => {
  it('accepts open ends, one day, and days in order', () => {
    expect(rangeProblem({})).toBeUndefined();
    expect(rangeProblem({ from: '2026-04-01' })).toBeUndefined();
    expect(rangeProblem({ to: '2026-04-30' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-04-30', to: '2026-04-30' })).toBeUndefined();
    expect(rangeProblem({ from: '2025-12-31', to: '2026-01-01' })).toBeUndefined();
  });

  it('puts an end before the start on the end date', () => {
    expect(rangeProblem({ from: '2026-05-01', to: '2026-04-30' })).toEqual({ field: 'to', reason: 'order' });
  });

  it('names the field that holds something other than a day', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-04-30' })).toEqual({ field: 'from', reason: 'invalid_date' });
    expect(rangeProblem({ from: '2026-04-01', to: 'soon' })).toEqual({ field: 'to', reason: 'invalid_date' });
  });
});

describe('readSpendingsParams', () => {
  it('reads the range and the page from the address', () => {
    expect(readSpendingsParams(params('from=2026-04-01&to=2026-04-30&page=3'))).toEqual({
      range: { from: '2026-04-01', to: '2026-04-30' },
      page: 3,
    });
  });

  it('starts at page 1 and keeps the page within the contract', () => {
    expect(readSpendingsParams(params('')).page).toBe(1);
    expect(readSpendingsParams(params('page=0')).page).toBe(1);
    expect(readSpendingsParams(params('page=-4')).page).toBe(1);
    expect(readSpendingsParams(params('page=two')).page).toBe(1);
    expect(readSpendingsParams(params('page=99999')).page).toBe(10_000);
  });

  it('ignores a date that is not a day, as the other lists ignore what the server would refuse', () => {
    expect(readSpendingsParams(params('from=yesterday&to=2026-04-31'))).toEqual({ range: {}, page: 1 });
  });

  it('keeps two days in the wrong order, with the problem, so the form can show them', () => {
    expect(readSpendingsParams(params('from=2026-05-01&to=2026-04-01'))).toEqual({
      range: { from: '2026-05-01', to: '2026-04-01' },
      page: 1,
      problem: { field: 'to', reason: 'order' },
    });
  });
});

describe('withRange and withPage', () => {
  it('sets only the ends given, starts again from page 1 and keeps other parameters', () => {
    const next = withRange(params('from=2026-01-01&to=2026-01-31&page=4&ref=mail'), { from: '2026-03-01' });
    expect(next.toString()).toBe('from=2026-03-01&ref=mail');
  });

  it('clears the range', () => {
    expect(withRange(params('from=2026-01-01&to=2026-01-31'), {}).toString()).toBe('');
  });

  it('writes a page after the first and leaves page 1 out of the address', () => {
    expect(withPage(params('from=2026-01-01'), 2).toString()).toBe('from=2026-01-01&page=2');
    expect(withPage(params('from=2026-01-01&page=2'), 1).toString()).toBe('from=2026-01-01');
  });
});

describe('spendingsExportHref', () => {
  it('asks the server for the CSV of the range shown', () => {
    expect(spendingsExportHref({ from: '2026-04-01', to: '2026-04-30' })).toBe('/api/v1/employer/spendings/export?from=2026-04-01&to=2026-04-30');
    expect(spendingsExportHref({ to: '2026-04-30' })).toBe('/api/v1/employer/spendings/export?to=2026-04-30');
  });

  it('exports every payment when no date is chosen', () => {
    expect(spendingsExportHref({})).toBe('/api/v1/employer/spendings/export');
  });
});
