import { describe, expect, it } from 'vitest';
import { timeOffIssues, toRequestInput, type TimeOffForm } from './time-off-request.machine';

const today = '2026-06-03';
const form: TimeOffForm = { kind: 'sick', start_date: '2026-06-03', end_date: '2026-06-03', part_of_day: 'afternoon', note: '  ' };

// The path model sends one good form and one refused; these are the other ways a form is refused.
describe('timeOffIssues', () => {
  it('takes a half day of today', () => {
    expect(timeOffIssues(form, today)).toEqual([]);
    expect(toRequestInput(form)).toEqual({ kind: 'sick', start_date: today, end_date: today, part_of_day: 'afternoon' });
  });

  it('names every missing or impossible choice', () => {
    expect(timeOffIssues({ kind: null, start_date: '', end_date: '', part_of_day: 'full', note: '' }, today)).toEqual(['kind', 'startMissing', 'endMissing']);
    expect(timeOffIssues({ ...form, start_date: '2026-06-02', end_date: '2026-06-01', note: 'x'.repeat(501) }, today)).toEqual([
      'startPast',
      'endBeforeStart',
      'halfDayRange',
      'noteTooLong',
    ]);
  });
});
