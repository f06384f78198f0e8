import { fromPromise, setup } from 'xstate';

/**
 * Copying a business agent's referral link (src/features/referrals): the clipboard is asked, and
 * the page says "copied", or, when there is no clipboard (an older browser, a permission refused),
 * asks the person to copy the link shown by hand. Copying again is always possible.
 */
export const referralLinkMachine = setup({
  types: {
    input: {} as { link: string },
    context: {} as { link: string },
    events: {} as { type: 'COPY' },
  },
  actors: {
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error("referralLinkMachine: provide the 'copyText' actor");
    }),
  },
}).createMachine({
  id: 'referralLink',
  context: ({ input }) => ({ link: input.link }),
  initial: 'idle',
  on: { COPY: '.copying' },
  states: {
    idle: {},
    copying: {
      tags: ['busy'],
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.link }),
        onDone: 'copied',
        onError: 'manual',
      },
    },
    copied: {},
    manual: {},
  },
});
