import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, NO_FILTERS, paramsFromFilters, parseRate, parseSkills, searchQuery, skillsParam } from './search-filters';

describe('candidate search filters', () => {
  it('reads a shared URL into filters and writes the same URL back', () => {
    const url = 'q=ledger&role=bookkeeper&skills=QuickBooks,Xero&level=expert&max_rate=1800&availability=two_weeks&country=PH&page=3';
    const filters = filtersFromParams(new URLSearchParams(url));
    expect(filters).toEqual({
      q: 'ledger',
      role: 'bookkeeper',
      skills: 'QuickBooks, Xero',
      level: 'expert',
      maxRate: 1800,
      availability: 'two_weeks',
      country: 'PH',
      page: 3,
    });
    expect([...paramsFromFilters(filters)]).toEqual([...new URLSearchParams(url)]);
  });

  it('drops what the API would refuse from a hand-edited URL', () => {
    const filters = filtersFromParams(
      new URLSearchParams('role=astronaut&level=guru&max_rate=-5&availability=someday&country=XX&page=0&q=' + 'a'.repeat(150)),
    );
    expect(filters).toEqual({ ...NO_FILTERS, q: 'a'.repeat(100) });
    expect(filtersFromParams(new URLSearchParams('country=ph&page=2.5')).country).toBe('PH');
    expect(filtersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('sends the rate in cents and leaves out what is not set', () => {
    expect(searchQuery({ ...NO_FILTERS, maxRate: 1500, skills: ' excel , ,Excel, sql ' }, 20)).toEqual({
      skills: 'excel,sql',
      max_monthly_rate_cents: 150_000,
      page: 1,
      page_size: 20,
    });
    expect(searchQuery({ ...NO_FILTERS, maxRate: 0 }, 20)).toEqual({ max_monthly_rate_cents: 0, page: 1, page_size: 20 });
  });

  it('reads rates as whole dollars within the contract', () => {
    expect(parseRate('1,500')).toBe(1500);
    expect(parseRate(' 900 ')).toBe(900);
    expect(parseRate('12.5')).toBeUndefined();
    expect(parseRate('lots')).toBeUndefined();
    expect(parseRate('1000001')).toBeUndefined();
  });

  it('keeps whole skills within the 200-character limit', () => {
    expect(parseSkills('React, typescript , react,')).toEqual(['React', 'typescript']);
    const many = Array.from({ length: 30 }, (_, i) => `skill-number-${i}`).join(',');
    const sent = skillsParam(many);
    expect(sent.length).toBeLessThanOrEqual(200);
    expect(sent.split(',').every((skill) => /^skill-number-\d+$/.test(skill))).toBe(true);
  });

  it('reads and writes a language with its lowest level, and the hours shared with the employer', () => {
    const url = 'language=tl&language_level=C1&overlap_hours=3';
    const filters = filtersFromParams(new URLSearchParams(url));
    expect(filters).toMatchObject({ language: 'tl', languageLevel: 'C1', overlapHours: 3 });
    expect([...paramsFromFilters(filters)]).toEqual([...new URLSearchParams(url)]);
    expect(searchQuery(filters, 20)).toEqual({ language: 'tl', language_level: 'C1', overlap_hours: 3, page: 1, page_size: 20 });
    // A level without its language, a code not in the list, hours past a working day: left out.
    expect(filtersFromParams(new URLSearchParams('language_level=C1&overlap_hours=9'))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('language=xx&language_level=B2'))).toEqual(NO_FILTERS);
  });

  it('says whether anything narrows the search, the page aside', () => {
    expect(hasFilters({ ...NO_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, country: 'MX' })).toBe(true);
  });
});
