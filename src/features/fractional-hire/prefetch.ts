import { prefetchGet } from '@/lib/api-client';
import { monthParams } from './api';
import { asOfferId, monthFromSearch } from './month';

/*
 * What the fractional hire pages ask for first, sent while the page's script travels
 * (src/routes/route-preload.ts); the pages' own reads use the same builders, so the addresses match.
 */

export function prefetchFractionalHire(): void {
  prefetchGet('/employer/fractional-hire');
}

export function prefetchFractionalMonth(offerIdParam: string | undefined, search: URLSearchParams): void {
  const offerId = asOfferId(offerIdParam);
  if (offerId) prefetchGet('/employer/fractional/staff/{id}/month', monthParams(offerId, monthFromSearch(search)));
}
