import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const ReferralsPage = lazyPage(() => import('@/features/referrals/ReferralsPage'));

/** The signed-in pages of business agents' referrals (/referrals): children of the dashboard layout (src/routes/router.tsx). */
export const referralRoutes: RouteObject[] = [{ path: '/referrals', element: <ReferralsPage /> }];
