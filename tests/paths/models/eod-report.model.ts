import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { readSession } from '@/lib/storage';
import { eodReportMachine, reportIssues, type EodReport, type EodReportContext, type ReportDraft, type SaveReportInput } from '@/machines/eod-report.machine';
import { makeReport } from '../../doubles/fixtures/my-work';
import { definePathModel, doneEvent, errorEvent, pendingActor } from '../harness';

const today = '2026-06-03';
const storageKey = 'eodReport:9a1c3f7e-2b4d-4e6f-8a0b-1c2d3e4f5a6b';
const filed = makeReport({ id: '11111111-2222-4333-8444-555555555555', work_date: today, editable: true });
const saved: EodReport = { ...filed, done: 'Closed the March books.' };
const offline = new TypeError('Failed to fetch');
const exists: ApiProblem = { message: 'You already filed today’s report.', code: 'REPORT_EXISTS' };
const locked: ApiProblem = { message: 'This report can no longer be changed: its day is over.', code: 'REPORT_LOCKED' };
const refused: ApiProblem = { message: 'Some fields need your attention.', code: 'VALIDATION_FAILED', fields: { plan: 'Say what comes next.' } };
const typed = { done: '  Closed the March books.  ', plan: 'Start on April.' };
const draft: ReportDraft = { day: today, reportId: null, fields: { done: 'Half a sentence', blockers: '', plan: '', worked_minutes: 240 } };

let sent: SaveReportInput[] = [];

// Where the composer starts: a new report (with the clock's 7 h 32 min offered as 7 h 30 min), today's
// report to change, and a draft this tab kept (yesterday's would not come back; see the machine test).
export default definePathModel({
  name: 'eodReport',
  machine: eodReportMachine.provide({
    actors: {
      saveReport: fromPromise<EodReport, SaveReportInput>(({ input }) => {
        sent.push(input);
        return new Promise(() => {});
      }),
      findTodaysReport: pendingActor<EodReport | null>(),
    },
  }),
  inputs: [
    { name: 'new', input: { today, report: null, suggestedMinutes: 452, draft: null, storageKey } },
    { name: 'today’s filed', input: { today, report: filed, suggestedMinutes: 452, draft: null, storageKey } },
    { name: 'a draft kept', input: { today, report: null, suggestedMinutes: 452, draft, storageKey } },
  ],
  events: [
    { type: 'UPDATE', fields: typed },
    { type: 'UPDATE', fields: { done: '   ' } },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'DISCARD' },
    doneEvent('saveReport', saved),
    errorEvent('saveReport', exists),
    errorEvent('saveReport', locked),
    errorEvent('saveReport', refused),
    errorEvent('saveReport', offline),
    doneEvent('findTodaysReport', filed),
    doneEvent('findTodaysReport', null),
    errorEvent('findTodaysReport', offline),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as EodReportContext;
    return JSON.stringify([snapshot.value, context.reportId, context.fields, context.showIssues, context.problem?.code ?? null, context.resumed, context.foundExisting]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      sent = [];
      sessionStorage.clear();
    }
    const context = snapshot.context as EodReportContext;
    const kept = readSession<ReportDraft>(storageKey);
    // Every change is kept for a reload; a report sent for good (or locked) leaves nothing behind.
    if (event.type === 'UPDATE') expect(kept).toEqual({ day: today, reportId: context.reportId, fields: context.fields });
    if (snapshot.status === 'done' || event.type === 'DISCARD') expect(kept).toBeNull();
    if (snapshot.matches('submitting') && !previous?.matches('submitting')) {
      expect(sent.at(-1)).toEqual({
        reportId: context.reportId,
        fields: { done: context.fields.done.trim(), blockers: context.fields.blockers.trim(), plan: context.fields.plan.trim(), worked_minutes: context.fields.worked_minutes },
      });
    }
    const told = actions.filter((action) => action.type === 'saved');
    if (event.type === 'xstate.done.actor.saveReport') expect(told).toEqual([{ type: 'saved', params: { report: saved, created: previous?.context.reportId === null } }]);
    else expect(told).toEqual([]);
  },
  states: {
    'composing.editing': ({ snapshot, input, event }) => {
      const context = snapshot.context as EodReportContext;
      if (context.foundExisting) expect(context.reportId).toBe(filed.id);
      else expect(context.reportId).toBe(input?.report?.id ?? null);
      // A SUBMIT that stays here was refused before sending: the form says why.
      if (event.type === 'SUBMIT') {
        expect(context.showIssues).toBe(true);
        expect(reportIssues(context.fields)).not.toEqual({});
      }
    },
    'composing.failed': ({ snapshot }) => {
      expect(['REPORT_EXISTS', 'VALIDATION_FAILED', 'NETWORK']).toContain(snapshot.context.problem?.code);
      expect(snapshot.hasTag('canRetry')).toBe(true);
    },
    submitting: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    locating: ({ snapshot }) => expect(snapshot.context.problem).toEqual(exists),
    locked: ({ snapshot }) => {
      expect(snapshot.hasTag('locked')).toBe(true);
      expect(snapshot.context.problem).toEqual(locked);
    },
    saved: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
