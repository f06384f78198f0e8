import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { RoleGate } from '@/app-state/RoleGate';
import { countryName } from '@/lib/countries';
import { onboardingStepLabel } from '@/lib/labels';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDateTime, intlLocale } from '@/shared/format';
import { languageFor } from '@/shared/languages';
import { FactList } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { StatusBadge, ToneBadge } from '@/ui/StatusBadge';
import { useOnboardingCase, type OnboardingCase } from './api';
import { AGREEMENT_TITLE, DECISION_TONE, decisionText, IDENTITY_REASON, IDENTITY_STATUS, PROVIDER } from './case-words';
import { DecisionNotice } from '@/review/DecisionNotice';
import { DocumentReview } from './DocumentReview';
import { useDocumentDecisions } from './use-document-decisions';
import { candidateName } from './words';

/** A part of the case under its own heading, with what to say when it holds nothing yet. */
function CaseSection({ id, title, empty, children }: { id: string; title: string; empty: string | null; children?: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {empty === null ? children : <Text color="fg.muted">{empty}</Text>}
    </Stack>
  );
}

const panel = { borderWidth: '1px', borderRadius: 'md', p: { base: 4, md: 5 }, bg: 'bg.panel' } as const;

function Steps({ checklist }: { checklist: OnboardingCase['checklist'] }) {
  return (
    <Stack as="ul" listStyleType="none" ps="0" gap="2" aria-labelledby="case-steps">
      {checklist.steps.map((step) => (
        <HStack as="li" key={step.step} {...panel} py="3" justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontWeight="semibold">{onboardingStepLabel(step.step)}</Text>
            <Text textStyle="sm" color="fg.muted">
              {step.before_work ? m.ocase_step_progress_before_work({ done: step.done, of: step.of }) : m.ocase_step_progress({ done: step.done, of: step.of })}
            </Text>
          </Stack>
          <StatusBadge kind="step" status={step.state} />
        </HStack>
      ))}
    </Stack>
  );
}

