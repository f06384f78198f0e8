import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  blankFields,
  brokenRule,
  fieldErrorsOf,
  parsePayCents,
  postJobMachine,
  restoreContext,
  stepOfFailure,
  toJobInput,
  type EmployerJob,
  type JobFields,
  type PostJobInput,
} from './post-job.machine';

const FILLED: JobFields = {
  title: '  Bookkeeper for a dental practice ',
  role: 'bookkeeper',
  experience_level: 'intermediate',
  description: 'Keep the books of our two clinics in order and close each month on time.',
  skills: [' QuickBooks', 'quickbooks', '', 'Xero'],
  country: '',
  pay: '1500',
  hours_per_week: '40',
};

const JOB: EmployerJob = {
  id: '5c0ffee0-0000-4000-8000-000000000001',
  title: 'Payroll specialist',
  description: 'Run payroll for forty people in three states, every two weeks.',
  role: 'payroll-specialist',
  industry: 'accounting',
  hire_type: 'fractional',
  experience_level: 'expert',
  pay_cents: 2_250,
  currency: 'USD',
  hours_per_week: 15,
  skills: ['Gusto'],
  country: 'PH',
  status: 'open',
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  applicants: { total: 0, invited: 0, to_review: 0, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
};

/** Where a machine started from `input` settles (its first state is a choice, not a stop). */
const startsAt = (input: PostJobInput) => {
  const actor = createActor(postJobMachine, { input }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
};

describe('pay and fields', () => {
  it('reads dollars as cents, with a point or a comma, and nothing else', () => {
    expect(parsePayCents('1500')).toBe(150_000);
    expect(parsePayCents(' 12.5 ')).toBe(1_250);
    // In the employer's language: a comma groups thousands in English, marks the cents in French and Spanish.
    expect(parsePayCents('1,200')).toBe(120_000);
    expect(parsePayCents('1,500.00')).toBe(150_000);
    expect(parsePayCents('12,05', 'fr')).toBe(1_205);
    expect(parsePayCents('1 200,50', 'fr')).toBe(120_050);
    expect(parsePayCents('1.200,50', 'es')).toBe(120_050);
    expect(parsePayCents('1.200')).toBeNull();
    expect(parsePayCents('12,05')).toBeNull();
    expect(parsePayCents('12.345')).toBeNull();
    expect(parsePayCents('-3')).toBeNull();
    expect(parsePayCents('')).toBeNull();
  });

  it('holds each field to the contract’s limits and the method’s hours', () => {
    expect(brokenRule('title', { ...FILLED, title: ' ab ' }, 'full_time')).toEqual({ rule: 'too_short', min: 3 });
    expect(brokenRule('description', { ...FILLED, description: 'Too short.' }, 'full_time')).toEqual({ rule: 'too_short', min: 20 });
    expect(brokenRule('pay', { ...FILLED, pay: '0.50' }, 'full_time')).toEqual({ rule: 'pay_range', min: 100, max: 10_000_000 });
    expect(brokenRule('pay', { ...FILLED, pay: 'lots' }, 'full_time')).toEqual({ rule: 'pay_format', method: 'full_time' });
    expect(brokenRule('hours_per_week', FILLED, 'full_time')).toBeNull();
    expect(brokenRule('hours_per_week', FILLED, 'fractional')).toEqual({ rule: 'hours_range', min: 1, max: 29 });
    expect(brokenRule('hours_per_week', { ...FILLED, hours_per_week: '20.5' }, 'fractional')).toEqual({ rule: 'hours_range', min: 1, max: 29 });
    expect(brokenRule('skills', { ...FILLED, skills: Array.from({ length: 16 }, (_, i) => `Skill ${i}`) }, 'full_time')).toEqual({ rule: 'too_many', max: 15 });
    expect(brokenRule('role', { ...FILLED, role: '' }, 'full_time')).toEqual({ rule: 'required' });
  });

  it('sends trimmed text, skills without repeats, and no country for anywhere', () => {
    expect(toJobInput('full_time', FILLED)).toEqual({
      title: 'Bookkeeper for a dental practice',
      description: FILLED.description,
      role: 'bookkeeper',
      hire_type: 'full_time',
      experience_level: 'intermediate',
      pay_cents: 150_000,
      hours_per_week: 40,
      skills: ['QuickBooks', 'Xero'],
    });
    expect(toJobInput('full_time', { ...FILLED, country: 'MX' }).country).toBe('MX');
  });

  it('places the server’s field messages on the wizard’s fields and steps', () => {
    const pay = { message: 'Check it.', code: 'VALIDATION_FAILED', fields: { pay_cents: 'Too low.', hire_type: 'No.' } };
    expect(fieldErrorsOf(pay)).toEqual({ pay: 'Too low.' });
    expect(stepOfFailure(pay)).toBe('pay');
    expect(stepOfFailure({ message: 'Check it.', code: 'VALIDATION_FAILED', fields: { 'skills.3': 'Too long.' } })).toBe('details');
    expect(stepOfFailure({ message: 'Closed.', code: 'JOB_CLOSED' })).toBeNull();
  });
});

describe('where the wizard starts', () => {
  it('asks for the method when none is known', () => {
    expect(startsAt({}).value).toBe('choosingMethod');
    expect(startsAt({ method: 'full_time' }).value).toBe('details');
    expect(startsAt({ method: 'full_time' }).context.fields).toEqual(blankFields('full_time'));
  });

  it('resumes a draft at its step, but never past a step that is not complete', () => {
    const draft = { method: 'full_time', fields: FILLED, step: 'review', reached: 3, jobId: null, jobStatus: null };
    const resumed = startsAt({ draft });
    expect(resumed.value).toBe('review');
    expect(resumed.context.resumed).toBe(true);
    expect(startsAt({ draft: { ...draft, fields: { ...FILLED, pay: '' } } }).value).toBe('pay');
    expect(startsAt({ draft: { ...draft, fields: { ...FILLED, title: '' } } }).value).toBe('details');
    // A step not yet reached is not one to resume at.
    expect(startsAt({ draft: { ...draft, reached: 1 } }).value).toBe('details');
  });

  it('reads the pay in the employer’s language, and a draft typed in another one is rewritten in this one', () => {
    const draft = { method: 'full_time', fields: { ...FILLED, pay: '1.200,50' }, step: 'review', reached: 3, jobId: null, jobStatus: null, locale: 'es' };
    const spanish = startsAt({ draft, locale: 'es' });
    expect(spanish.value).toBe('review');
    expect(toJobInput('full_time', spanish.context.fields, spanish.context.locale).pay_cents).toBe(120_050);
    // "1.200,50" is no amount in English: the draft comes back as "1200.50", still on the review.
    const english = startsAt({ draft, locale: 'en' });
    expect(english.context.fields.pay).toBe('1200.50');
    expect(english.value).toBe('review');
    expect(startsAt({ draft: { ...draft, locale: 'fr' }, locale: 'fr' }).value).toBe('pay');
    expect(brokenRule('pay', { ...FILLED, pay: '1 200' }, 'full_time', 'fr')).toBeNull();
    expect(brokenRule('pay', { ...FILLED, pay: '1,200' }, 'fractional', 'fr')).toEqual({ rule: 'pay_format', method: 'fractional' });
  });

  it('keeps only what fits from storage', () => {
    const draft = {
      method: 'part-time',
      fields: { ...FILLED, role: 'astronaut', skills: 'QuickBooks', country: 'Mexico', extra: 'x' },
      step: 'launch',
      reached: 12,
      jobId: 42,
      jobStatus: 'deleted',
    };
    const context = restoreContext({ method: 'full_time', draft });
    expect(context.method).toBe('full_time');
    expect(context.fields).toEqual({ ...FILLED, role: '', skills: [], country: '' });
    expect(context.step).toBe('details');
    expect(context.reached).toBe(1);
    expect(context.jobId).toBeNull();
    expect(context.jobStatus).toBeNull();
    expect(restoreContext({ draft: 'not a draft' }).resumed).toBe(false);
  });

  it('follows the method just chosen over the draft’s, starting the pay again', () => {
    const draft = { method: 'full_time', fields: FILLED, step: 'pay', reached: 3, jobId: null, jobStatus: null };
    const context = restoreContext({ method: 'fractional', draft });
    expect(context.method).toBe('fractional');
    expect(context.fields).toEqual({ ...FILLED, pay: '', hours_per_week: '20' });
    expect(startsAt({ method: 'fractional', draft }).value).toBe('pay');
  });

  it('edits a job from its values, every step open, and its own draft only', () => {
    const editing = startsAt({ job: JOB, method: 'full_time' });
    expect(editing.value).toBe('details');
    expect(editing.context).toMatchObject({ method: 'fractional', jobId: JOB.id, jobStatus: 'open', reached: 3, resumed: false });
    expect(editing.context.fields).toEqual({
      title: JOB.title,
      role: 'payroll-specialist',
      experience_level: 'expert',
      description: JOB.description,
      skills: ['Gusto'],
      country: 'PH',
      pay: '22.50',
      hours_per_week: '15',
    });
    const mine = { method: 'fractional', fields: { ...editing.context.fields, title: 'Payroll lead' }, step: 'review', reached: 3, jobId: JOB.id, jobStatus: 'open' };
    expect(startsAt({ job: JOB, draft: mine }).context.fields.title).toBe('Payroll lead');
    expect(startsAt({ job: JOB, draft: { ...mine, jobId: null } }).context.fields.title).toBe(JOB.title);
  });
});
