import { alternative, personCost, type EstimateLine } from '@/shared/estimate';

/** What the line's people would cost hired the other way (full time or fractional), without a grant. */
export function otherWay(line: EstimateLine) {
  const other = alternative(line);
  const each = personCost(other);
  return {
    line: other,
    firstMonth: each.firstMonth * line.headcount,
    monthly: each.monthly * line.headcount,
    period: each.period * line.headcount,
  };
}