function Identity({ identity }: { identity: OnboardingCase['identity'] }) {
  const locale = useLocale();
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <ToneBadge tone={IDENTITY_STATUS[identity.status].tone}>{IDENTITY_STATUS[identity.status].label()}</ToneBadge>
        {identity.reason ? <Text>{IDENTITY_REASON[identity.reason]()}</Text> : null}
      </HStack>
      {identity.attempts.length > 0 ? (
        <Stack as="ol" listStyleType="none" ps="0" gap="3" aria-label={m.ocase_identity_attempts()}>
          {identity.attempts.map((attempt) => (
            <Box as="li" key={attempt.id} {...panel}>
              <FactList
                gap="2"
                facts={[
                  { label: m.ocase_field_result(), value: <ToneBadge tone={IDENTITY_STATUS[attempt.status].tone}>{IDENTITY_STATUS[attempt.status].label()}</ToneBadge> },
                  ...(attempt.reason ? [{ label: m.ocase_field_reason(), value: IDENTITY_REASON[attempt.reason]() }] : []),
                  { label: m.ocase_field_provider(), value: PROVIDER[attempt.provider]() },
                  { label: m.ocase_field_started(), value: formatDateTime(attempt.started_at, locale) },
                  ...(attempt.submitted_at ? [{ label: m.ocase_field_submitted(), value: formatDateTime(attempt.submitted_at, locale) }] : []),
                  ...(attempt.decided_at ? [{ label: m.ocase_field_decided(), value: formatDateTime(attempt.decided_at, locale) }] : []),
                ]}
              />
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function Agreements({ signatures }: { signatures: OnboardingCase['agreements'] }) {
  const locale = useLocale();
  return (
    <Stack as="ul" listStyleType="none" ps="0" gap="3" aria-labelledby="case-agreements">
      {signatures.map((signature) => (
        <Box as="li" key={signature.id} {...panel}>
          <Stack gap="3">
            <Text fontWeight="semibold">{m.ocase_agreement_title({ kind: AGREEMENT_TITLE[signature.kind](), version: signature.version })}</Text>
            <FactList
              gap="2"
              facts={[
                { label: m.ocase_field_signed_at(), value: formatDateTime(signature.signed_at, locale) },
                { label: m.ocase_field_typed_name(), value: signature.typed_name },
                { label: m.ocase_field_language(), value: languageFor(signature.language)?.text ?? signature.language },
                { label: m.ocase_field_address(), value: signature.ip_address },
                { label: m.ocase_field_fingerprint(), value: <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">{signature.sha256}</Text> },
              ]}
            />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Decisions({ records }: { records: OnboardingCase['decisions'] }) {
  const locale = useLocale();
  return (
    <Stack as="ol" listStyleType="none" ps="0" gap="2" aria-labelledby="case-decisions">
      {records.map((record, i) => (
        <Box as="li" key={`${record.decided_at}-${i}`} borderInlineStartWidth="4px" borderColor={`${DECISION_TONE[record.decision]}.600`} ps="3" py="1">
          <Text fontWeight="semibold">{decisionText(record)}</Text>
          <Text textStyle="sm" color="fg.muted">
            {record.decided_by
              ? m.ocase_decided_by({ name: record.decided_by, date: formatDateTime(record.decided_at, locale) })
              : m.ocase_decided_by_former({ date: formatDateTime(record.decided_at, locale) })}
          </Text>
          {record.reason ? (
            <Text textStyle="sm" whiteSpace="pre-wrap">
              {record.reason}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function Case({ id }: { id: string }) {
  const locale = useLocale();
  const read = useOnboardingCase(id);
  const decisions = useDocumentDecisions();
  if (read.isError) return <LoadProblem error={read.error} what={m.ocase_load_failed()} retryLabel={m.crev_retry()} onRetry={() => void read.refetch()} retrying={read.isFetching} />;
  if (!read.data) {
    return (
      <Stack align="center" py="8">
        <LoadingSpinner />
      </Stack>
    );
  }
  const { candidate, checklist, documents, identity, agreements, decisions: records } = read.data;
  const name = candidateName(candidate);
  const beforeWork = checklist.steps.filter((step) => step.before_work);
  const standing = checklist.ready_to_start
    ? checklist.completed_at
      ? m.ocase_ready_since({ date: formatDateTime(checklist.completed_at, locale) })
      : m.ocase_ready()
    : m.ocase_not_ready({ done: beforeWork.filter((step) => step.state === 'done').length, total: beforeWork.length });
  return (
    <Stack gap="8">
      <PageHeader title={m.ocase_title({ name })} description={`${countryName(candidate.country, intlLocale(locale))} · ${standing}`} />
      <DecisionNotice notice={decisions.notice} noticeRef={decisions.noticeRef} />
      <CaseSection id="case-steps" title={m.ocase_steps()} empty={null}>
        <Steps checklist={checklist} />
      </CaseSection>
      <CaseSection id="case-documents" title={m.ocase_documents()} empty={documents.length ? null : m.ocase_documents_none()}>
        <Stack as="ul" listStyleType="none" ps="0" gap="4" aria-labelledby="case-documents">
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentReview item={{ document, candidate }} onApprove={decisions.approve} onReject={decisions.reject} inCase />
            </li>
          ))}
        </Stack>
      </CaseSection>
      <CaseSection id="case-identity" title={m.ocase_identity()} empty={null}>
        <Identity identity={identity} />
      </CaseSection>
      <CaseSection id="case-agreements" title={m.ocase_agreements()} empty={agreements.length ? null : m.ocase_agreements_none()}>
        <Agreements signatures={agreements} />
      </CaseSection>
      <CaseSection id="case-decisions" title={m.ocase_decisions()} empty={records.length ? null : m.ocase_decisions_none()}>
        <Decisions records={records} />
      </CaseSection>
      {decisions.dialog}
    </Stack>
  );
}

/** /admin/onboarding/:id: one candidate's onboarding as a case, opened from the review queues. */
export default function OnboardingCasePage() {
  usePageTitle(m.ocase_page_title());
  useMetaDescription(m.ocase_description());
  const { id = '' } = useParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to="/admin/compliance">{m.ocase_back()}</Link>
      </ChakraLink>
      <RoleGate role="admin" title={m.ocase_page_title()} otherRoleReason={m.ocase_admin_only()}>
        <Case key={id} id={id} />
      </RoleGate>
    </PageColumn>
  );
}
