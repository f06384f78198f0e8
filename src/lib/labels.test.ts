import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { jobRoleIds } from '@/shared/job-roles';
import {
  ACTIVITY_TYPES,
  APPLICATION_STATUSES,
  DECLINE_REASONS,
  INTERVIEW_STATUSES,
  OFFER_STATUSES,
  WEEKDAYS,
  activityLabel,
  applicationStatusLabel,
  declineReasonLabel,
  industryLabel,
  interviewStatusLabel,
  jobRoleLabel,
  offerStatusLabel,
  payLabel,
  weekdayLabel,
} from './labels';

const LOCALES = ['en', 'fr', 'es', 'zh'] as const;

afterEach(() => setLocale('en', { reload: false }));

describe('job roles', () => {
  it('names every role of the rate card in every language, in words rather than its key', () => {
    for (const locale of LOCALES) {
      setLocale(locale, { reload: false });
      const names = jobRoleIds.map((role) => {
        const name = jobRoleLabel(role);
        expect(name, `${role} in ${locale}`).toBeTruthy();
        expect(name).not.toMatch(/label_role_/);
        expect(name).not.toBe(role);
        return name;
      });
      // Two roles sharing a name could not be told apart in the role picker.
      expect(new Set(names).size, locale).toBe(jobRoleIds.length);
    }
  });

  it('speaks each language', () => {
    expect(jobRoleLabel('software-developer')).toBe('Software Developer');
    setLocale('fr', { reload: false });
    expect(jobRoleLabel('software-developer')).toBe('Développeur logiciel');
    setLocale('zh', { reload: false });
    expect(jobRoleLabel('bookkeeper')).toBe('记账员');
  });
});

describe('statuses and choices', () => {
  it('gives every value distinct words in every language', () => {
    const tables: [readonly string[], (v: never) => string][] = [
      [APPLICATION_STATUSES, applicationStatusLabel],
      [INTERVIEW_STATUSES, interviewStatusLabel],
      [OFFER_STATUSES, offerStatusLabel],
      [WEEKDAYS, weekdayLabel],
      [DECLINE_REASONS, declineReasonLabel],
    ];
    for (const locale of LOCALES) {
      setLocale(locale, { reload: false });
      for (const [values, label] of tables) {
        const words = values.map((v) => label(v as never));
        expect(new Set(words).size, `${values.join()} in ${locale}`).toBe(values.length);
      }
    }
  });

  it('says an accepted offer is waiting for the payment', () => {
    expect(offerStatusLabel('awaiting_payment')).toBe('Accepted — awaiting payment');
  });

  it('keeps the industries’ existing names', () => {
    expect(industryLabel('human-resource')).toBe('Human resources');
  });
});

describe('payLabel', () => {
  it('quotes full-time pay by the month and fractional pay by the hour', () => {
    expect(payLabel(150000, 'full_time', 'en')).toBe('$1,500 a month');
    expect(payLabel(1250, 'fractional', 'en')).toBe('$12.50 an hour');
  });

  it('follows the language it is given', () => {
    setLocale('es', { reload: false });
    expect(payLabel(1250, 'fractional', 'es').replace(/\u00a0/g, ' ')).toBe('12,50 US$ por hora');
  });
});

describe('activityLabel', () => {
  const job = { id: '6f1c2c49-5a43-4c3e-9a57-0c9f1f1e2a10', title: 'Bookkeeper for a bakery', hire_type: 'full_time', status: 'open' } as const;

  it('names the other side and the job for every kind of activity', () => {
    for (const locale of LOCALES) {
      setLocale(locale, { reload: false });
      const sentences = ACTIVITY_TYPES.map((type) => activityLabel({ type, counterpart: 'Grace Hopper', job }));
      for (const sentence of sentences) {
        expect(sentence).toContain('Grace Hopper');
        expect(sentence).toContain('Bookkeeper for a bakery');
      }
      expect(new Set(sentences).size, locale).toBe(ACTIVITY_TYPES.length);
    }
  });

  it('reads as a sentence', () => {
    expect(activityLabel({ type: 'offer_accepted', counterpart: 'Grace Hopper', job })).toBe(
      'Grace Hopper accepted your offer for Bookkeeper for a bakery',
    );
  });
});
