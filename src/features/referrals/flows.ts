import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { referralLinkMachine } from '@/machines/referral-link.machine';

/** The referral link's copy button: the clipboard as the machine's effect. */
export function useReferralLinkCopy(link: string) {
  return useMachine(
    referralLinkMachine.provide({
      actors: { copyText: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)) },
    }),
    { input: { link } },
  );
}
