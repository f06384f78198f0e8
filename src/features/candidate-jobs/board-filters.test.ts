import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, paramsFromFilters, searchQuery } from './board-filters';

describe('board filters', () => {
  it('reads what the URL carries and writes it back the same', () => {
    const params = new URLSearchParams('q=month+end&industry=accounting&role=bookkeeper&hire_type=full_time&experience_level=expert&country=ph&page=3');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      q: 'month end',
      industry: 'accounting',
      role: 'bookkeeper',
      hireType: 'full_time',
      level: 'expert',
      country: 'PH',
      page: 3,
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'q=month+end&industry=accounting&role=bookkeeper&hire_type=full_time&experience_level=expert&country=PH&page=3',
    );
    expect(searchQuery(filters, 20)).toEqual({
      q: 'month end',
      industry: 'accounting',
      role: 'bookkeeper',
      hire_type: 'full_time',
      experience_level: 'expert',
      country: 'PH',
      page: 3,
      page_size: 20,
    });
  });

  it('drops what the API would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams(`q=${'x'.repeat(150)}&industry=space&role=astronaut&hire_type=gig&country=XX&page=-2`));
    expect(filters).toEqual({ q: 'x'.repeat(100), page: 1 });
    expect(filtersFromParams(new URLSearchParams('page=10001')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('drops a role from another industry than the one chosen', () => {
    expect(filtersFromParams(new URLSearchParams('industry=education&role=bookkeeper'))).toEqual({ q: '', industry: 'education', page: 1 });
    expect(filtersFromParams(new URLSearchParams('role=bookkeeper')).role).toBe('bookkeeper');
  });

  it('knows whether anything narrows the search; the page alone does not', () => {
    expect(hasFilters({ q: '  ', page: 4 })).toBe(false);
    expect(hasFilters({ q: '', country: 'PH', page: 1 })).toBe(true);
  });
});
