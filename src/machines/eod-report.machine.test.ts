import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { eodReportMachine, reportIssues, toQuarterHour, type EodReport, type EodReportInput, type SaveReportInput } from './eod-report.machine';

const today = '2026-06-03';
const fields = { done: 'Paid the suppliers.', blockers: '', plan: 'Payroll.', worked_minutes: 480 };
const filedId = '11111111-2222-4333-8444-555555555555';

function start(input: Partial<EodReportInput>) {
  const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise(() => {}));
  const machine = eodReportMachine.provide({ actors: { saveReport: never<EodReport, SaveReportInput>(), findTodaysReport: never<EodReport | null>() } });
  return createActor(machine, { input: { today, report: null, suggestedMinutes: 0, draft: null, storageKey: null, ...input } }).start().getSnapshot().context;
}

// The path model starts from today's draft; these are the drafts that must not come back.
describe('eodReportMachine: which draft comes back', () => {
  it('drops yesterday’s draft, and a draft of another report', () => {
    expect(start({ draft: { day: '2026-06-02', reportId: null, fields } }).resumed).toBe(false);
    const report = { id: filedId, done: 'Filed.', blockers: '', plan: 'Next.', worked_minutes: 420 } as EodReport;
    const other = start({ report, draft: { day: today, reportId: '99999999-2222-4333-8444-555555555555', fields } });
    expect(other).toMatchObject({ resumed: false, fields: { done: 'Filed.', worked_minutes: 420 } });
  });

  it('takes a new report’s draft into today’s report filed since, and ignores what is not a draft', () => {
    const report = { id: filedId, done: 'Filed.', blockers: '', plan: 'Next.', worked_minutes: 420 } as EodReport;
    expect(start({ report, draft: { day: today, reportId: null, fields } })).toMatchObject({ resumed: true, reportId: filedId, fields });
    expect(start({ draft: { day: today, fields: { done: 3 } } }).resumed).toBe(false);
  });
});

describe('reportIssues and toQuarterHour', () => {
  it('asks for what was done and the plan, within the contract’s lengths and quarter hours', () => {
    expect(reportIssues({ ...fields, done: '  ', plan: 'x'.repeat(2001), worked_minutes: 50 })).toEqual({ done: 'required', plan: 'tooLong', worked_minutes: 'notQuarterHour' });
    expect(reportIssues(fields)).toEqual({});
    expect([toQuarterHour(452), toQuarterHour(-5), toQuarterHour(2000)]).toEqual([450, 0, 1440]);
  });
});
