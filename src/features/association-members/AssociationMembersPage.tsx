import { Box, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { intlLocale } from '@/shared/format';
import { toProblem } from '@/lib/api-problem';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { EmptyState } from '@/ui/EmptyState';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { ToneBadge } from '@/ui/StatusBadge';
import { useBpoSearch, useMembers, type AssociationBpo } from './api';
import { useEndorse, useWithdraw } from './flows';
import { ACCREDITATION } from './words';

function BpoCard({ bpo, headingLevel, action }: { bpo: AssociationBpo; headingLevel: 'h3'; action: ReactNode }) {
  const locale = useLocale();
  const headingId = `bpo-${headingLevel}-${bpo.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as={headingLevel} id={headingId} size="sm">
            {bpo.name}
          </Heading>
          <HStack gap="2">
            {bpo.endorsed ? <ToneBadge tone="purple">{m.asm_endorsed_badge()}</ToneBadge> : null}
            <ToneBadge tone={ACCREDITATION[bpo.accreditation].tone}>{ACCREDITATION[bpo.accreditation].label()}</ToneBadge>
          </HStack>
        </HStack>
        <Text color="fg.muted">{m.asm_line({ country: countryName(bpo.country, intlLocale(locale)), passed: bpo.passed_worksites, worksites: bpo.worksites })}</Text>
        {action}
      </Stack>
    </Box>
  );
}

function Members() {
  const [page, setPage] = useState(1);
  const members = useMembers(page);
  const [withdrawing, setWithdrawing] = useState<AssociationBpo | null>(null);
  const withdraw = useWithdraw(() => setWithdrawing(null));
  return (
    <Stack as="section" aria-labelledby="members-heading" gap="4">
      <Heading as="h2" id="members-heading" size="lg">
        {m.asm_members_heading()}
      </Heading>
      {members.isError ? (
        <LoadProblem error={members.error} what={m.asm_load_failed()} retryLabel={m.asm_retry()} onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : !members.data ? (
        <LoadingSpinner />
      ) : members.data.items.length === 0 ? (
        <EmptyState title={m.asm_members_empty()} description={m.asm_members_empty_hint()} />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" ps="0" gap="3">
            {members.data.items.map((bpo) => (
              <li key={bpo.id}>
                <BpoCard
                  bpo={bpo}
                  headingLevel="h3"
                  action={
                    <Button look="ghost" size="sm" alignSelf="start" onClick={() => setWithdrawing(bpo)}>
                      {m.asm_withdraw({ name: bpo.name })}
                    </Button>
                  }
                />
              </li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={members.data.has_more} onPageChange={setPage} />
        </>
      )}
      <ConfirmAction
        open={withdrawing !== null}
        title={m.asm_withdraw_title()}
        confirmLabel={m.asm_withdraw_confirm()}
        cancelLabel={m.asm_cancel()}
        busy={withdraw.isPending}
        problem={withdraw.isError ? toProblem(withdraw.error).message : null}
        onCancel={() => {
          withdraw.reset();
          setWithdrawing(null);
        }}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
      >
        <Text>{m.asm_withdraw_body({ name: withdrawing?.name ?? '' })}</Text>
      </ConfirmAction>
    </Stack>
  );
}

function Search() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const found = useBpoSearch(q, page);
  const endorse = useEndorse();
  return (
    <Stack as="section" aria-labelledby="search-heading" gap="4">
      <Heading as="h2" id="search-heading" size="lg">
        {m.asm_search_heading()}
      </Heading>
      <form
        role="search"
        aria-labelledby="search-heading"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <HStack align="end" gap="3" wrap="wrap">
          <Box flex="1" minW="14rem">
            <LabelledField id="bpo-search" label={m.asm_search_label()}>
              {(control) => <Input {...control} type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />}
            </LabelledField>
          </Box>
          <Button type="submit" look="secondary">
            {m.asm_search()}
          </Button>
        </HStack>
      </form>
      {found.isError ? (
        <LoadProblem error={found.error} what={m.asm_load_failed()} retryLabel={m.asm_retry()} onRetry={() => void found.refetch()} retrying={found.isFetching} />
      ) : !found.data ? (
        <LoadingSpinner />
      ) : found.data.items.length === 0 ? (
        <EmptyState title={m.asm_search_empty()} />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" ps="0" gap="3">
            {found.data.items.map((bpo) => (
              <li key={bpo.id}>
                <BpoCard
                  bpo={bpo}
                  headingLevel="h3"
                  action={
                    bpo.endorsed ? null : (
                      <Button size="sm" alignSelf="start" loading={endorse.isPending && endorse.variables?.id === bpo.id} onClick={() => endorse.mutate(bpo)}>
                        {m.asm_endorse({ name: bpo.name })}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </Stack>
          <Pagination page={page} hasMore={found.data.has_more} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** /association/members: a business association endorses verified BPOs and follows their accreditation. */
export default function AssociationMembersPage() {
  usePageTitle(m.asm_title());
  useMetaDescription(m.asm_intro());
  return (
    <PageColumn maxW="4xl" gap="8">
      <RoleGate role="ba" title={m.asm_title()} otherRoleReason={m.asm_ba_only()}>
        <VerifiedPartnerGate>
          <PageHeader title={m.asm_title()} description={m.asm_intro()} />
          <Members />
          <Search />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
