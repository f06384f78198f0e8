import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName, isCountryCode } from '@/lib/countries';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { intlLocale } from '@/shared/format';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { SelectField } from '@/ui/SelectField';
import { StatusFilter } from '@/ui/StatusFilter';
import { ToneBadge, type StatusTone } from '@/ui/StatusBadge';
import { ACCREDITATION_STATUSES, useHubBpos, type AccreditationStatus } from './api';

const ACCREDITATION: Record<AccreditationStatus, { label: () => string; tone: StatusTone }> = {
  not_applied: { label: m.hub_acc_not_applied, tone: 'gray' },
  applied: { label: m.hub_acc_applied, tone: 'blue' },
  accredited: { label: m.hub_acc_accredited, tone: 'green' },
};

function accreditationFrom(params: URLSearchParams): AccreditationStatus | undefined {
  const given = params.get('accreditation');
  return ACCREDITATION_STATUSES.includes(given as AccreditationStatus) ? (given as AccreditationStatus) : undefined;
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function Bpos() {
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const accreditation = accreditationFrom(params);
  const given = params.get('country');
  const country = given && isCountryCode(given) ? given : undefined;
  const page = pageFrom(params);
  const bpos = useHubBpos(accreditation, country, page);
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (name !== 'page') copy.delete('page');
      if (value === undefined) copy.delete(name);
      else copy.set(name, value);
      return copy;
    });
  const nameOf = (code: string) => countryName(code, intlLocale(locale));

  if (bpos.isError) return <LoadProblem error={bpos.error} what={m.hub_load_failed()} retryLabel={m.hub_retry()} onRetry={() => void bpos.refetch()} retrying={bpos.isFetching} />;
  if (!bpos.data)
    return (
      <Stack align="center" py="8">
        <LoadingSpinner />
      </Stack>
    );
  const { regions, items, has_more } = bpos.data;
  if (regions.length === 0) return <EmptyState title={m.hub_empty()} description={m.hub_no_region()} />;
  return (
    <Stack gap="5">
      <Text>{m.hub_regions({ countries: regions.map(nameOf).join(', ') })}</Text>
      <StatusFilter<AccreditationStatus>
        label={m.hub_filter_accreditation()}
        param="accreditation"
        choices={[{ value: undefined, label: m.hub_filter_all() }, ...ACCREDITATION_STATUSES.map((value) => ({ value, label: ACCREDITATION[value].label() }))]}
        current={accreditation}
      />
      {regions.length > 1 ? (
        <Box maxW="sm">
          <SelectField
            id="hub-country"
            label={m.hub_filter_country()}
            placeholder={m.hub_all_countries()}
            value={country ?? ''}
            onChange={(e) => setParam('country', e.target.value || undefined)}
            options={regions.map((code) => ({ value: code, label: nameOf(code) }))}
          />
        </Box>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={m.hub_empty()} />
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
                {m.hub_table_caption()}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{m.hub_col_bpo()}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{m.hub_col_country()}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{m.hub_col_accreditation()}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{m.hub_col_worksites()}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {m.hub_col_seats()}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {m.hub_col_placed()}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((bpo) => (
                  <Table.Row key={bpo.id}>
                    <Table.Cell>
                      <Stack gap="1">
                        <Text fontWeight="semibold">{bpo.name}</Text>
                        {bpo.endorsed ? <Text color="fg.muted" fontSize="sm">{m.hub_endorsed()}</Text> : null}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{nameOf(bpo.country)}</Table.Cell>
                    <Table.Cell>
                      <ToneBadge tone={ACCREDITATION[bpo.accreditation].tone}>{ACCREDITATION[bpo.accreditation].label()}</ToneBadge>
                    </Table.Cell>
                    <Table.Cell>{m.hub_passed_of({ passed: bpo.passed_worksites, worksites: bpo.worksites })}</Table.Cell>
                    <Table.Cell textAlign="end">{bpo.seats}</Table.Cell>
                    <Table.Cell textAlign="end">{bpo.staff_placed}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Pagination page={page} hasMore={has_more} onPageChange={(next) => setParam('page', next <= 1 ? undefined : String(next))} />
        </>
      )}
    </Stack>
  );
}

/** /hubpartner/bpos: a hub partner (a verified business association, decision 025) oversees the BPOs of its region. */
export default function HubBposPage() {
  usePageTitle(m.hub_title());
  useMetaDescription(m.hub_intro());
  return (
    <PageColumn maxW="5xl" gap="6">
      <RoleGate role="ba" title={m.hub_title()} otherRoleReason={m.hub_ba_only()}>
        <VerifiedPartnerGate>
          <PageHeader title={m.hub_title()} description={m.hub_intro()} />
          <Bpos />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
