import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { readLocal } from '@/lib/storage';
import { profileSectionMachine, type CandidateProfile } from '@/machines/profile-section.machine';
import { graceProfile } from '../../doubles/fixtures/profiles';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const KEY = 'profileDraft:model:links';
const typed = { portfolio: 'https://grace.example', linkedin: '', github: '', website: '' };
const retyped = { ...typed, github: 'https://github.com/grace' };
const answers = { portfolio: 'https://grace.example' };
const refused: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { portfolio: 'Enter an address starting with https://.' } };
const offline = new TypeError('Failed to fetch');

let sent: unknown[] = [];

// The links section: opened with nothing pending, and opened again on a draft a reload found.
export default definePathModel({
  name: 'profileSection',
  machine: profileSectionMachine.provide({
    actors: {
      save: fromPromise<CandidateProfile, unknown>(({ input }) => {
        sent.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'nothing pending', input: { draftKey: KEY, draft: null } },
    { name: 'a draft kept', input: { draftKey: KEY, draft: typed } },
  ],
  events: [
    { type: 'EDIT', values: typed },
    { type: 'EDIT', values: retyped },
    { type: 'SAVE', answers },
    { type: 'RETRY' },
    { type: 'DISCARD' },
    doneEvent('save', graceProfile),
    errorEvent('save', refused),
    errorEvent('save', offline),
  ],
  everyStep({ snapshot, previous, event, input, actions }) {
    if (event.type === 'xstate.init') {
      sent = [];
      // What the page found in storage is what the machine starts from (the flow read it).
      const draft = (input as { draft: unknown }).draft;
      if (draft === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, JSON.stringify(draft));
      expect(snapshot.context.restored).toBe(draft !== null);
    }
    // The draft in storage is the one in the machine: a reload finds what was typed and not saved.
    expect(readLocal(KEY)).toEqual(snapshot.context.draft);
    // Every save sends what the form last sent: a retry sends it again, unchanged.
    if (snapshot.matches('saving') && !previous?.matches('saving')) expect(sent.at(-1)).toEqual(answers);
    expect(actions.filter((a) => a.type === 'saved')).toEqual(event.type === 'xstate.done.actor.save' ? [{ type: 'saved', params: { profile: graceProfile } }] : []);
  },
  states: {
    'editing.saved': ({ snapshot }) => {
      expect(snapshot.context.draft).toBeNull();
      expect(snapshot.hasTag('unsaved')).toBe(false);
    },
    'editing.changed': ({ snapshot }) => {
      expect(snapshot.context.draft).not.toBeNull();
      expect(snapshot.context.problem).toBeNull();
    },
    'editing.refused': ({ snapshot }) => {
      expect(snapshot.hasTag('canRetry')).toBe(false);
      expect(snapshot.context.problem?.fields).toEqual(refused.fields);
    },
    'editing.failed': ({ snapshot }) => {
      expect(snapshot.hasTag('canRetry')).toBe(true);
      expect(snapshot.context.problem?.code).toBe('NETWORK');
    },
    saving: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.problem).toBeNull();
    },
  },
});
