import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';
import { useStaffTimeOff, type StaffRef } from './api';
import { PendingTimeOff } from './PendingTimeOff';
import { TimeOffBalances } from './TimeOffBalances';
import { TimeOffHistory } from './TimeOffHistory';
import { TimeOffPolicyDialog } from './TimeOffPolicyDialog';

/** Time off: requests waiting for an answer first, then the history, then the balances and the employer's policy. */
export function TimeOffTab({ staff, page, onPage }: { staff: StaffRef; page: number; onPage: (page: number) => void }) {
  const timeOff = useStaffTimeOff(staff.candidate_id, page);
  const [editingPolicy, setEditingPolicy] = useState(false);
  if (timeOff.isPending) return <LoadingSpinner label={m.staffwork_time_off_loading()} />;
  if (timeOff.isError) {
    return (
      <LoadProblem
        error={timeOff.error}
        what={m.staffwork_time_off_error()}
        retryLabel={m.staffwork_try_again()}
        onRetry={() => void timeOff.refetch()}
        retrying={timeOff.isFetching}
      />
    );
  }
  const { requests, balances, has_more } = timeOff.data;
  const waiting = requests.filter((request) => request.status === 'requested');
  const answered = requests.filter((request) => request.status !== 'requested');
  const active = staff.status === 'active';
  return (
    <Stack gap="8" aria-busy={timeOff.isPlaceholderData || undefined}>
      <Stack as="section" aria-labelledby="time-off-waiting" gap="3">
        <Heading as="h2" id="time-off-waiting" size="lg">
          {m.staffwork_time_off_waiting_title()}
        </Heading>
        {waiting.length === 0 ? (
          <Text color="fg.muted">{m.staffwork_time_off_waiting_none()}</Text>
        ) : (
          <Stack as="ul" gap="3" ps="0" m="0" listStyleType="none">
            {waiting.map((request) => (
              <li key={request.id}>
                <PendingTimeOff request={request} name={staff.firstname} answerable={active} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="time-off-history" gap="3">
        <Heading as="h2" id="time-off-history" size="lg">
          {m.staffwork_time_off_history_title()}
        </Heading>
        {answered.length === 0 && waiting.length === 0 ? (
          <EmptyState title={m.staffwork_time_off_empty()} description={m.staffwork_time_off_empty_hint({ name: staff.firstname })} />
        ) : answered.length === 0 ? (
          <Text color="fg.muted">{m.staffwork_time_off_history_none()}</Text>
        ) : (
          <TimeOffHistory requests={answered} labelledBy="time-off-history" />
        )}
        <Pagination page={page} hasMore={has_more} onPageChange={onPage} />
      </Stack>
      <Stack as="section" aria-labelledby="time-off-balances" gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" id="time-off-balances" size="lg">
            {m.staffwork_balances_title()}
          </Heading>
          <Button look="secondary" size="sm" onClick={() => setEditingPolicy(true)}>
            {m.staffwork_policy_open()}
          </Button>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {m.staffwork_balances_intro()}
        </Text>
        <TimeOffBalances balances={balances} labelledBy="time-off-balances" />
      </Stack>
      {editingPolicy ? <TimeOffPolicyDialog onClose={() => setEditingPolicy(false)} /> : null}
    </Stack>
  );
}
