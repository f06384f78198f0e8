import { describe, expect, it } from 'vitest';
import { localToday, requestCandidateSchema, toCandidateRequest, type RequestCandidateValues } from './request-candidate-schema';

const valid: RequestCandidateValues = {
  role: 'recruiter',
  experience_level: 'entry',
  hire_type: 'full_time',
  headcount: ' 4 ',
  start_date: '2026-05-04',
  details: '  ',
};

const errorsOf = (values: RequestCandidateValues) => {
  const result = requestCandidateSchema('2026-05-04').safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the request for a candidate', () => {
  it('accepts a start today or later, and no start date at all', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, start_date: '' })).toEqual({});
    expect(errorsOf({ ...valid, start_date: '2026-05-03' })).toEqual({ start_date: 'Choose today or a later date.' });
  });

  it('takes 1 to 50 people, as whole numbers', () => {
    expect(errorsOf({ ...valid, headcount: '0' })).toEqual({ headcount: 'Enter 1 or more.' });
    expect(errorsOf({ ...valid, headcount: '51' })).toEqual({ headcount: 'Enter 50 or less.' });
    expect(errorsOf({ ...valid, headcount: '2.5' })).toEqual({ headcount: 'Enter a whole number.' });
  });

  it('refuses a role or level the contract does not know', () => {
    expect(errorsOf({ ...valid, role: 'astronaut', experience_level: 'guru' })).toEqual({
      role: 'Choose one of the options.',
      experience_level: 'Choose one of the options.',
    });
  });

  it('sends numbers as numbers and leaves out what is empty', () => {
    expect(toCandidateRequest({ ...valid, start_date: '' })).toEqual({ role: 'recruiter', experience_level: 'entry', hire_type: 'full_time', headcount: 4 });
    expect(toCandidateRequest({ ...valid, details: ' Night shift ' })).toMatchObject({ start_date: '2026-05-04', details: 'Night shift' });
  });

  it('dates today in the visitor’s calendar', () => {
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });
});
