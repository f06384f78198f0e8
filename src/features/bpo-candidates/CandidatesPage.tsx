import { Box, chakra, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { EmptyState } from '@/ui/EmptyState';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { SelectField } from '@/ui/SelectField';
import { ToneBadge, type StatusTone } from '@/ui/StatusBadge';
import { StatusFilter } from '@/ui/StatusFilter';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useBpoMembers, usePlaceableWorksites, type BpoMember, type BpoMemberStatus } from './api';
import { useInvite, usePlace, useRemove } from './flows';

const STATUSES: readonly BpoMemberStatus[] = ['invited', 'member', 'declined', 'removed'];

const STATUS: Record<BpoMemberStatus, { label: () => string; tone: StatusTone }> = {
  invited: { label: m.bpoc_status_invited, tone: 'blue' },
  member: { label: m.bpoc_status_member, tone: 'green' },
  declined: { label: m.bpoc_status_declined, tone: 'orange' },
  removed: { label: m.bpoc_status_removed, tone: 'gray' },
};

function InviteForm() {
  const [email, setEmail] = useState('');
  const [state, send] = useInvite(() => setEmail(''));
  const problem = state.matches('failed') ? state.context.problem : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'SUBMIT', values: { value: email.trim() } });
  }
  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <Heading as="h2" size="lg" id="invite-heading">
        {m.bpoc_invite_heading()}
      </Heading>
      <Text color="fg.muted">{m.bpoc_invite_hint()}</Text>
      <HStack align="end" gap="3" flexWrap="wrap">
        <LabelledField id="bpo-invite-email" label={m.bpoc_invite_email()} error={problem?.fields?.email}>
          {(control) => <Input {...control} type="email" autoComplete="off" maxW="24rem" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </LabelledField>
        <Button type="submit" loading={state.matches('submitting')}>
          {m.bpoc_invite_action()}
        </Button>
      </HStack>
      {problem && !problem.fields?.email ? <FormProblem title={m.bpoc_not_invited()}>{problem.message}</FormProblem> : null}
    </chakra.form>
  );
}

function Placement({ member, worksites }: { member: BpoMember; worksites: { id: string; name: string }[] }) {
  const [choice, setChoice] = useState(member.worksite?.id ?? '');
  const [state, send] = usePlace(member.id);
  const name = member.candidate ? `${member.candidate.firstname} ${member.candidate.lastname}` : member.email;
  return (
    <chakra.form
      display="flex" flexDirection="column"
      gap="2"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send({ type: 'SUBMIT', values: { value: choice || null } });
      }}
    >
      <HStack align="end" gap="3" flexWrap="wrap">
        <SelectField
          id={`place-${member.id}`}
          label={m.bpoc_worksite_for({ name })}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          options={[{ value: '', label: m.bpoc_no_worksite() }, ...worksites.map((w) => ({ value: w.id, label: w.name }))]}
        />
        <Button type="submit" look="secondary" size="sm" loading={state.matches('submitting')} disabled={choice === (member.worksite?.id ?? '')}>
          {m.bpoc_place_action()}
        </Button>
      </HStack>
      {state.matches('failed') ? <FormProblem title={m.bpoc_not_placed()}>{state.context.problem?.message}</FormProblem> : null}
    </chakra.form>
  );
}

function Remove({ member }: { member: BpoMember }) {
  const [open, setOpen] = useState(false);
  const invited = member.status === 'invited';
  const [state, send] = useRemove(member.id, invited, () => setOpen(false));
  const name = member.candidate ? `${member.candidate.firstname} ${member.candidate.lastname}` : member.email;
  return (
    <>
      <Button look="ghost" size="sm" alignSelf="flex-start" onClick={() => setOpen(true)} aria-label={invited ? m.bpoc_withdraw_named({ name }) : m.bpoc_remove_named({ name })}>
        {invited ? m.bpoc_withdraw() : m.bpoc_remove()}
      </Button>
      <ConfirmAction
        open={open}
        title={invited ? m.bpoc_withdraw_title({ name }) : m.bpoc_remove_title({ name })}
        confirmLabel={invited ? m.bpoc_withdraw() : m.bpoc_remove()}
        onConfirm={() => send({ type: 'SUBMIT', values: { value: null } })}
        onCancel={() => setOpen(false)}
        busy={state.matches('submitting')}
        problem={state.matches('failed') ? state.context.problem?.message : null}
      >
        <Text>{invited ? m.bpoc_withdraw_body() : m.bpoc_remove_body()}</Text>
      </ConfirmAction>
    </>
  );
}

