import { Alert, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { jobRoleLabel } from '@/lib/labels';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate, intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
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
  const [, setParams] = useSearchParams();
  const queue = useVettingQueue(status, country, page);
  const [opened, setOpened] = useState<string | null>(null);
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
  const decided = (item: VettingReviewItem) => (d: VettingReviewCase) => {
    const name = nameOf(item.candidate);
    setNotice(d.status === 'vetted' ? m.vrev_decided_notice_vetted({ name }) : m.vrev_decided_notice_changes({ name }));
    setOpened(null);
    // The decided case leaves the waiting list, and the button that opened it with it.
    queueMicrotask(() => noticeRef.current?.focus());
  };

  return (
    <Stack gap="5">
      <Stack gap="3">
        <StatusFilter label={m.vrev_filter_status()} choices={statusChoices()} current={status} fallback={DEFAULT_STATUS} />
        <Box maxW="sm">
          <CountrySelect
            id="vetting-country"
            label={m.vrev_filter_country()}
            placeholder={m.vrev_all_countries()}
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
      {queue.isError ? (
        <LoadProblem error={queue.error} what={m.vrev_load_failed()} retryLabel={m.vet_retry()} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : !queue.data ? (
        <Stack align="center" py="8">
          <LoadingSpinner />
        </Stack>
      ) : queue.data.items.length === 0 ? (
        <EmptyState title={m.vrev_empty()} description={status === DEFAULT_STATUS ? m.vrev_empty_waiting_hint() : undefined} />
      ) : (
        <>
          <Stack as="ul" aria-label={m.vrev_list_label()} listStyleType="none" ps="0" gap="4">
            {queue.data.items.map((item) => (
              <li key={item.candidate.id}>
                <QueueItem
                  item={item}
                  open={opened === item.candidate.id}
                  onToggle={() => setOpened(opened === item.candidate.id ? null : item.candidate.id)}
                  onDecided={decided(item)}
                />
              </li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={queue.data.has_more} onPageChange={(next) => setParam('page', next <= 1 ? undefined : String(next))} />
        </>
      )}
    </Stack>
  );
}

/** /admin/vetting: administrators open the cases candidates submit, oldest first, and vet them or send them back with reasons. */
export default function VettingReviewPage() {
  usePageTitle(m.vrev_title());
  useMetaDescription(m.vrev_intro());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <RoleGate role="admin" title={m.vrev_title()} otherRoleReason={m.vrev_admin_only()}>
        <PageHeader title={m.vrev_title()} description={m.vrev_intro()} />
        <Queue status={statusFromParams(params)} country={countryFromParams(params)} page={pageFromParams(params)} />
      </RoleGate>
    </PageColumn>
  );
}
