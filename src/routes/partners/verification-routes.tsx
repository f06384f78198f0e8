import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

// One module holds the five kinds' pages; each is its own lazy page, as scripts/page-preloads.mjs reads them.
const AgentVerificationPage = lazyPage(() => import('@/features/partner-verification/VerificationPage').then((module) => ({ default: module.AgentVerificationPage })));
const BpoVerificationPage = lazyPage(() => import('@/features/partner-verification/VerificationPage').then((module) => ({ default: module.BpoVerificationPage })));
const BpoVerificationEditPage = lazyPage(() => import('@/features/partner-verification/VerificationPage').then((module) => ({ default: module.BpoVerificationEditPage })));
const SaaVerificationPage = lazyPage(() => import('@/features/partner-verification/VerificationPage').then((module) => ({ default: module.SaaVerificationPage })));
const BaVerificationPage = lazyPage(() => import('@/features/partner-verification/VerificationPage').then((module) => ({ default: module.BaVerificationPage })));
const PartnerQueuePage = lazyPage(() => import('@/features/partner-review/PartnerQueuePage'));
const PartnerReviewPage = lazyPage(() => import('@/features/partner-review/PartnerReviewPage'));

/** The signed-in pages of partner verification (/verify-*, /admin/partners): children of the dashboard layout (src/routes/router.tsx). */
export const verificationRoutes: RouteObject[] = [
  // Agents and business agents share one form; the path keeps the first app's capital A.
  { path: '/verify-Agent', element: <AgentVerificationPage /> },
  { path: '/verify-bpo', element: <BpoVerificationPage /> },
  { path: '/verify-bpo/edit', element: <BpoVerificationEditPage /> },
  { path: '/verify-saa', element: <SaaVerificationPage /> },
  { path: '/verify-ba', element: <BaVerificationPage /> },
  { path: '/admin/partners', element: <PartnerQueuePage /> },
  { path: '/admin/partners/:id', element: <PartnerReviewPage /> },
];
