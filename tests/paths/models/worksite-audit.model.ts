import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { worksiteAuditMachine, type AuditWork, type DecisionDraft, type WorksiteAudit } from '@/machines/worksite-audit.machine';
import { allMeet, failedAudit, makeAudit, passedAudit, startedAudit } from '../../doubles/fixtures/audits';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const incomplete: ApiProblem = { message: 'Answer every item of the checklist before deciding.', code: 'AUDIT_INCOMPLETE' };
const notOpen: ApiProblem = { message: 'This audit is not open for that.', code: 'AUDIT_NOT_OPEN' };
const notFound: ApiProblem = { message: 'Not found.', code: 'NOT_FOUND' };
const offline = new TypeError('Failed to fetch');
const work: AuditWork = { checklist: allMeet(), findings: 'All as declared.' };

let starts = 0;
let loads = 0;
let saves: AuditWork[] = [];
let decisions: DecisionDraft[] = [];

// From each status the server can answer with: a reload starts where the audit stands.
export default definePathModel({
  name: 'worksiteAudit',
  machine: worksiteAuditMachine.provide({
    actors: {
      start: fromPromise<WorksiteAudit, void>(() => {
        starts += 1;
        return new Promise(() => {});
      }),
      load: fromPromise<WorksiteAudit, void>(() => {
        loads += 1;
        return new Promise(() => {});
      }),
      save: fromPromise<WorksiteAudit, AuditWork>(({ input }) => {
        saves.push(input);
        return new Promise(() => {});
      }),
      decide: fromPromise<WorksiteAudit, DecisionDraft>(({ input }) => {
        decisions.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'assigned', input: { audit: makeAudit() } },
    { name: 'in progress', input: { audit: startedAudit() } },
    { name: 'passed', input: { audit: passedAudit() } },
    { name: 'failed', input: { audit: failedAudit() } },
  ],
  events: [
    { type: 'START' },
    { type: 'SAVE', work },
    { type: 'DECIDE', draft: { work, decision: { decision: 'passed', reason: 'Everything as declared.' } } },
    { type: 'UPDATED', audit: startedAudit({ photos: [{ id: 'p1', name: 'floor.jpg', content_type: 'image/jpeg', size_bytes: 10, url: '/api/v1/audit-photos/p1', added_at: '2026-06-02T10:00:00.000Z' }] }) },
    doneEvent('start', startedAudit()),
    // Refused because the audit moved on (started or decided elsewhere, or no longer the auditor's): read again.
    errorEvent('start', notOpen),
    errorEvent('start', notFound),
    errorEvent('start', offline),
    // The audit read again: started or decided elsewhere, still assigned, no longer found, or not reached.
    doneEvent('load', startedAudit()),
    doneEvent('load', passedAudit()),
    doneEvent('load', makeAudit()),
    errorEvent('load', notFound),
    errorEvent('load', offline),
    doneEvent('save', startedAudit({ checklist: allMeet() })),
    errorEvent('save', offline),
    doneEvent('decide', passedAudit()),
    doneEvent('decide', failedAudit()),
    errorEvent('decide', incomplete),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.audit.status,
      snapshot.context.audit.checklist.length,
      snapshot.context.audit.photos.length,
      snapshot.context.problem?.code ?? null,
      snapshot.context.overtaken,
    ]),
  everyStep({ snapshot, previous, event, input }) {
    if (event.type === 'xstate.init') {
      starts = 0;
      loads = 0;
      saves = [];
      decisions = [];
      const status = (input as { audit: WorksiteAudit }).audit.status;
      expect(snapshot.value).toEqual(status === 'assigned' ? { assigned: 'idle' } : status === 'in_progress' ? { in_progress: 'editing' } : status);
    }
    if (snapshot.matches({ assigned: 'starting' }) && !previous?.matches({ assigned: 'starting' })) expect(starts).toBeGreaterThan(0);
    // A start refused because the audit moved on reads it again, once; any other refusal does not.
    if (event.type === 'xstate.error.actor.start') {
      const movedOn = ['AUDIT_NOT_OPEN', 'NOT_FOUND'].includes(snapshot.context.problem!.code);
      expect(snapshot.value).toEqual({ assigned: movedOn ? 'reloading' : 'idle' });
      expect(loads).toBe(movedOn ? 1 : 0);
      loads = 0;
    }
    // Read again: shown as it now stands, said to be overtaken unless still assigned (then the start's refusal stays beside the start).
    if (event.type === 'xstate.done.actor.load') {
      const { audit, overtaken, problem } = snapshot.context;
      expect(overtaken).toBe(audit.status !== 'assigned');
      expect(problem?.code ?? null).toBe(overtaken ? null : previous!.context.problem!.code);
      expect(snapshot.matches(audit.status === 'assigned' ? { assigned: 'idle' } : audit.status)).toBe(true);
    }
    // Overtaken says so until the auditor acts; never on an audit still assigned.
    if (snapshot.context.overtaken) expect(snapshot.context.audit.status).not.toBe('assigned');
    if (snapshot.matches({ in_progress: 'saving' }) && !previous?.matches({ in_progress: 'saving' })) expect(saves.at(-1)).toEqual(work);
    if (snapshot.matches({ in_progress: 'deciding' }) && !previous?.matches({ in_progress: 'deciding' })) expect(decisions.at(-1)?.work).toEqual(work);
    expect(snapshot.hasTag('busy')).toBe(
      snapshot.matches({ assigned: 'starting' }) || snapshot.matches({ assigned: 'reloading' }) || snapshot.matches({ in_progress: 'saving' }) || snapshot.matches({ in_progress: 'deciding' }),
    );
    // The state and the server's status never disagree once resumed.
    if (snapshot.matches('in_progress')) expect(snapshot.context.audit.status).toBe('in_progress');
  },
  states: {
    'assigned.idle': ({ snapshot }) => expect(snapshot.context.audit.status).toBe('assigned'),
    'in_progress.editing': ({ snapshot }) => expect([null, 'NETWORK', 'AUDIT_INCOMPLETE']).toContain(snapshot.context.problem?.code ?? null),
    passed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.audit.reason).toBeTruthy();
    },
    failed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.audit.status).toBe('failed');
    },
    // No longer found when read again after a refused start: nothing more to do here.
    gone: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.problem?.code).toMatch(/^(AUDIT_NOT_OPEN|NOT_FOUND)$/);
    },
  },
});
