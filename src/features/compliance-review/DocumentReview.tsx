import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { formatDate, formatFileSize, intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FactList, type Fact } from '@/ui/FactList';
import { ToneBadge } from '@/ui/StatusBadge';
import { type ComplianceReviewItem } from './api';
import { documentFileUrl } from '@/lib/compliance-files';
import { candidateName, KIND_TITLE, STATUS } from './words';

export interface DocumentReviewProps {
  item: ComplianceReviewItem;
  onApprove: (item: ComplianceReviewItem) => void;
  onReject: (item: ComplianceReviewItem) => void;
  /** Shown inside the candidate's case (under its "Documents" heading, and without a link to the case itself), not in the queue. */
  inCase?: boolean;
}

/** One document as a reviewer reads it: whose, what, the file to open, and the decision once there is one. */
export function DocumentReview({ item, onApprove, onReject, inCase = false }: DocumentReviewProps) {
  const locale = useLocale();
  const { document, candidate } = item;
  const headingId = `compliance-review-${document.id}`;
  const title = m.crev_item_title({ name: candidateName(candidate), kind: KIND_TITLE[document.kind]() });
  const facts: Fact[] = [
    { label: m.crev_field_candidate(), value: candidateName(candidate) },
    { label: m.crev_field_country(), value: countryName(candidate.country, intlLocale(locale)) },
    { label: m.crev_field_kind(), value: KIND_TITLE[document.kind]() },
    {
      label: m.crev_field_file(),
      value: (
        <ChakraLink href={documentFileUrl(document.id)} download color="brand.fg" aria-label={m.crev_download_named({ name: document.file.name })}>
          {document.file.name}
        </ChakraLink>
      ),
    },
    { label: m.crev_field_size(), value: formatFileSize(document.file.size_bytes, locale) },
    { label: m.crev_field_handed_in(), value: formatDate(document.submitted_at, locale) },
    ...(document.expires_on ? [{ label: m.crev_field_expires(), value: formatDate(document.expires_on, locale) }] : []),
    ...(document.reviewed_at ? [{ label: m.crev_field_decided(), value: formatDate(document.reviewed_at, locale) }] : []),
    ...(document.status === 'rejected' && document.rejection_reason
      ? [{ label: m.crev_field_reason(), value: <Text whiteSpace="pre-wrap">{document.rejection_reason}</Text> }]
      : []),
  ];
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as={inCase ? 'h3' : 'h2'} id={headingId} size="md">
            {title}
          </Heading>
          <ToneBadge tone={STATUS[document.status].tone}>{STATUS[document.status].label()}</ToneBadge>
        </HStack>
        <FactList facts={facts} gap="2" />
        {document.status === 'submitted' || !inCase ? (
          <HStack gap="3" wrap="wrap">
            {/* The item's title, after the visible word, tells the many buttons of the list apart. */}
            {document.status === 'submitted' ? (
              <>
                <Button look="primary" onClick={() => onApprove(item)} aria-label={m.crev_approve_named({ item: title })}>
                  {m.crev_approve()}
                </Button>
                <Button look="secondary" onClick={() => onReject(item)} aria-label={m.crev_reject_named({ item: title })}>
                  {m.crev_reject()}
                </Button>
              </>
            ) : null}
            {inCase ? null : (
              <ChakraLink asChild color="brand.fg">
                <Link to={`/admin/onboarding/${candidate.id}`} aria-label={m.ocase_open_named({ name: candidateName(candidate) })}>
                  {m.ocase_open()}
                </Link>
              </ChakraLink>
            )}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
