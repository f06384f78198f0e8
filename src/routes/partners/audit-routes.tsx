import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const AuditQueuePage = lazyPage(() => import('@/features/worksite-audits/AuditQueuePage'));
const MyAuditsPage = lazyPage(() => import('@/features/worksite-audits/MyAuditsPage'));
const AuditPage = lazyPage(() => import('@/features/worksite-audits/AuditPage'));
const AssociationMembersPage = lazyPage(() => import('@/features/association-members/AssociationMembersPage'));
const HubBposPage = lazyPage(() => import('@/features/hub-partner/HubBposPage'));

/** The signed-in pages of worksite audits, associations and the hub partner's list (/hubpartner/bpos): children of the dashboard layout (src/routes/router.tsx). */
export const auditRoutes: RouteObject[] = [
  { path: '/admin/audits', element: <AuditQueuePage /> },
  { path: '/audits', element: <MyAuditsPage /> },
  { path: '/audits/:id', element: <AuditPage /> },
  { path: '/association/members', element: <AssociationMembersPage /> },
  { path: '/hubpartner/bpos', element: <HubBposPage /> },
];
