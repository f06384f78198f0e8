import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

const ApplyPage = lazyPage(() => import('@/features/bpo-worksites/ApplyPage'));
const WorksitesPage = lazyPage(() => import('@/features/bpo-worksites/WorksitesPage'));
const AddWorksitePage = lazyPage(() => import('@/features/bpo-worksites/AddWorksitePage'));
const EditWorksitePage = lazyPage(() => import('@/features/bpo-worksites/EditWorksitePage'));
const CandidatesPage = lazyPage(() => import('@/features/bpo-candidates/CandidatesPage'));
const ViewBpoPage = lazyPage(() => import('@/features/bpo-view/ViewBpoPage'));

/** The signed-in pages of outsourcing partners (/debpo/*) and a candidate's view of its BPO: children of the dashboard layout (src/routes/router.tsx). */
export const bpoRoutes: RouteObject[] = [
  { path: '/debpo/apply', element: <ApplyPage /> },
  { path: '/debpo/worksites', element: <WorksitesPage /> },
  { path: '/debpo/add-worksite', element: <AddWorksitePage /> },
  { path: '/debpo/edit-worksite/:id', element: <EditWorksitePage /> },
  { path: '/debpo/candidates', element: <CandidatesPage /> },
  { path: '/dashboard/candidate/view-bpo', element: <ViewBpoPage /> },
];
