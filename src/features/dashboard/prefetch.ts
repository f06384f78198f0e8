import { prefetchGet } from '@/lib/api-client';
import type { User } from '@/machines/session.machine';
import { isPartnerKind } from '@/shared/partner-verification';
import { DOCUMENTS_PAGE_SIZE, VETTING_PAGE_SIZE, WAITING_PAGE_SIZE } from './api';

/**
 * What /dashboard asks for first, for a role: its summary (the hooks of ./api.ts) and the
 * sessions card. Sent while the page's script travels (src/routes/route-preload.ts).
 */
export function prefetchDashboard(role: User['role'] | undefined): void {
  if (!role) return;
  if (role === 'employer') prefetchGet('/employer/dashboard');
  if (role === 'candidate') prefetchGet('/candidate/dashboard');
  // Every partner's dashboard starts from where its verification stands (src/routes/partners/PartnerDashboardPage.tsx).
  if (isPartnerKind(role)) prefetchGet('/partner/verification');
  if (role === 'admin') {
    prefetchGet('/admin/grant-applications', { query: { status: 'submitted', page_size: WAITING_PAGE_SIZE } });
    prefetchGet('/admin/compliance/documents', { query: { status: 'submitted', page_size: DOCUMENTS_PAGE_SIZE } });
    prefetchGet('/admin/vetting', { query: { status: 'in_review', page_size: VETTING_PAGE_SIZE } });
  }
  prefetchGet('/auth/sessions');
}
