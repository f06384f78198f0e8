import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { EXPERIENCE_LEVELS, industryLabel, jobRoleLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { FEES } from '@/shared/fees';
import { HOURS_PER_MONTH, industryOf, type JobRole } from '@/shared/job-roles';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useRateCards, useRoleCandidates } from './api';
import { CandidateCard } from './CandidateCard';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { EMPLOYER_SIGNUP_PATH, POST_JOB_PATH, searchRolePath } from './paths';
import { PayGuidanceTable } from './PayGuidanceTable';
import { RequestCandidateDialog } from './RequestCandidateDialog';
import { payGuidance, payGuidanceFromRateCard } from './role-costs';
import { isJobRole } from '@/lib/role-groups';

/** /hire-staff/:id: what one role pays at each level, what it costs us to staff, and who is available. */
export default function HireRolePage() {
  const { id } = useParams();
  if (!isJobRole(id)) return <UnknownRole />;
  return <HireRole role={id} />;
}

function UnknownRole() {
  usePageTitle(m.talent_role_not_found_title());
  return (
    <PageColumn maxW="2xl">
      <NotFoundNotice
        title={m.talent_role_not_found_title()}
        body={m.talent_role_not_found_body()}
        action={
          <Button look="secondary" asChild>
            <Link to="/hire-staff">{m.talent_role_all_roles()}</Link>
          </Button>
        }
      />
    </PageColumn>
  );
}

function HireRole({ role }: { role: JobRole }) {
  const label = jobRoleLabel(role);
  usePageTitle(label);
  const locale = useLocale();
  const { status, user } = useSession();
  const isEmployer = status === 'authenticated' && user?.role === 'employer';
  const [requesting, setRequesting] = useState(false);

  return (
    <PageColumn>
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to="/hire-staff">
            <span aria-hidden="true">← </span>
            {m.talent_role_all_roles()}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl">
          {label}
        </Heading>
        <Text color="fg.muted">{m.talent_role_industry({ industry: industryLabel(industryOf(role)) })}</Text>
      </Stack>

      <Stack as="section" aria-labelledby="pay-guidance" gap="3">
        <Heading as="h2" id="pay-guidance" size="lg">
          {m.talent_role_pay_title()}
        </Heading>
        <Text color="fg.muted">{m.talent_role_pay_intro({ hours: Math.round(HOURS_PER_MONTH) })}</Text>
        {isEmployer ? (
          <ServerPayGuidance role={role} />
        ) : (
          <PayGuidanceTable rows={EXPERIENCE_LEVELS.map((level) => payGuidance(role, level))} labelledBy="pay-guidance" locale={locale} />
        )}
        <Text color="fg.muted" textStyle="sm">
          {m.talent_role_fee_note({ setup: formatMoney(FEES.onboardingSetup, locale) })}
        </Text>
      </Stack>

      {isEmployer ? (
        <>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild>
              <Link to={POST_JOB_PATH}>{m.talent_role_post_job()}</Link>
            </Button>
            <Button look="secondary" onClick={() => setRequesting(true)}>
              {m.talent_ask_us()}
            </Button>
          </HStack>
          <RoleCandidates role={role} onAskUs={() => setRequesting(true)} />
          <RequestCandidateDialog open={requesting} onClose={() => setRequesting(false)} role={role} />
        </>
      ) : status === 'authenticated' ? (
        <Text fontWeight="medium">{m.talent_hire_other_role()}</Text>
      ) : (
        <Button alignSelf="flex-start" asChild>
          <Link to={EMPLOYER_SIGNUP_PATH}>{m.talent_hire_sign_up()}</Link>
        </Button>
      )}
    </PageColumn>
  );
}

/** Employers get the guidance the server quotes, the same figures the job form uses. */
function ServerPayGuidance({ role }: { role: JobRole }) {
  const locale = useLocale();
  const cards = useRateCards(role, EXPERIENCE_LEVELS, true);
  const failed = cards.find((card) => card.isError);
  if (failed) {
    return <LoadProblem retryLabel={m.talent_try_again()} what={m.talent_role_pay_failed()} error={failed.error} onRetry={() => cards.forEach((card) => void card.refetch())} />;
  }
  if (cards.some((card) => !card.data)) return <LoadingSpinner label={m.talent_role_pay_loading()} />;
  const rows = cards.map((card) => payGuidanceFromRateCard(card.data!));
  return <PayGuidanceTable rows={rows} labelledBy="pay-guidance" locale={locale} />;
}

/** A first page of the people available in this role, and the way to the rest. */
function RoleCandidates({ role, onAskUs }: { role: JobRole; onAskUs: () => void }) {
  const candidates = useRoleCandidates(role, true);
  return (
    <Stack as="section" aria-labelledby="role-candidates" gap="4">
      <Heading as="h2" id="role-candidates" size="lg">
        {m.talent_role_candidates_title()}
      </Heading>
      {candidates.isPending ? (
        <LoadingSpinner label={m.talent_results_loading()} />
      ) : candidates.isError ? (
        <LoadProblem retryLabel={m.talent_try_again()} what={m.talent_results_failed()} error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.candidates.length === 0 ? (
        <Stack gap="3" align="flex-start">
          <Text>{m.talent_role_candidates_none()}</Text>
          <Button look="secondary" onClick={onAskUs}>
            {m.talent_ask_us()}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack as="ul" gap="4" m="0" p="0">
            {candidates.data.candidates.map((candidate) => (
              <CandidateCard key={candidate.id} candidate={candidate} />
            ))}
          </Stack>
          <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            <Link to={searchRolePath(role)}>{m.talent_role_candidates_all()}</Link>
          </ChakraLink>
        </>
      )}
    </Stack>
  );
}
