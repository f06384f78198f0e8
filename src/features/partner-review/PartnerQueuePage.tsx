import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { PARTNER_KIND, VERIFICATION_STATUS } from '@/lib/partner-labels';
import { AdminQueuePage } from '@/review/AdminQueuePage';
import { PagedQueue } from '@/review/PagedQueue';
import { formatDate, intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { StatusFilter } from '@/ui/StatusFilter';
import { ToneBadge } from '@/ui/StatusBadge';
import { KINDS, STATUSES, usePartnerQueue, type PartnerKind, type PartnerReviewItem, type VerificationStatus } from './api';
import { DEFAULT_STATUS, kindFromParams, pageFromParams, statusFromParams } from './review-params';

function QueueItem({ item }: { item: PartnerReviewItem }) {
  const locale = useLocale();
  const headingId = `partner-verification-${item.id}`;
  const name = item.business_name || `${item.partner.firstname} ${item.partner.lastname}`.trim();
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id={headingId} size="md">
            {name}
          </Heading>
          <ToneBadge tone={VERIFICATION_STATUS[item.status].tone}>{VERIFICATION_STATUS[item.status].label()}</ToneBadge>
        </HStack>
        <Text color="fg.muted">
          {[
            PARTNER_KIND[item.kind](),
            item.country ? countryName(item.country, intlLocale(locale)) : null,
            item.submitted_at ? m.prev_submitted_on({ date: formatDate(item.submitted_at, locale) }) : null,
            item.verified && item.status !== 'verified' ? m.prev_already_verified() : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Button look="secondary" size="sm" alignSelf="start" asChild>
          <Link to={`/admin/partners/${item.id}`} aria-label={`${m.prev_open()}: ${name}`}>
            {m.prev_open()}
          </Link>
        </Button>
      </Stack>
    </Box>
  );
}

function Queue({ status, kind, page }: { status: VerificationStatus; kind: PartnerKind | undefined; page: number }) {
  const queue = usePartnerQueue(status, kind, page);
  return (
    <PagedQueue
      filters={
        <>
          <StatusFilter label={m.prev_filter_status()} choices={STATUSES.map((value) => ({ value, label: VERIFICATION_STATUS[value].label() }))} current={status} fallback={DEFAULT_STATUS} />
          <StatusFilter
            label={m.prev_filter_kind()}
            param="kind"
            choices={[{ value: undefined, label: m.prev_all_kinds() }, ...KINDS.map((value) => ({ value, label: PARTNER_KIND[value]() }))]}
            current={kind}
          />
        </>
      }
      read={queue}
      page={page}
      loadFailed={m.prev_load_failed()}
      retryLabel={m.prev_retry()}
      empty={<EmptyState title={m.prev_empty()} description={status === DEFAULT_STATUS ? m.prev_empty_hint() : undefined} />}
      listLabel={m.prev_list_label()}
      keyOf={(item) => item.id}
      renderItem={(item) => <QueueItem item={item} />}
    />
  );
}

/** /admin/partners: administrators' queue of partner verifications of every kind, filtered by status and kind, a page at a time. */
export default function PartnerQueuePage() {
  const [params] = useSearchParams();
  return (
    <AdminQueuePage title={m.prev_title()} intro={m.prev_intro()} adminOnly={m.prev_admin_only()}>
      <Queue status={statusFromParams(params)} kind={kindFromParams(params)} page={pageFromParams(params)} />
    </AdminQueuePage>
  );
}
