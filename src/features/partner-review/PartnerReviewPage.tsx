import { Alert, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { PARTNER_DOCUMENT, PARTNER_FIELD, PARTNER_KIND, partnerDocumentUrl, VERIFICATION_STATUS } from '@/lib/partner-labels';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate, formatNames, intlLocale } from '@/shared/format';
import { BackLink } from '@/ui/BackLink';
import { FactList, type Fact } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { ToneBadge } from '@/ui/StatusBadge';
import { usePartnerReview, type PartnerReview } from './api';
import { DecisionForm } from './DecisionForm';

const DECIDED_TEXT = { verified: m.prev_decided_verified, changes_requested: m.prev_decided_changes, rejected: m.prev_decided_rejected } as const;

function Review({ review }: { review: PartnerReview }) {
  const locale = useLocale();
  const names = intlLocale(locale);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { partner, verification: v } = review;
  const person = `${partner.firstname} ${partner.lastname}`.trim();
  const title = v.business_name || person;
  const dash = (value: string) => value.trim() || '—';
  const facts: Fact[] = [
    { label: m.prev_kind(), value: PARTNER_KIND[v.kind]() },
    { label: m.prev_partner(), value: person },
    { label: m.prev_email(), value: partner.email },
    { label: PARTNER_FIELD.business_name(), value: dash(v.business_name) },
    ...(review.verified_business_name ? [{ label: m.prev_verified_name(), value: review.verified_business_name }] : []),
    { label: PARTNER_FIELD.registration_number(), value: dash(v.registration_number) },
    {
      label: PARTNER_FIELD.address_line1(),
      value: <Text whiteSpace="pre-line">{[v.address_line1, v.address_line2, `${v.postal_code} ${v.city}`, v.country ? countryName(v.country, names) : ''].filter((s) => s.trim()).join('\n') || '—'}</Text>,
    },
    ...(v.kind === 'ba' ? [{ label: PARTNER_FIELD.regions(), value: v.regions.length ? formatNames(v.regions.map((c) => countryName(c, names)), locale) : '—' }] : []),
    ...(v.submitted_at ? [{ label: m.prev_submitted(), value: formatDate(v.submitted_at, locale) }] : []),
  ];
  const decided = (d: PartnerReview) => {
    setNotice(m.prev_decided_notice({ name: d.verification.business_name || person }));
    queueMicrotask(() => noticeRef.current?.focus());
  };
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <ToneBadge tone={VERIFICATION_STATUS[v.status].tone}>{VERIFICATION_STATUS[v.status].label()}</ToneBadge>
      </HStack>
      {notice ? (
        <Alert.Root ref={noticeRef} status="success" role="status" tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Stack as="section" aria-labelledby="partner-review-details" gap="2">
        <Heading as="h2" size="md" id="partner-review-details">
          {m.prev_details()}
        </Heading>
        <FactList facts={facts} gap="2" />
      </Stack>
      <Stack as="section" aria-labelledby="partner-review-documents" gap="2">
        <Heading as="h2" size="md" id="partner-review-documents">
          {m.prev_documents()}
        </Heading>
        {v.documents.length === 0 ? (
          <Text color="fg.muted">{m.prev_documents_none()}</Text>
        ) : (
          <Stack as="ul" ps="0" listStyleType="none" gap="1">
            {v.documents.map((d) => (
              <li key={d.id}>
                <ChakraLink href={partnerDocumentUrl(d.id)} color="brand.fg">
                  {d.file_name}
                </ChakraLink>{' '}
                <Text as="span" color="fg.muted">
                  ({PARTNER_DOCUMENT[d.kind]()}, {formatDate(d.uploaded_at, locale)})
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      {review.decisions.length ? (
        <Stack as="section" aria-labelledby="partner-review-history" gap="2">
          <Heading as="h2" size="md" id="partner-review-history">
            {m.prev_history()}
          </Heading>
          <Stack as="ul" ps="0" listStyleType="none" gap="2">
            {review.decisions.map((d) => (
              <li key={d.decided_at + d.decision}>
                <Text fontWeight="medium">{DECIDED_TEXT[d.decision]({ date: formatDate(d.decided_at, locale), name: d.decided_by ?? m.prev_former_admin() })}</Text>
                {d.reason ? <Text whiteSpace="pre-wrap">{d.reason}</Text> : null}
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Stack as="section" aria-labelledby="partner-decision-heading" gap="3">
        <Heading as="h2" size="md" id="partner-decision-heading">
          {m.prev_decision()}
        </Heading>
        {v.status === 'submitted' ? <DecisionForm id={review.id} onDone={decided} /> : <Text color="fg.muted">{m.prev_not_waiting()}</Text>}
      </Stack>
    </Stack>
  );
}

function Loader({ id }: { id: string }) {
  const review = usePartnerReview(id);
  if (review.isPending) return <LoadingSpinner size="lg" />;
  if (review.isError) return <LoadProblem error={review.error} what={m.prev_case_load_failed()} retryLabel={m.prev_retry()} onRetry={() => void review.refetch()} retrying={review.isFetching} />;
  return <Review review={review.data} />;
}

/** /admin/partners/:id: one verification as an administrator reviews it: details, documents, earlier decisions, and the decision. */
export default function PartnerReviewPage() {
  const { id = '' } = useParams();
  usePageTitle(m.prev_title());
  useMetaDescription(m.prev_intro());
  return (
    <PageColumn maxW="4xl" gap="4">
      <RoleGate role="admin" title={m.prev_title()} otherRoleReason={m.prev_admin_only()}>
        <BackLink to="/admin/partners">{m.prev_back()}</BackLink>
        <Loader id={id} />
      </RoleGate>
    </PageColumn>
  );
}
