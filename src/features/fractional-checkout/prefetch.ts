import { prefetchGet } from '@/lib/api-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the fractional checkout loads first (the offer's checkout and both agreements, the GETs
 * of ./api.ts and src/payments/agreements.ts), asked for while the page's script travels
 * (src/routes/route-preload.ts). Its own file, so that the app's first script carries these
 * addresses and nothing more; the address is built as ./api.ts builds it, so that they match.
 */
export function prefetchFractionalCheckout(offerId: string | undefined): void {
  if (!offerId || !UUID.test(offerId)) return;
  prefetchGet('/employer/fractional/checkout/{id}', { path: { id: offerId } });
  prefetchGet('/employer/employer-msa');
  prefetchGet('/employer/check-platform-agreement');
}
