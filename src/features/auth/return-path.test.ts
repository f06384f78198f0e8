import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('goes back where the guard found the visitor, search and hash included', () => {
    expect(returnPath({ pathname: '/settings/security', search: '?tab=devices', hash: '#list' })).toBe('/settings/security?tab=devices#list');
    expect(returnPath({ pathname: '/dashboard/activity/jobs' })).toBe('/dashboard/activity/jobs');
  });

  it('goes to the dashboard without an origin, or with one that would leave the site or loop', () => {
    expect(returnPath(undefined)).toBe('/dashboard');
    expect(returnPath({ pathname: '//evil.example/x' })).toBe('/dashboard');
    expect(returnPath({ pathname: 'https://evil.example/' })).toBe('/dashboard');
    expect(returnPath({ pathname: '/login', search: '?x=1' })).toBe('/dashboard');
  });
});
