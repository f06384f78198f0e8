import { Calculator } from './Calculator';
import { usePriceCalculator } from './use-price-calculator';

/** The public calculator, loaded lazily by the pricing page: xstate stays out of the page's first load. */
export default function PriceCalculator() {
  const { actor, linkProblem, dismissLinkProblem } = usePriceCalculator();
  return <Calculator actor={actor} headingLevel={3} linkProblem={linkProblem} onDismissLinkProblem={dismissLinkProblem} />;
}
