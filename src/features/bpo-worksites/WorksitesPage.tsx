import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { usePageTitle } from '@/lib/use-page-title';
import type { Worksite } from '@/machines/worksite-editor.machine';
import { intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { ToneBadge } from '@/ui/StatusBadge';
import { StatusFilter } from '@/ui/StatusFilter';
import { useMyAccreditation, useMyWorksites, type WorksiteStatus } from './api';
import { AuditResults } from './AuditResults';
import { BpoGate } from './BpoGate';
import { pageFromParams, statusFromParams, withPage } from './list-params';
import { ACCREDITATION, AUDIT, CONNECTIONS, POWER, WORKSITE_STATUS } from './words';

const STATUSES: readonly WorksiteStatus[] = ['active', 'closed'];

function AccreditationSummary() {
  const accreditation = useMyAccreditation();
  if (!accreditation.data) return null;
  const { status, passed_worksites, worksites } = accreditation.data;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" role="status">
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">{m.bpo_accreditation_label()}</Text>
        <ToneBadge tone={ACCREDITATION[status].tone}>{ACCREDITATION[status].label()}</ToneBadge>
      </HStack>
      <Text>{ACCREDITATION[status].body()}</Text>
      <Text color="fg.muted">{m.bpo_passed_count({ passed: passed_worksites, total: worksites })}</Text>
      {status === 'not_applied' ? (
        <Button look="secondary" size="sm" alignSelf="flex-start" asChild>
          <Link to="/debpo/apply">{m.bpo_apply_action()}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}

function WorksiteCard({ worksite }: { worksite: Worksite }) {
  const locale = useLocale();
  const audit = AUDIT[worksite.audit_status];
  const headingId = `worksite-${worksite.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" listStyleType="none" aria-labelledby={headingId}>
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="md" id={headingId}>
            {worksite.name}
          </Heading>
          <HStack gap="2">
            {worksite.status === 'closed' ? <ToneBadge tone="gray">{WORKSITE_STATUS.closed()}</ToneBadge> : null}
            <ToneBadge tone={audit.tone}>{audit.label()}</ToneBadge>
          </HStack>
        </HStack>
        <Text>{[worksite.address_line1, worksite.address_line2, worksite.city, countryName(worksite.country, intlLocale(locale))].filter(Boolean).join(', ')}</Text>
        <Text color="fg.muted">
          {m.bpo_worksite_facts({ seats: worksite.seats, placed: worksite.placed_members, photos: worksite.photos.length })}
        </Text>
        <Text color="fg.muted">
          {CONNECTIONS[worksite.connection_redundancy]()} · {POWER[worksite.power_redundancy]()}
        </Text>
        {worksite.status === 'active' ? (
          <Button look="secondary" size="sm" alignSelf="flex-start" asChild>
            <Link to={`/debpo/edit-worksite/${worksite.id}`} aria-label={m.bpo_edit_worksite_named({ name: worksite.name })}>
              {m.bpo_edit_worksite()}
            </Link>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function WorksiteList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromParams(params);
  const status = statusFromParams(params, STATUSES);
  const list = useMyWorksites({ page, ...(status ? { status } : {}) });
  return (
    <Stack gap="4" as="section" aria-labelledby="worksites-heading">
      <Heading as="h2" size="lg" id="worksites-heading">
        {m.bpo_worksites_heading()}
      </Heading>
      <StatusFilter
        label={m.bpo_worksites_filter()}
        choices={[{ value: undefined, label: m.bpo_filter_all() }, ...STATUSES.map((value) => ({ value, label: WORKSITE_STATUS[value]() }))]}
        current={status}
      />
      {list.isPending ? (
        <LoadingSpinner label={m.bpo_loading()} />
      ) : list.isError ? (
        <LoadProblem error={list.error} what={m.bpo_load_failed()} retryLabel={m.bpo_retry()} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={m.bpo_no_worksites()}
          description={m.bpo_no_worksites_body()}
          action={
            <Button asChild>
              <Link to="/debpo/add-worksite">{m.bpo_add_worksite()}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <Stack as="ul" gap="3" ps="0" m="0">
            {list.data.items.map((worksite) => (
              <WorksiteCard key={worksite.id} worksite={worksite} />
            ))}
          </Stack>
          <Pagination page={page} hasMore={list.data.has_more} onPageChange={(next) => void navigate({ search: withPage(params, next) })} />
        </>
      )}
    </Stack>
  );
}

/** /debpo/worksites: the BPO's worksites with their audit status, and where the accreditation stands. */
export default function WorksitesPage() {
  usePageTitle(m.bpo_worksites_title());
  return (
    <PageColumn>
      <PageHeader
        title={m.bpo_worksites_title()}
        description={m.bpo_worksites_description()}
        actions={
          <Button asChild>
            <Link to="/debpo/add-worksite">{m.bpo_add_worksite()}</Link>
          </Button>
        }
      />
      <BpoGate title={m.bpo_worksites_title()}>
        <Stack gap="6">
          <AccreditationSummary />
          <WorksiteList />
          <AuditResults />
        </Stack>
      </BpoGate>
    </PageColumn>
  );
}
