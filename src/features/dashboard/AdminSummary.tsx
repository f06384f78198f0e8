import { Heading, Stack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { DOCUMENTS_PAGE_SIZE, useComplianceDocumentsWaiting, useGrantApplicationsWaiting, useVettingCasesWaiting, VETTING_PAGE_SIZE, WAITING_PAGE_SIZE } from './api';
import { CountLinks } from './CountLinks';

export const GRANT_REVIEW_PATH = '/admin/grant-applications';
export const COMPLIANCE_REVIEW_PATH = '/admin/compliance';
export const VETTING_REVIEW_PATH = '/admin/vetting';

/** An administrator's home: what is waiting for a decision, each count a link to its queue. */
export function AdminSummary() {
  const grants = useGrantApplicationsWaiting();
  const documents = useComplianceDocumentsWaiting();
  const vetting = useVettingCasesWaiting();
  const failed = grants.isError ? grants : documents.isError ? documents : vetting.isError ? vetting : null;
  if (failed) {
    return (
      <LoadProblem
        what={m.dash_load_failed()}
        retryLabel={m.dash_try_again()}
        error={failed.error}
        onRetry={() => {
          if (grants.isError) void grants.refetch();
          if (documents.isError) void documents.refetch();
          if (vetting.isError) void vetting.refetch();
        }}
        retrying={grants.isFetching || documents.isFetching || vetting.isFetching}
      />
    );
  }
  if (!grants.data || !documents.data || !vetting.data) return <LoadingSpinner label={m.dash_loading()} />;
  // Each queue is read a page at a time; past one full page, "100+" (or "50+") is the honest count.
  const full = (data: { items: unknown[]; has_more: boolean }, size: number) => data.has_more && data.items.length === size;
  return (
    <Stack as="section" aria-labelledby="dash-admin" gap="4">
      <Heading as="h2" id="dash-admin" size="lg">
        {m.dash_admin_summary_title()}
      </Heading>
      <CountLinks
        labelledBy="dash-admin"
        items={[
          {
            label: m.dash_count_grant_applications(),
            count: grants.data.items.length,
            more: full(grants.data, WAITING_PAGE_SIZE),
            to: `${GRANT_REVIEW_PATH}?status=submitted`,
          },
          {
            label: m.dash_count_compliance_documents(),
            count: documents.data.items.length,
            more: full(documents.data, DOCUMENTS_PAGE_SIZE),
            to: `${COMPLIANCE_REVIEW_PATH}?status=submitted`,
          },
          {
            label: m.vrev_dash_count(),
            count: vetting.data.items.length,
            more: full(vetting.data, VETTING_PAGE_SIZE),
            to: VETTING_REVIEW_PATH,
          },
        ]}
      />
    </Stack>
  );
}
