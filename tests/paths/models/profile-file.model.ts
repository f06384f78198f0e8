import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { profileFileMachine, type CandidateProfile } from '@/machines/profile-file.machine';
import { CV } from '@/shared/uploads';
import { graceProfile } from '../../doubles/fixtures/profiles';
import { definePathModel, doneEvent, errorEvent } from '../harness';

/** A File writes itself as `{}` in JSON, which is how the traversal tells events apart: it is given its name. */
const file = (bits: BlobPart[], name: string, type: string) => Object.defineProperty(new File(bits, name, { type }), 'toJSON', { value: () => `File ${name}` });
const resume = file(['%PDF-1.7 resume'], 'resume.pdf', 'application/pdf');
// Refused before anything is sent: a picture where a PDF is asked, and an empty file.
const picture = file(['png'], 'me.png', 'image/png');
const nothing = file([], 'empty.pdf', 'application/pdf');
const active: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { file: 'This PDF contains scripts or embedded files.' } };
const offline = new TypeError('Failed to fetch');

let uploads: File[] = [];
let removals = 0;

// The CV (the photo's card is the same machine with another rule): none yet, and one there.
export default definePathModel({
  name: 'profileFile',
  machine: profileFileMachine.provide({
    actors: {
      upload: fromPromise<CandidateProfile, File>(({ input }) => {
        uploads.push(input);
        return new Promise(() => {});
      }),
      remove: fromPromise<CandidateProfile, void>(() => {
        removals += 1;
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'none yet', input: { rule: CV, present: false } },
    { name: 'one there', input: { rule: CV, present: true } },
  ],
  events: [
    { type: 'CHOOSE', file: resume },
    { type: 'CHOOSE', file: picture },
    { type: 'CHOOSE', file: nothing },
    { type: 'CHOOSE', file: null },
    { type: 'UPLOAD' },
    { type: 'CANCEL' },
    { type: 'REMOVE' },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    doneEvent('upload', graceProfile),
    errorEvent('upload', active),
    errorEvent('upload', offline),
    doneEvent('remove', graceProfile),
    errorEvent('remove', offline),
  ],
  everyStep({ snapshot, previous, event }) {
    if (event.type === 'xstate.init') {
      uploads = [];
      removals = 0;
    }
    // Only a file the browser takes is ever sent, and only the one chosen.
    if (snapshot.matches('uploading') && !previous?.matches('uploading')) expect(uploads.at(-1)).toBe(resume);
    if (snapshot.matches('removing') && !previous?.matches('removing')) expect(removals).toBeGreaterThan(0);
    // A file there is the only one that can be removed.
    if (event.type === 'REMOVE' && previous && !previous.context.present) expect(snapshot.matches('confirmingRemoval')).toBe(false);
  },
  states: {
    'editing.idle': ({ snapshot }) => expect(snapshot.context.file).toBeNull(),
    'editing.refused': ({ snapshot }) => {
      expect(snapshot.context.file).toBeNull();
      expect(['type', 'empty', 'tooLarge']).toContain(snapshot.context.issue);
    },
    'editing.chosen': ({ snapshot }) => expect(snapshot.context.file).toBe(resume),
    'editing.failed': ({ snapshot }) => {
      expect(snapshot.hasTag('canRetry')).toBe(true);
      expect(snapshot.context.file).toBe(resume);
    },
    uploading: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    confirmingRemoval: ({ snapshot }) => expect(snapshot.context.present).toBe(true),
    removing: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
  },
});
