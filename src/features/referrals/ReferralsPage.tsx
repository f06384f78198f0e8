import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useLocale } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate, formatMoney } from '@/shared/format';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { SelectField } from '@/ui/SelectField';
import { StatusFilter } from '@/ui/StatusFilter';
import { ToneBadge } from '@/ui/StatusBadge';
import { REFERRAL_STATUSES, useReferralCredits, useReferralProgram, useReferrals, type Referral, type ReferralProgram, type ReferralStatus } from './api';
import { ReferralLink } from './ReferralLink';
import { listParams } from './referral-params';
import { OUTCOME, STATUS, referralUrl } from './words';

const amountStyle = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The first year of the program's rules (messages/content/legal/Referral-Program-Rules: updated 2026-11-22). */
const FIRST_YEAR = 2026;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Loading({ query, children }: { query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown; data?: unknown }; children: () => ReactNode }) {
  if (query.isError) return <LoadProblem error={query.error} what={m.ref_load_failed()} retryLabel={m.ref_retry()} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) {
    return (
      <Stack align="center" py="6">
        <LoadingSpinner label={m.ref_loading()} />
      </Stack>
    );
  }
  return children();
}

function Totals({ program }: { program: ReferralProgram }) {
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale, program.currency);
  const totals = [
    { label: m.ref_total_credits_year({ year: String(program.year) }), value: m.ref_total_credits_value({ count: program.credits_this_year, limit: program.yearly_limit }) },
    { label: m.ref_total_credited_year({ year: String(program.year) }), value: money(program.credited_cents_this_year) },
    { label: m.ref_total_credited_all(), value: money(program.credited_cents_total) },
    { label: m.ref_total_referred(), value: String(program.referred) },
    { label: m.ref_total_qualified(), value: String(program.qualified) },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
      {totals.map(({ label, value }) => (
        <Box key={label} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
          <Text as="dt" color="fg.muted" textStyle="sm">
            {label}
          </Text>
          <Text as="dd" textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function ReferredItem({ referral, currency }: { referral: Referral; currency: string }) {
  const locale = useLocale();
  const headingId = `referral-${referral.id}`;
  const details = [
    m.ref_signed_up_on({ date: formatDate(referral.signed_up_at, locale) }),
    m.ref_fees_paid({ amount: formatMoney(referral.fees_paid_cents, locale, currency) }),
    referral.credit ? m.ref_credit_line({ amount: formatMoney(referral.credit.amount_cents, locale, referral.credit.currency) }) : null,
  ];
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h3" id={headingId} size="md">
          {referral.company_name}
        </Heading>
        <ToneBadge tone={STATUS[referral.status].tone}>{STATUS[referral.status].label()}</ToneBadge>
      </HStack>
      <Text color="fg.muted">{details.filter(Boolean).join(' · ')}</Text>
    </Box>
  );
}

function ReferredList({ status, page, currency, setParam }: { status: ReferralStatus | undefined; page: number; currency: string; setParam: SetParam }) {
  const list = useReferrals(status, page);
  return (
    <Stack gap="4">
      <StatusFilter
        label={m.ref_filter_status()}
        choices={[{ value: undefined, label: m.ref_status_all() }, ...REFERRAL_STATUSES.map((value) => ({ value, label: STATUS[value].label() }))]}
        current={status}
      />
      <Loading query={list}>
        {() =>
          list.data!.items.length === 0 ? (
            <EmptyState title={status ? m.ref_referred_empty_filtered() : m.ref_referred_empty()} description={status ? undefined : m.ref_referred_empty_hint()} />
          ) : (
            <>
              <Stack as="ul" aria-label={m.ref_referred_title()} listStyleType="none" ps="0" gap="3">
                {list.data!.items.map((referral) => (
                  <li key={referral.id}>
                    <ReferredItem referral={referral} currency={currency} />
                  </li>
                ))}
              </Stack>
              <Pagination page={page} hasMore={list.data!.has_more} onPageChange={(next) => setParam({ page: next <= 1 ? undefined : String(next) })} />
            </>
          )
        }
      </Loading>
    </Stack>
  );
}

function Ledger({ program, year, page, setParam }: { program: ReferralProgram; year: number | undefined; page: number; setParam: SetParam }) {
  const locale = useLocale();
  const ledger = useReferralCredits(year, page);
  const years = Array.from({ length: Math.max(program.year - FIRST_YEAR + 1, 1) }, (_, i) => String(program.year - i));
  return (
    <Stack gap="4">
      <Text color="fg.muted">{m.ref_ledger_intro()}</Text>
      <Box maxW="xs">
        <SelectField
          id="referral-ledger-year"
          label={m.ref_ledger_year()}
          options={[{ value: '', label: m.ref_ledger_all_years() }, ...years.map((value) => ({ value, label: value }))]}
          value={year ? String(year) : ''}
          onChange={(e) => setParam({ year: e.target.value || undefined, ledger_page: undefined })}
        />
      </Box>
      <Loading query={ledger}>
        {() => {
          const { items, totals, has_more } = ledger.data!;
          if (items.length === 0) return <EmptyState title={year ? m.ref_ledger_empty_year({ year: String(year) }) : m.ref_ledger_empty()} />;
          return (
            <>
              <Table.ScrollArea borderWidth="1px" borderRadius="md">
                <Table.Root size="sm">
                  <Table.Caption srOnly>{m.ref_ledger_title()}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader scope="col">{m.ref_ledger_col_date()}</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">{m.ref_ledger_col_business()}</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col">{m.ref_ledger_col_outcome()}</Table.ColumnHeader>
                      <Table.ColumnHeader scope="col" textAlign="end">
                        {m.ref_ledger_col_amount()}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {items.map((line) => (
                      <Table.Row key={line.id}>
                        <Table.Cell>
                          <time dateTime={line.qualified_at}>{formatDate(line.qualified_at, locale)}</time>
                        </Table.Cell>
                        <Table.Cell>{line.company_name}</Table.Cell>
                        <Table.Cell>{OUTCOME[line.outcome]()}</Table.Cell>
                        <Table.Cell {...amountStyle}>{formatMoney(line.amount_cents, locale, line.currency)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <Text fontWeight="semibold">
                {m.ref_ledger_totals({ credited: totals.credited, lines: totals.lines, amount: formatMoney(totals.credited_cents, locale, program.currency) })}
              </Text>
              <Pagination page={page} hasMore={has_more} onPageChange={(next) => setParam({ ledger_page: next <= 1 ? undefined : String(next) })} />
            </>
          );
        }}
      </Loading>
    </Stack>
  );
}

/** Sets (or, with undefined, removes) parameters of the address, keeping the others. */
type SetParam = (changes: Record<string, string | undefined>) => void;

function Referrals() {
  const locale = useLocale();
  const program = useReferralProgram();
  const [params, setParams] = useSearchParams();
  const { status, page, year, ledgerPage } = listParams(params);
  const setParam: SetParam = (changes) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined) copy.delete(name);
          else copy.set(name, value);
        }
        return copy;
      },
      { preventScrollReset: true },
    );
  return (
    <Loading query={program}>
      {() => {
        const data = program.data!;
        return (
          <Stack gap="8">
            <Section id="referral-link-title" title={m.ref_link_title()}>
              <ReferralLink link={referralUrl(data.signup_path)} />
              <Text>
                {m.ref_rules_summary({ amount: formatMoney(data.credit_cents, locale, data.currency), limit: data.yearly_limit })}{' '}
                <ChakraLink asChild color="brand.fg" textDecoration="underline">
                  <Link to="/Referral-Program-Rules">{m.ref_rules_link()}</Link>
                </ChakraLink>
              </Text>
            </Section>
            <Section id="referral-totals-title" title={m.ref_totals_title()}>
              <Totals program={data} />
            </Section>
            <Section id="referred-title" title={m.ref_referred_title()}>
              <ReferredList status={status} page={page} currency={data.currency} setParam={setParam} />
            </Section>
            <Section id="ledger-title" title={m.ref_ledger_title()}>
              <Ledger program={data} year={year} page={ledgerPage} setParam={setParam} />
            </Section>
          </Stack>
        );
      }}
    </Loading>
  );
}

/**
 * /referrals: a business agent's personal referral link, the businesses that signed up through it
 * and where each stands, and the ledger of the credits they earned under the public
 * /Referral-Program-Rules (server/referrals/referral-rules.ts).
 */
export default function ReferralsPage() {
  usePageTitle(m.ref_title());
  useMetaDescription(m.ref_description());
  return (
    <PageColumn maxW="4xl" gap="6">
      <PageHeader title={m.ref_title()} description={m.ref_description()} />
      <RoleGate role="business_agent" title={m.ref_title()} otherRoleReason={m.ref_business_agent_only()}>
        <VerifiedPartnerGate>
          <Referrals />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
