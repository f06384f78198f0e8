import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterPipelineChange } from '@/lib/cache';
import { offerComposerMachine } from '@/machines/offer-composer.machine';
import { notify } from '@/ui/toaster';
import { loadJobActor, sendOfferActor } from '../api';

/** Composing and sending an offer; once sent, said so and the pipeline read again. */
export function useOfferComposer() {
  const queryClient = useQueryClient();
  return useMachine(
    offerComposerMachine.provide({
      actors: { loadJob: loadJobActor(queryClient), sendOffer: sendOfferActor },
      actions: {
        offerSent: (_, { target }) => {
          notify({ kind: 'success', title: m.hiring_offer_sent({ name: target.candidateName }) });
          void afterPipelineChange(queryClient);
        },
      },
    }),
  );
}
