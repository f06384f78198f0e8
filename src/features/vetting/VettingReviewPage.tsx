import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { jobRoleLabel } from '@/lib/labels';
import { AdminQueuePage } from '@/review/AdminQueuePage';
import { DecisionNotice } from '@/review/DecisionNotice';
import { PagedQueue } from '@/review/PagedQueue';
import { useQueueAddress } from '@/review/use-queue-address';
import { useQueueNotice } from '@/review/use-queue-notice';
import { formatDate, intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { EmptyState } from '@/ui/EmptyState';
import { StatusFilter } from '@/ui/StatusFilter';
import { ToneBadge } from '@/ui/StatusBadge';
import { useVettingQueue, type VettingReviewCase, type VettingReviewItem, type VettingStatus } from './review-api';
import { countryFromParams, DEFAULT_STATUS, pageFromParams, statusChoices, statusFromParams } from './review-params';
import { VettingCaseReview } from './VettingCaseReview';
import { STATUS } from './words';

const nameOf = (c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`.trim();

function QueueItem({ item, open, onToggle, onDecided }: { item: VettingReviewItem; open: boolean; onToggle: () => void; onDecided: (d: VettingReviewCase) => void }) {
  const locale = useLocale();
  const { candidate } = item;
  const headingId = `vetting-case-${candidate.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id={headingId} size="md">
            {nameOf(candidate)}
          </Heading>
          <ToneBadge tone={STATUS[item.status].tone}>{STATUS[item.status].label()}</ToneBadge>
        </HStack>
        <Text color="fg.muted">
          {[countryName(candidate.country, intlLocale(locale)), candidate.role ? jobRoleLabel(candidate.role) : null, item.submitted_at ? m.vrev_submitted_on({ date: formatDate(item.submitted_at, locale) }) : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Button look="secondary" size="sm" alignSelf="start" onClick={onToggle} aria-expanded={open} aria-label={`${open ? m.vrev_close() : m.vrev_open()}: ${nameOf(candidate)}`}>
          {open ? m.vrev_close() : m.vrev_open()}
        </Button>
        {open ? <VettingCaseReview id={candidate.id} name={nameOf(candidate)} onDecided={onDecided} /> : null}
      </Stack>
    </Box>
  );
}

function Queue({ status, country, page }: { status: VettingStatus; country: string | undefined; page: number }) {
  const locale = useLocale();
  const { setFilter } = useQueueAddress();
  const queue = useVettingQueue(status, country, page);
  const [opened, setOpened] = useState<string | null>(null);
  const { notice, noticeRef, tell } = useQueueNotice();

  const decided = (item: VettingReviewItem) => (d: VettingReviewCase) => {
    const name = nameOf(item.candidate);
    setOpened(null);
    tell(d.status === 'vetted' ? m.vrev_decided_notice_vetted({ name }) : m.vrev_decided_notice_changes({ name }));
  };

  return (
    <PagedQueue
      filters={
        <>
          <StatusFilter label={m.vrev_filter_status()} choices={statusChoices()} current={status} fallback={DEFAULT_STATUS} />
          <Box maxW="sm">
            <CountrySelect
              id="vetting-country"
              label={m.vrev_filter_country()}
              placeholder={m.vrev_all_countries()}
              locale={intlLocale(locale)}
              value={country ?? ''}
              onChange={(e) => setFilter('country', e.target.value || undefined)}
            />
          </Box>
        </>
      }
      notice={<DecisionNotice notice={notice} noticeRef={noticeRef} />}
      read={queue}
      page={page}
      loadFailed={m.vrev_load_failed()}
      retryLabel={m.vet_retry()}
      empty={<EmptyState title={m.vrev_empty()} description={status === DEFAULT_STATUS ? m.vrev_empty_waiting_hint() : undefined} />}
      listLabel={m.vrev_list_label()}
      keyOf={(item) => item.candidate.id}
      renderItem={(item) => (
        <QueueItem
          item={item}
          open={opened === item.candidate.id}
          onToggle={() => setOpened(opened === item.candidate.id ? null : item.candidate.id)}
          onDecided={decided(item)}
        />
      )}
    />
  );
}

/** /admin/vetting: administrators open the cases candidates submit, oldest first, and vet them or send them back with reasons. */
export default function VettingReviewPage() {
  const [params] = useSearchParams();
  return (
    <AdminQueuePage title={m.vrev_title()} intro={m.vrev_intro()} adminOnly={m.vrev_admin_only()}>
      <Queue status={statusFromParams(params)} country={countryFromParams(params)} page={pageFromParams(params)} />
    </AdminQueuePage>
  );
}
