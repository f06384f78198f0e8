import { Box, DataList, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { formatDate, intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { Button } from '@/ui/Button';
import { GrantStatusBadge } from './GrantStatusBadge';
import type { GrantApplication } from './review-api';

// The applicant's words for their kind of organisation, as they chose it on /grants/apply.
const typeLabel: Record<GrantApplication['organisation_type'], () => string> = {
  small_business: m.grantapp_type_small_business,
  non_profit: m.grantapp_type_non_profit,
  social_enterprise: m.grantapp_type_social_enterprise,
  community: m.grantapp_type_community,
  education: m.grantapp_type_education,
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="48">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function employerText(employer: NonNullable<GrantApplication['employer']>) {
  const who = employer.company_name ? m.grants_employer_with_company({ name: employer.name, company: employer.company_name }) : employer.name;
  return `${who} · ${employer.email}`;
}

function grantText(grant: NonNullable<GrantApplication['grant']>, locale: Locale) {
  const shared = { name: grant.name, percent: grant.percent, hires: grant.hires, used: grant.hires_used };
  return grant.expires_on ? m.grants_grant_until({ ...shared, until: formatDate(grant.expires_on, locale) }) : m.grants_grant_open_ended(shared);
}

export interface ApplicationReviewProps {
  application: GrantApplication;
  onApprove: (application: GrantApplication) => void;
  onReject: (application: GrantApplication) => void;
}

/** One application as a reviewer reads it: who asks, for what and why; the decision once there is one. */
export function ApplicationReview({ application, onApprove, onReject }: ApplicationReviewProps) {
  const locale = useLocale();
  const headingId = `grant-application-${application.id}`;
  const { employer, grant } = application;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id={headingId} size="md">
            {application.organisation_name}
          </Heading>
          <GrantStatusBadge status={application.status} />
        </HStack>
        <DataList.Root orientation="horizontal" gap="2">
          {employer ? <Row label={m.grants_field_employer()}>{employerText(employer)}</Row> : null}
          <Row label={m.grants_field_type()}>{typeLabel[application.organisation_type]()}</Row>
          <Row label={m.grants_field_country()}>{countryName(application.country, intlLocale(locale))}</Row>
          <Row label={m.grants_field_employees()}>{m.grants_people({ size: application.employees })}</Row>
          <Row label={m.grants_field_hires_planned()}>{application.hires_planned}</Row>
          <Row label={m.grants_field_submitted()}>{formatDate(application.submitted_at, locale)}</Row>
          {application.decided_at ? <Row label={m.grants_field_decided()}>{formatDate(application.decided_at, locale)}</Row> : null}
          {grant ? <Row label={m.grants_field_grant()}>{grantText(grant, locale)}</Row> : null}
          {application.status === 'rejected' && application.decision_reason ? (
            <Row label={m.grants_field_decision_reason()}>
              <Text whiteSpace="pre-wrap">{application.decision_reason}</Text>
            </Row>
          ) : null}
        </DataList.Root>
        <Stack gap="1">
          <Text fontWeight="semibold">{m.grants_field_reason()}</Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {application.reason}
          </Text>
        </Stack>
        {application.status === 'submitted' ? (
          <HStack gap="3" wrap="wrap">
            {/* The organisation's name, read after the visible word, tells the many buttons of the list apart. */}
            <Button look="primary" onClick={() => onApprove(application)}>
              {m.grants_approve()}
              <VisuallyHidden>{`: ${application.organisation_name}`}</VisuallyHidden>
            </Button>
            <Button look="secondary" onClick={() => onReject(application)}>
              {m.grants_reject()}
              <VisuallyHidden>{`: ${application.organisation_name}`}</VisuallyHidden>
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