function MemberItem({ member, worksites }: { member: BpoMember; worksites: { id: string; name: string }[] }) {
  const locale = useLocale();
  const headingId = `member-${member.id}`;
  const name = member.candidate ? `${member.candidate.firstname} ${member.candidate.lastname}` : member.email;
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" listStyleType="none" aria-labelledby={headingId}>
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="md" id={headingId}>
            {name}
          </Heading>
          <ToneBadge tone={STATUS[member.status].tone}>{STATUS[member.status].label()}</ToneBadge>
        </HStack>
        {member.candidate ? <Text color="fg.muted">{member.email}</Text> : null}
        <Text color="fg.muted">{m.bpoc_invited_on({ date: formatDate(member.invited_at, locale) })}</Text>
        {member.status === 'member' ? (
          <>
            <Text>{member.worksite ? m.bpoc_works_at({ worksite: member.worksite.name, city: member.worksite.city }) : m.bpoc_not_placed_yet()}</Text>
            <Text>
              {member.hire
                ? m.bpoc_hired({ job: member.hire.job_title, company: member.hire.company_name, date: formatDate(member.hire.hired_at, locale) })
                : m.bpoc_not_hired()}
            </Text>
            <Placement member={member} worksites={worksites} />
          </>
        ) : null}
        {member.status === 'member' || member.status === 'invited' ? <Remove member={member} /> : null}
      </Stack>
    </Box>
  );
}

function MemberList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const given = params.get('status');
  const status = STATUSES.includes(given as BpoMemberStatus) ? (given as BpoMemberStatus) : undefined;
  const list = useBpoMembers({ page, ...(status ? { status } : {}) });
  const worksites = usePlaceableWorksites();
  const places = (worksites.data?.items ?? []).map((w) => ({ id: w.id, name: w.name }));
  const toPage = (next: number) => {
    const search = new URLSearchParams(params);
    if (next <= 1) search.delete('page');
    else search.set('page', String(next));
    void navigate({ search: search.toString() });
  };
  return (
    <Stack gap="4" as="section" aria-labelledby="members-heading">
      <Heading as="h2" size="lg" id="members-heading">
        {m.bpoc_members_heading()}
      </Heading>
      <StatusFilter
        label={m.bpoc_filter_label()}
        choices={[{ value: undefined, label: m.bpoc_filter_current() }, ...STATUSES.map((value) => ({ value, label: STATUS[value].label() }))]}
        current={status}
      />
      {list.isPending ? (
        <LoadingSpinner label={m.bpoc_loading()} />
      ) : list.isError ? (
        <LoadProblem error={list.error} what={m.bpoc_load_failed()} retryLabel={m.bpoc_retry()} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={m.bpoc_none()} description={m.bpoc_none_body()} />
      ) : (
        <>
          <Stack as="ul" gap="3" ps="0" m="0">
            {list.data.items.map((member) => (
              <MemberItem key={`${member.id}:${member.status}:${member.worksite?.id ?? ''}`} member={member} worksites={places} />
            ))}
          </Stack>
          <Pagination page={page} hasMore={list.data.has_more} onPageChange={toPage} />
        </>
      )}
    </Stack>
  );
}

/**
 * /debpo/candidates: the BPO's candidates (the public /debpo page: "Candidates who work from an
 * accredited site are linked to your company"): invite by e-mail, place members at worksites, see
 * who is hired and where.
 */
export default function CandidatesPage() {
  usePageTitle(m.bpoc_title());
  return (
    <PageColumn>
      <PageHeader title={m.bpoc_title()} description={m.bpoc_description()} />
      <RoleGate role="bpo" title={m.bpoc_title()} otherRoleReason={m.bpoc_bpo_only()}>
        <VerifiedPartnerGate>
          <Stack gap="8">
            <InviteForm />
            <MemberList />
          </Stack>
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
