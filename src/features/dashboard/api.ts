import { $api } from '@/lib/api-client';

export const useEmployerDashboard = () => $api.useQuery('get', '/employer/dashboard');

export const useCandidateDashboard = () => $api.useQuery('get', '/candidate/dashboard');

/** The largest page reviewGrantApplications gives. */
export const WAITING_PAGE_SIZE = 100;

/** Grant applications nobody has decided yet, up to one full page. */
export const useGrantApplicationsWaiting = () =>
  $api.useQuery('get', '/admin/grant-applications', { params: { query: { status: 'submitted', page_size: WAITING_PAGE_SIZE } } });

/** The largest page listComplianceReviews gives. */
export const DOCUMENTS_PAGE_SIZE = 50;

/** Compliance documents waiting for a decision, up to one full page. */
export const useComplianceDocumentsWaiting = () =>
  $api.useQuery('get', '/admin/compliance/documents', { params: { query: { status: 'submitted', page_size: DOCUMENTS_PAGE_SIZE } } });

/** The largest page listVettingReviews gives. */
export const VETTING_PAGE_SIZE = 50;

/** Vetting cases waiting for a decision, up to one full page. */
export const useVettingCasesWaiting = () => $api.useQuery('get', '/admin/vetting', { params: { query: { status: 'in_review', page_size: VETTING_PAGE_SIZE } } });
