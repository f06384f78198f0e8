import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { useLocale } from '@/app-state/app-actors';
import { RoleGate } from '@/app-state/RoleGate';
import { countryName } from '@/lib/countries';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate, intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge, type StatusTone } from '@/ui/StatusBadge';
import { useMyBpo, type CandidateBpo } from './api';
import { useAnswer } from './flows';

type S = components['schemas'];

const ACCREDITATION: Record<S['BpoAccreditationStatus'], { label: () => string; tone: StatusTone }> = {
  not_applied: { label: m.bpov_accreditation_not_applied, tone: 'gray' },
  applied: { label: m.bpov_accreditation_applied, tone: 'blue' },
  accredited: { label: m.bpov_accreditation_accredited, tone: 'green' },
};

const AUDIT: Record<S['WorksiteAuditStatus'], () => string> = {
  none: m.bpov_audit_none,
  pending: m.bpov_audit_pending,
  passed: m.bpov_audit_passed,
  failed: m.bpov_audit_failed,
};

function Invitation({ invitation }: { invitation: S['CandidateBpoInvitation'] }) {
  const locale = useLocale();
  const [state, send] = useAnswer(invitation.id, invitation.bpo_name);
  const answering = state.matches('submitting') ? (state.context.values as { accept: boolean } | null)?.accept : undefined;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" listStyleType="none">
      <Stack gap="3">
        <Text fontWeight="semibold">{m.bpov_invitation_from({ name: invitation.bpo_name })}</Text>
        <Text color="fg.muted">{m.bpov_invited_on({ date: formatDate(invitation.invited_at, locale) })}</Text>
        <Text>{m.bpov_invitation_body()}</Text>
        <HStack gap="3">
          <Button loading={answering === true} disabled={answering === false} onClick={() => send({ type: 'SUBMIT', values: { accept: true } })}>
            {m.bpov_accept()}
          </Button>
          <Button look="secondary" loading={answering === false} disabled={answering === true} onClick={() => send({ type: 'SUBMIT', values: { accept: false } })}>
            {m.bpov_decline()}
          </Button>
        </HStack>
        {state.matches('failed') ? <FormProblem title={m.bpov_not_answered()}>{state.context.problem?.message}</FormProblem> : null}
      </Stack>
    </Box>
  );
}

function MyBpo({ bpo }: { bpo: CandidateBpo }) {
  const locale = useLocale();
  const membership = bpo.membership;
  const site = membership?.worksite;
  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby="my-bpo-heading">
        <Heading as="h2" size="lg" id="my-bpo-heading">
          {m.bpov_membership_heading()}
        </Heading>
        {membership ? (
          <Stack gap="3">
            <HStack gap="3" flexWrap="wrap">
              <Text fontWeight="semibold">{membership.bpo_name}</Text>
              <ToneBadge tone={ACCREDITATION[membership.accreditation].tone}>{ACCREDITATION[membership.accreditation].label()}</ToneBadge>
            </HStack>
            <FactList
              facts={[
                { label: m.bpov_country(), value: countryName(membership.bpo_country, intlLocale(locale)) },
                { label: m.bpov_member_since(), value: formatDate(membership.joined_at, locale) },
                {
                  label: m.bpov_worksite(),
                  value: site
                    ? [site.name, site.address_line1, site.address_line2, [site.postal_code, site.city].filter(Boolean).join(' '), countryName(site.country, intlLocale(locale))]
                        .filter(Boolean)
                        .join(', ')
                    : m.bpov_no_worksite(),
                },
                ...(site ? [{ label: m.bpov_worksite_audit(), value: AUDIT[site.audit_status]() }] : []),
              ]}
            />
            <Text color="fg.muted">{m.bpov_membership_note()}</Text>
          </Stack>
        ) : (
          <Text>{m.bpov_no_membership()}</Text>
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="bpo-invitations-heading">
        <Heading as="h2" size="lg" id="bpo-invitations-heading">
          {m.bpov_invitations_heading()}
        </Heading>
        {bpo.invitations.length === 0 ? (
          <Text>{m.bpov_no_invitations()}</Text>
        ) : (
          <Stack as="ul" gap="3" ps="0" m="0">
            {bpo.invitations.map((invitation) => (
              <Invitation key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function MyBpoLoader() {
  const bpo = useMyBpo();
  if (bpo.isPending) return <LoadingSpinner size="lg" label={m.bpov_loading()} />;
  if (bpo.isError) return <LoadProblem error={bpo.error} what={m.bpov_load_failed()} retryLabel={m.bpov_retry()} onRetry={() => void bpo.refetch()} retrying={bpo.isFetching} />;
  return <MyBpo bpo={bpo.data} />;
}

/**
 * /dashboard/candidate/view-bpo: the candidate's BPO (the public /debpo page: candidates "can see
 * it in their account"): which company, whether it is accredited, the worksite it placed them at,
 * and the invitations of BPOs to answer.
 */
export default function ViewBpoPage() {
  usePageTitle(m.bpov_title());
  return (
    <PageColumn>
      <PageHeader title={m.bpov_title()} description={m.bpov_description()} />
      <RoleGate role="candidate" title={m.bpov_title()} otherRoleReason={m.bpov_candidate_only()}>
        <MyBpoLoader />
      </RoleGate>
    </PageColumn>
  );
}
