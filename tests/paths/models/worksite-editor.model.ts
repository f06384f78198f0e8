import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { readLocal } from '@/lib/storage';
import {
  worksiteBody,
  worksiteEditorMachine,
  worksiteIssues,
  type SaveWorksiteInput,
  type Worksite,
  type WorksiteDraft,
  type WorksiteEditorContext,
} from '@/machines/worksite-editor.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const storageKey = 'worksiteDraft:5b2f0c1e-8a3d-4f6e-9b7c-2d1e0f3a4b5c';
const existing: Worksite = {
  id: '7d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
  name: 'Marine Drive centre',
  address_line1: '14 Marine Drive',
  address_line2: null,
  city: 'Mumbai',
  postal_code: '400002',
  country: 'IN',
  seats: 60,
  equipment: 'Desktops and headsets',
  connection_redundancy: 'dual_providers',
  power_redundancy: 'ups_and_generator',
  security_measures: ['cctv'],
  status: 'active',
  audit_status: 'none',
  photos: [],
  placed_members: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};
const complete = {
  name: '  Annex  ',
  address_line1: 'Plot 22',
  city: 'Pune',
  country: 'IN',
  seats: '24',
  equipment: 'Laptops',
  connection_redundancy: 'backup_line' as const,
  power_redundancy: 'ups' as const,
};
const draft: WorksiteDraft = { worksiteId: null, fields: { ...complete, address_line2: '', postal_code: '', name: 'Half typed', seats: '', security_measures: [] } };
const offline = new TypeError('Failed to fetch');
const closed: ApiProblem = { message: 'This worksite is closed.', code: 'WORKSITE_CLOSED' };
const refused: ApiProblem = { message: 'Some fields need your attention.', code: 'VALIDATION_FAILED', fields: { country: 'Choose a country.' } };

let sent: SaveWorksiteInput[] = [];

// Where the editor starts: a new worksite, an existing one to change, and a draft the browser kept.
export default definePathModel({
  name: 'worksiteEditor',
  machine: worksiteEditorMachine.provide({
    actors: {
      saveWorksite: fromPromise<Worksite, SaveWorksiteInput>(({ input }) => {
        sent.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'new', input: { worksite: null, draft: null, storageKey } },
    { name: 'existing', input: { worksite: existing, draft: null, storageKey } },
    { name: 'a draft kept', input: { worksite: null, draft, storageKey } },
  ],
  events: [
    { type: 'UPDATE', fields: complete },
    { type: 'UPDATE', fields: { seats: 'many' } },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'DISCARD' },
    doneEvent('saveWorksite', existing),
    errorEvent('saveWorksite', closed),
    errorEvent('saveWorksite', refused),
    errorEvent('saveWorksite', offline),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as WorksiteEditorContext;
    return JSON.stringify([snapshot.value, context.worksiteId, context.fields, context.showIssues, context.problem?.code ?? null, context.resumed]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      sent = [];
      localStorage.clear();
    }
    const context = snapshot.context as WorksiteEditorContext;
    const kept = readLocal<WorksiteDraft>(storageKey);
    // Every change is kept for a reload; a worksite saved (or found closed) leaves nothing behind.
    if (event.type === 'UPDATE') expect(kept).toEqual({ worksiteId: context.worksiteId, fields: context.fields });
    if (snapshot.status === 'done' || event.type === 'DISCARD') expect(kept).toBeNull();
    if (snapshot.matches('saving') && !previous?.matches('saving')) expect(sent.at(-1)).toEqual({ worksiteId: context.worksiteId, body: worksiteBody(context.fields) });
    const told = actions.filter((action) => action.type === 'saved');
    if (event.type === 'xstate.done.actor.saveWorksite') expect(told).toEqual([{ type: 'saved', params: { worksite: existing, created: previous?.context.worksiteId === null } }]);
    else expect(told).toEqual([]);
  },
  states: {
    'editing.idle': ({ snapshot, input, event }) => {
      const context = snapshot.context as WorksiteEditorContext;
      expect(context.worksiteId).toBe(input?.worksite?.id ?? null);
      // A SUBMIT that stays here was refused before sending: the form says why.
      if (event.type === 'SUBMIT') {
        expect(context.showIssues).toBe(true);
        expect(worksiteIssues(context.fields)).not.toEqual({});
      }
      if (event.type === 'xstate.init') expect(context.resumed).toBe(input?.draft !== null);
    },
    'editing.failed': ({ snapshot }) => {
      expect(['VALIDATION_FAILED', 'NETWORK']).toContain(snapshot.context.problem?.code);
      expect(snapshot.hasTag('canRetry')).toBe(true);
    },
    saving: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    closed: ({ snapshot }) => expect(snapshot.context.problem).toEqual(closed),
    saved: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
});
