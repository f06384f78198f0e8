import { describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { helpTopics, matchesQuery } from './help-topics';

describe('help search', () => {
  it('matches words from the question or the answer, ignoring case', () => {
    setLocale('en', { reload: false });
    const found = helpTopics.filter((t) => matchesQuery(t, 'PASSWORD')).map((t) => t.id);
    expect(found).toContain('forgot-password');
    expect(found).toContain('password-storage');
    expect(found).not.toContain('language');
  });

  it('ignores accents, so "securite" finds the French answers about security', () => {
    setLocale('fr', { reload: false });
    const found = helpTopics.filter((t) => matchesQuery(t, 'securite')).map((t) => t.id);
    expect(found).toContain('other-devices');
    setLocale('en', { reload: false });
  });

  it('shows everything for an empty search', () => {
    expect(helpTopics.filter((t) => matchesQuery(t, '  '))).toHaveLength(helpTopics.length);
  });
});
