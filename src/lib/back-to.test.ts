import { describe, expect, it } from 'vitest';
import { backToPlace, backToState, placePath } from './back-to';

describe('backTo', () => {
  it('carries a place there and back, filters included', () => {
    const state = backToState({ pathname: '/dashboard/activity/job-applications', search: '?status=shortlisted', hash: '' });
    const place = backToPlace(state);
    expect(place).toEqual({ pathname: '/dashboard/activity/job-applications', search: '?status=shortlisted', hash: '' });
    expect(placePath(place!)).toBe('/dashboard/activity/job-applications?status=shortlisted');
  });

  it('ignores anything that is not a path of this site', () => {
    for (const state of [null, undefined, 'x', {}, { backTo: null }, { backTo: { pathname: 42 } }, { backTo: { pathname: '//evil.example' } }, { backTo: { pathname: 'https://evil.example' } }]) {
      expect(backToPlace(state)).toBeNull();
    }
    expect(backToPlace({ backTo: { pathname: '/employer/search', search: 'role=x', hash: 5 } })).toEqual({ pathname: '/employer/search', search: '', hash: '' });
  });
});
