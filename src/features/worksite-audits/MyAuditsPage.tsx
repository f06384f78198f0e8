import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate, intlLocale } from '@/shared/format';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { StatusFilter } from '@/ui/StatusFilter';
import { ToneBadge } from '@/ui/StatusBadge';
import { AUDIT_STATUSES, useMyAudits, type AuditStatus, type AuditSummary } from './api';
import { pageFromParams, statusFromParams } from './params';
import { STATUS } from './words';

function AuditItem({ audit }: { audit: AuditSummary }) {
  const locale = useLocale();
  const headingId = `audit-${audit.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id={headingId} size="md">
            <ChakraLink asChild color="brand.fg">
              <Link to={`/audits/${audit.id}`}>{audit.worksite_name}</Link>
            </ChakraLink>
          </Heading>
          <ToneBadge tone={STATUS[audit.status].tone}>{STATUS[audit.status].label()}</ToneBadge>
        </HStack>
        <Text color="fg.muted">
          {m.aud_site_line({ bpo: audit.bpo_name, city: audit.city, country: countryName(audit.country, intlLocale(locale)), seats: audit.seats })}
        </Text>
        <Text color="fg.muted">{m.aud_assigned_on({ date: formatDate(audit.assigned_at, locale) })}</Text>
      </Stack>
    </Box>
  );
}

function Audits({ status, page }: { status: AuditStatus | undefined; page: number }) {
  const [, setParams] = useSearchParams();
  const audits = useMyAudits(status, page);
  const choices = [{ value: undefined, label: m.aud_open_audits() }, ...AUDIT_STATUSES.map((value) => ({ value, label: STATUS[value].label() }))];
  return (
    <Stack gap="5">
      <StatusFilter<AuditStatus> label={m.aud_filter_status()} choices={choices} current={status} />
      {audits.isError ? (
        <LoadProblem error={audits.error} what={m.aud_load_failed()} retryLabel={m.aud_retry()} onRetry={() => void audits.refetch()} retrying={audits.isFetching} />
      ) : !audits.data ? (
        <Stack align="center" py="8">
          <LoadingSpinner />
        </Stack>
      ) : audits.data.items.length === 0 ? (
        <EmptyState title={m.aud_mine_empty()} description={status === undefined ? m.aud_mine_empty_hint() : undefined} />
      ) : (
        <>
          <Stack as="ul" aria-label={m.aud_mine_list_label()} listStyleType="none" ps="0" gap="4">
            {audits.data.items.map((audit) => (
              <li key={audit.id}>
                <AuditItem audit={audit} />
              </li>
            ))}
          </Stack>
          <Pagination
            page={page}
            hasMore={audits.data.has_more}
            onPageChange={(next) =>
              setParams((params) => {
                const copy = new URLSearchParams(params);
                if (next <= 1) copy.delete('page');
                else copy.set('page', String(next));
                return copy;
              })
            }
          />
        </>
      )}
    </Stack>
  );
}

/** /audits: the auditor's assigned audits, open ones first; each opens the audit to perform. */
export default function MyAuditsPage() {
  usePageTitle(m.aud_mine_title());
  useMetaDescription(m.aud_mine_intro());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <RoleGate role="saa" title={m.aud_mine_title()} otherRoleReason={m.aud_auditor_only()}>
        <VerifiedPartnerGate>
          <PageHeader title={m.aud_mine_title()} description={m.aud_mine_intro()} />
          <Audits status={statusFromParams(params)} page={pageFromParams(params)} />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
