import { Alert, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { SelectField } from '@/ui/SelectField';
import { StatusFilter } from '@/ui/StatusFilter';
import { ToneBadge } from '@/ui/StatusBadge';
import { QUEUE_STATES, useAuditQueue, useVerifiedAuditors, type AuditQueueItem, type AuditQueueState, type Auditor } from './api';
import { useAssignAudit } from './flows';
import { countryFromParams, DEFAULT_STATE, pageFromParams, stateFromParams } from './params';
import { QUEUE_STATE } from './words';

/** The auditor chosen for one worksite and the button that assigns it. */
function AssignForm({ item, auditors, onAssigned }: { item: AuditQueueItem; auditors: Auditor[]; onAssigned: (auditor: string) => void }) {
  const locale = useLocale();
  const [auditorId, setAuditorId] = useState('');
  const assign = useAssignAudit(() => onAssigned(auditors.find((a) => a.id === auditorId)?.name ?? ''));
  const selectId = `auditor-${item.worksite_id}`;
  if (auditors.length === 0) return <Text color="fg.muted">{m.aud_no_auditors()}</Text>;
  return (
    <form
      aria-label={m.aud_assign_to({ worksite: item.worksite_name })}
      onSubmit={(e) => {
        e.preventDefault();
        if (auditorId) assign.mutate({ worksite_id: item.worksite_id, auditor_id: auditorId });
      }}
    >
      <HStack align="end" gap="3" wrap="wrap">
        <Box flex="1" minW="16rem">
          <SelectField
            id={selectId}
            label={m.aud_auditor_label({ worksite: item.worksite_name })}
            placeholder={m.aud_choose_auditor()}
            required
            value={auditorId}
            onChange={(e) => setAuditorId(e.target.value)}
            options={auditors.map((a) => ({
              value: a.id,
              label: m.aud_auditor_option({ name: a.name, business: a.business_name, country: countryName(a.country, intlLocale(locale)), open: a.open_audits }),
            }))}
          />
        </Box>
        <Button type="submit" loading={assign.isPending} disabled={!auditorId}>
          {m.aud_assign()}
        </Button>
      </HStack>
    </form>
  );
}

function QueueItem({ item, auditors, onAssigned }: { item: AuditQueueItem; auditors: Auditor[]; onAssigned: (auditor: string) => void }) {
  const locale = useLocale();
  const headingId = `worksite-${item.worksite_id}`;
  const assignable = item.state === 'awaiting' || item.state === 'failed';
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id={headingId} size="md">
            {item.worksite_name}
          </Heading>
          <ToneBadge tone={QUEUE_STATE[item.state].tone}>{QUEUE_STATE[item.state].label()}</ToneBadge>
        </HStack>
        <Text color="fg.muted">
          {m.aud_site_line({ bpo: item.bpo_name, city: item.city, country: countryName(item.country, intlLocale(locale)), seats: item.seats })}
        </Text>
        {item.auditor_name ? <Text>{m.aud_audited_by({ name: item.auditor_name })}</Text> : null}
        {assignable ? <AssignForm item={item} auditors={auditors} onAssigned={onAssigned} /> : null}
      </Stack>
    </Box>
  );
}

function Queue({ state, country, page }: { state: AuditQueueState; country: string | undefined; page: number }) {
  const locale = useLocale();
  const [, setParams] = useSearchParams();
  const queue = useAuditQueue(state, country, page);
  const auditors = useVerifiedAuditors();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const setParam = (name: string, value: string | undefined) =>
    setParams((params) => {
      const copy = new URLSearchParams(params);
      if (name !== 'page') copy.delete('page');
      if (value === undefined) copy.delete(name);
      else copy.set(name, value);
      return copy;
    });
  const assigned = (item: AuditQueueItem) => (auditor: string) => {
    setNotice(m.aud_assigned_notice({ auditor, worksite: item.worksite_name }));
    // The assigned worksite leaves the list, and the button with it: the notice takes the focus.
    queueMicrotask(() => noticeRef.current?.focus());
  };
  return (
    <Stack gap="5">
      <Stack gap="3">
        <StatusFilter
          label={m.aud_filter_state()}
          param="state"
          choices={QUEUE_STATES.map((value) => ({ value, label: QUEUE_STATE[value].label() }))}
          current={state}
          fallback={DEFAULT_STATE}
        />
        <Box maxW="sm">
          <CountrySelect
            id="audit-country"
            label={m.aud_filter_country()}
            placeholder={m.aud_all_countries()}
            locale={intlLocale(locale)}
            value={country ?? ''}
            onChange={(e) => setParam('country', e.target.value || undefined)}
          />
        </Box>
      </Stack>
      {notice ? (
        <Alert.Root ref={noticeRef} status="success" role="status" tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      ) : null}
      {queue.isError || auditors.isError ? (
        <LoadProblem
          error={queue.error ?? auditors.error}
          what={m.aud_load_failed()}
          retryLabel={m.aud_retry()}
          onRetry={() => {
            void queue.refetch();
            void auditors.refetch();
          }}
          retrying={queue.isFetching || auditors.isFetching}
        />
      ) : !queue.data || !auditors.data ? (
        <Stack align="center" py="8">
          <LoadingSpinner />
        </Stack>
      ) : queue.data.items.length === 0 ? (
        <EmptyState title={m.aud_queue_empty()} description={state === DEFAULT_STATE ? m.aud_queue_empty_hint() : undefined} />
      ) : (
        <>
          <Stack as="ul" aria-label={m.aud_queue_list_label()} listStyleType="none" ps="0" gap="4">
            {queue.data.items.map((item) => (
              <li key={item.worksite_id}>
                <QueueItem item={item} auditors={auditors.data.items} onAssigned={assigned(item)} />
              </li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={queue.data.has_more} onPageChange={(next) => setParam('page', next <= 1 ? undefined : String(next))} />
        </>
      )}
    </Stack>
  );
}

/** /admin/audits: administrators assign a verified auditor to each BPO worksite awaiting audit. */
export default function AuditQueuePage() {
  usePageTitle(m.aud_queue_title());
  useMetaDescription(m.aud_queue_intro());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <RoleGate role="admin" title={m.aud_queue_title()} otherRoleReason={m.aud_admin_only()}>
        <PageHeader title={m.aud_queue_title()} description={m.aud_queue_intro()} />
        <Queue state={stateFromParams(params)} country={countryFromParams(params)} page={pageFromParams(params)} />
      </RoleGate>
    </PageColumn>
  );
}
