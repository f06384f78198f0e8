import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { STAFF_STATUSES, staffStatusLabel } from '@/lib/labels';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { RoleGate } from '@/app-state/RoleGate';
import { useStaff, type Staff } from './api';
import { candidateName } from './CandidateHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { useEndContract } from './flows/confirmations';
import { ListFilters } from './ListFilters';
import { useListParams } from './list-params';
import { PipelinePage } from './PipelinePage';
import { QueryList } from './QueryList';
import { StaffCard } from './StaffCard';

const statusOptions = () => STAFF_STATUSES.map((value) => ({ value, label: staffStatusLabel(value) }));

function EndContractDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const name = candidateName(staff.candidate);
  const confirmation = useEndContract(staff, onClose);
  return (
    <ConfirmDialog
      title={m.hiring_end_contract_title({ name })}
      confirmLabel={m.hiring_action_end_contract()}
      reason={{ label: m.hiring_end_contract_reason(), hint: m.hiring_end_contract_reason_hint(), required: true, max: 500 }}
      confirmation={confirmation}
      onClose={onClose}
    >
      <Text>{m.hiring_end_contract_body({ name, job: staff.job.title })}</Text>
    </ConfirmDialog>
  );
}

function HiredStaff() {
  const list = useListParams(STAFF_STATUSES);
  const staff = useStaff(list.query);
  const [ending, setEnding] = useState<Staff | null>(null);
  return (
    <PipelinePage title={m.hiring_staff_title()} description={m.hiring_staff_intro()}>
      <ListFilters idPrefix="staff" label={m.hiring_staff_filters()} list={list} statuses={statusOptions()} byJob />
      <QueryList
        query={staff}
        items={(data) => data.staff}
        itemKey={(member) => member.offer_id}
        renderItem={(member) => <StaffCard staff={member} onEnd={setEnding} />}
        loadingLabel={m.hiring_staff_loading()}
        errorText={m.hiring_staff_error()}
        label={m.hiring_staff_list()}
        page={list.page}
        onPageChange={list.setPage}
        filtered={list.filtered}
        empty={
          <EmptyState
            title={m.hiring_staff_empty()}
            description={m.hiring_staff_empty_hint()}
            action={
              <Button look="secondary" asChild>
                <Link to="/dashboard/activity/offers">{m.hiring_go_to_offers()}</Link>
              </Button>
            }
          />
        }
      />
      {ending ? <EndContractDialog key={ending.offer_id} staff={ending} onClose={() => setEnding(null)} /> : null}
    </PipelinePage>
  );
}

/** /dashboard/activity/staffs: the people hired through paid offers, their schedules, and ending a contract. */
export default function StaffPage() {
  return (
    <RoleGate role="employer" title={m.hiring_employers_only_title()} otherRoleReason={m.hiring_employers_only_body()}>
      <HiredStaff />
    </RoleGate>
  );
}
