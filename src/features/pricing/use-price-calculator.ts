import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ActorRefFrom, PromiseActorLogic } from 'xstate';
import { readSession, writeSession } from '@/lib/storage';
import {
  priceCalculatorMachine,
  savedCalculator,
  type PriceCalculatorContext,
  type SaveEstimateRequest,
  type SavedEstimate,
} from '@/machines/price-calculator.machine';
import { ESTIMATE_PARAM, sharedEstimateIn } from './share-link';

/** The first client's saved state area of the calculator, in session storage. */
export const CALCULATOR_KEY = 'priceCalculator';

export type CalculatorActor = ActorRefFrom<typeof priceCalculatorMachine>;
type SaveEstimateLogic = PromiseActorLogic<SavedEstimate, SaveEstimateRequest>;

const keptParts = (context: PriceCalculatorContext) => [context.users, context.fullEstimates, context.typeOfEstimate, context.formData];

/**
 * The calculator's actor for a page. It starts empty, as the server renders it; once in
 * the browser it opens a shared link (`?estimate=`) or else what this tab kept, and keeps
 * every change in the tab so that a reload or a visit to another page loses nothing.
 */
export function usePriceCalculator(saveEstimate?: SaveEstimateLogic) {
  const machine = useMemo(
    () => (saveEstimate ? priceCalculatorMachine.provide({ actors: { saveEstimate } }) : priceCalculatorMachine),
    [saveEstimate],
  );
  const actor = useActorRef(machine);
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkProblem, setLinkProblem] = useState(false);

  useEffect(() => {
    let kept = keptParts(actor.getSnapshot().context);
    const subscription = actor.subscribe((snapshot) => {
      const parts = keptParts(snapshot.context);
      if (parts.every((part, i) => part === kept[i])) return;
      kept = parts;
      writeSession(CALCULATOR_KEY, savedCalculator(snapshot.context));
    });
    const shared = sharedEstimateIn(searchParams.toString());
    if (shared?.ok) actor.send({ type: 'LOAD', lines: shared.lines });
    else actor.send({ type: 'RESTORE', saved: readSession(CALCULATOR_KEY) });
    if (shared) {
      setLinkProblem(!shared.ok);
      // Opened once: from now on the tab keeps the estimate, and a reload shows its changes.
      setSearchParams(
        (params) => {
          params.delete(ESTIMATE_PARAM);
          return params;
        },
        { replace: true },
      );
    }
    return () => subscription.unsubscribe();
    // Once per page: the link is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);

  return { actor, linkProblem, dismissLinkProblem: () => setLinkProblem(false) };
}
