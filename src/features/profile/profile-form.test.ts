import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { formValuesOf, profileInputOf, profileSchema, type ProfileFormValues } from './profile-form';

const values: ProfileFormValues = {
  headline: '  Bookkeeper for bakeries ',
  role: '',
  experience_level: '',
  years_experience: '3',
  monthly_rate: '',
  availability: 'immediately',
  bio: ' ',
};

const problems = (v: Partial<ProfileFormValues>) => {
  const result = profileSchema('en').safeParse({ ...values, ...v });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('profileInputOf', () => {
  it('leaves unchosen parts out, so saving clears them, and trims the text', () => {
    expect(profileInputOf(values)).toEqual({
      headline: 'Bookkeeper for bakeries',
      bio: '',
      years_experience: 3,
      availability: 'immediately',
    });
  });

  it('sends the monthly pay in cents', () => {
    expect(profileInputOf({ ...values, role: 'paralegal', experience_level: 'expert', monthly_rate: '2 500' })).toMatchObject({
      role: 'paralegal',
      experience_level: 'expert',
      monthly_rate_cents: 250000,
    });
  });

  it('round-trips what the server holds', () => {
    const profile = {
      headline: 'Paralegal',
      role: 'paralegal',
      experience_level: 'entry',
      years_experience: 1,
      monthly_rate_cents: 120000,
      availability: 'one_month',
      bio: 'Hello',
    } as components['schemas']['CandidateProfile'];
    expect(formValuesOf(profile)).toMatchObject({ monthly_rate: '1200', years_experience: '1', role: 'paralegal' });
    expect(profileInputOf(formValuesOf(profile))).toMatchObject({ monthly_rate_cents: 120000, years_experience: 1 });
  });
});

describe('profileSchema', () => {
  it('accepts a profile that is still partial', () => {
    expect(problems({})).toEqual({});
  });

  it('wants whole years from 0 to 60', () => {
    expect(problems({ years_experience: '' })).toEqual({ years_experience: 'Enter a whole number of years from 0 to 60.' });
    expect(problems({ years_experience: '2.5' })).toHaveProperty('years_experience');
    expect(problems({ years_experience: '61' })).toHaveProperty('years_experience');
    expect(problems({ years_experience: '60' })).toEqual({});
  });

  it('wants the pay in whole dollars within the contract’s bounds', () => {
    expect(problems({ monthly_rate: '1,500' })).toEqual({ monthly_rate: 'Enter whole dollars, digits only, for example 1500.' });
    expect(problems({ monthly_rate: '99' })).toEqual({ monthly_rate: 'Enter an amount from $100 to $100,000.' });
    expect(problems({ monthly_rate: '100001' })).toHaveProperty('monthly_rate');
    expect(problems({ monthly_rate: '100' })).toEqual({});
  });

  it('limits the headline', () => {
    expect(problems({ headline: 'x'.repeat(121) })).toEqual({ headline: 'Use at most 120 characters.' });
  });
});
