import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { AdminQueuePage } from '@/review/AdminQueuePage';
import { DecisionNotice } from '@/review/DecisionNotice';
import { PagedQueue } from '@/review/PagedQueue';
import { useQueueAddress } from '@/review/use-queue-address';
import { useQueueNotice } from '@/review/use-queue-notice';
import { intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { EmptyState } from '@/ui/EmptyState';
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
  const { setFilter } = useQueueAddress();
  const queue = useAuditQueue(state, country, page);
  const auditors = useVerifiedAuditors();
  const { notice, noticeRef, tell } = useQueueNotice();
  const assigned = (item: AuditQueueItem) => (auditor: string) => tell(m.aud_assigned_notice({ auditor, worksite: item.worksite_name }));
  // The items need the auditors too: the queue waits for both, and a retry reads both again.
  const read = {
    data: auditors.data ? queue.data : undefined,
    isError: queue.isError || auditors.isError,
    error: queue.error ?? auditors.error,
    isFetching: queue.isFetching || auditors.isFetching,
    refetch: () => {
      void queue.refetch();
      void auditors.refetch();
    },
  };
  return (
    <PagedQueue
      filters={
        <>
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
              onChange={(e) => setFilter('country', e.target.value || undefined)}
            />
          </Box>
        </>
      }
      notice={<DecisionNotice notice={notice} noticeRef={noticeRef} />}
      read={read}
      page={page}
      loadFailed={m.aud_load_failed()}
      retryLabel={m.aud_retry()}
      empty={<EmptyState title={m.aud_queue_empty()} description={state === DEFAULT_STATE ? m.aud_queue_empty_hint() : undefined} />}
      listLabel={m.aud_queue_list_label()}
      keyOf={(item) => item.worksite_id}
      renderItem={(item) => <QueueItem item={item} auditors={auditors.data?.items ?? []} onAssigned={assigned(item)} />}
    />
  );
}

/** /admin/audits: administrators assign a verified auditor to each BPO worksite awaiting audit. */
export default function AuditQueuePage() {
  const [params] = useSearchParams();
  return (
    <AdminQueuePage title={m.aud_queue_title()} intro={m.aud_queue_intro()} adminOnly={m.aud_admin_only()}>
      <Queue state={stateFromParams(params)} country={countryFromParams(params)} page={pageFromParams(params)} />
    </AdminQueuePage>
  );
}
