import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { timeOffKindLabel } from '@/lib/labels';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useMyTimeOff, type TimeOffBalance } from './api';
import { formatDays } from './time-off-words';
import { TimeOffForm } from './TimeOffForm';
import { TimeOffRow } from './TimeOffRow';

function Balances({ balances }: { balances: TimeOffBalance[] }) {
  const locale = useLocale();
  const days = (value: number) => formatDays(value, locale);
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 3 }} gap="3" m="0" ps="0" listStyleType="none">
      {balances.map((balance) => (
        <Stack as="li" key={balance.kind} gap="1" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
          <Text fontWeight="semibold">{timeOffKindLabel(balance.kind)}</Text>
          <Text fontSize="xl" fontWeight="semibold">
            {m.work_balance_available({ days: days(balance.available) })}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {m.work_balance_detail({ accrued: days(balance.accrued), used: days(balance.used), pending: days(balance.pending) })}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Time off: what is left to take, the requests and their answers, and the form to ask for more. */
export function TimeOffSection({ today }: { today: string }) {
  const timeOff = useMyTimeOff();
  let body;
  if (timeOff.isPending) body = <LoadingSpinner label={m.work_time_off_loading()} />;
  else if (timeOff.isError) {
    body = <LoadProblem what={m.work_time_off_load_failed()} retryLabel={m.work_try_again()} error={timeOff.error} onRetry={() => void timeOff.refetch()} retrying={timeOff.isFetching} />;
  } else {
    const { balances, requests } = timeOff.data;
    body = (
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h3" size="md">
            {m.work_balances_title()}
          </Heading>
          <Text color="fg.muted">{m.work_balances_lead()}</Text>
          <Balances balances={balances} />
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="md">
            {m.work_requests_title()}
          </Heading>
          {requests.length === 0 ? (
            <EmptyState title={m.work_requests_empty_title()} description={m.work_requests_empty_body()} />
          ) : (
            <Stack as="ul" gap="2" m="0" ps="0" listStyleType="none">
              {requests.map((request) => (
                <TimeOffRow key={`${request.id}:${request.status}`} request={request} today={today} />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="md" id="work-time-off-form">
            {m.work_time_off_form_title()}
          </Heading>
          <TimeOffForm today={today} balances={balances} />
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="work-time-off" gap="4">
      <Heading as="h2" id="work-time-off" size="lg">
        {m.work_time_off_title()}
      </Heading>
      {body}
    </Stack>
  );
}
