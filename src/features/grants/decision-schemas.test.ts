import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { addYears, approvalSchema, earliestExpiry, rejectionSchema } from './decision-schemas';

/** A moment whose calendar day differs between the browser's zone and UTC. */
const moment = (local: [number, number, number], utcIso: string) =>
  ({ getFullYear: () => local[0], getMonth: () => local[1] - 1, getDate: () => local[2], toISOString: () => utcIso }) as Date;

describe('earliestExpiry', () => {
  it('takes the later of the local and the UTC day, which the server accepts either way', () => {
    // Evening in Lima: already tomorrow in UTC.
    expect(earliestExpiry(moment([2026, 11, 22], '2026-11-23T02:00:00.000Z'))).toBe('2026-11-23');
    // Just after midnight in Manila: still yesterday in UTC.
    expect(earliestExpiry(moment([2026, 11, 23], '2026-11-22T16:30:00.000Z'))).toBe('2026-11-23');
  });

  it('adds whole years to a calendar day', () => {
    expect(addYears('2026-11-22', 1)).toBe('2027-11-22');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
  });
});

describe('approvalSchema', () => {
  const schema = approvalSchema('2026-11-22');
  const valid = { name: ' Community kitchens 2027 ', percent: ' 40 ', hires: '2', expires_on: '2026-11-22' };

  it('sends numbers and a trimmed name', () => {
    expect(schema.parse(valid)).toEqual({ name: 'Community kitchens 2027', percent: 40, hires: 2, expires_on: '2026-11-22' });
  });

  it.each([
    ['name', 'A', m.grants_error_name()],
    ['name', 'x'.repeat(121), m.grants_error_name()],
    ['percent', '4', m.grants_error_percent()],
    ['percent', '101', m.grants_error_percent()],
    ['percent', '40.5', m.grants_error_percent()],
    ['percent', '', m.grants_error_percent()],
    ['hires', '0', m.grants_error_hires()],
    ['hires', '51', m.grants_error_hires()],
    ['expires_on', '2026-11-21', m.grants_error_expires()],
    ['expires_on', '', m.grants_error_expires()],
  ])('refuses %s %j as the contract does', (field, value, message) => {
    const result = schema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });
});

describe('rejectionSchema', () => {
  it('wants 10 to 2,000 characters once trimmed', () => {
    expect(rejectionSchema().safeParse({ reason: '   too short   ' }).success).toBe(false);
    expect(rejectionSchema().safeParse({ reason: 'x'.repeat(2001) }).success).toBe(false);
    expect(rejectionSchema().parse({ reason: ' Please send your accounts. ' })).toEqual({ reason: 'Please send your accounts.' });
  });
});
