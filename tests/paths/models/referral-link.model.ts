import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { referralLinkMachine } from '@/machines/referral-link.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const link = 'https://remotehire.example/signup/employer?ref=K7Q2M9XB';
let copied: string[] = [];

export default definePathModel({
  name: 'referralLink',
  machine: referralLinkMachine.provide({
    actors: {
      copyText: fromPromise<void, { text: string }>(({ input }) => {
        copied.push(input.text);
        return new Promise(() => {});
      }),
    },
  }),
  input: { link },
  events: [{ type: 'COPY' }, doneEvent('copyText'), errorEvent('copyText', new Error('no clipboard'))],
  everyStep({ snapshot, event }) {
    if (event.type === 'xstate.init') copied = [];
    // Only ever the business agent's own link is put on the clipboard.
    expect(new Set(copied)).toEqual(new Set(copied.length ? [link] : []));
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('copying'));
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context.link).toBe(link),
    copying: () => expect(copied.at(-1)).toBe(link),
    copied: ({ snapshot }) => expect(snapshot.can({ type: 'COPY' })).toBe(true),
    manual: ({ snapshot }) => expect(snapshot.can({ type: 'COPY' })).toBe(true),
  },
});
