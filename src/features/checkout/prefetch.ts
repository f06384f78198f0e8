import { prefetchGet } from '@/lib/api-client';

/**
 * What the checkout loads first (its offers, failed payments and both agreements, the GETs of
 * ./api.ts), asked for while the page's script travels (src/routes/route-preload.ts). Its own
 * file, so that the app's first script carries these four addresses and nothing more.
 */
export function prefetchCheckout(): void {
  prefetchGet('/employer/hirestaff/initiate');
  prefetchGet('/employer/failed-payment');
  prefetchGet('/employer/employer-msa');
  prefetchGet('/employer/check-platform-agreement');
}
