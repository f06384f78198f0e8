import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { INTERVIEW_STATUSES, interviewStatusLabel } from '@/lib/labels';
import { browserTimeZone, zonePlace } from '@/shared/time-zones';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { RoleGate } from '@/app-state/RoleGate';
import { useInterviews, type EmployerInterview } from './api';
import { candidateName } from './CandidateHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { InterviewCard } from './InterviewCard';
import { useCancelInterview } from './flows/confirmations';
import { useInterviewInviteDialog } from './InterviewInviteDialog';
import { ListFilters } from './ListFilters';
import { useListParams } from './list-params';
import { PipelinePage } from './PipelinePage';
import { QueryList } from './QueryList';

const statusOptions = () => INTERVIEW_STATUSES.map((value) => ({ value, label: interviewStatusLabel(value) }));

function CancelInterviewDialog({ interview, onClose }: { interview: EmployerInterview; onClose: () => void }) {
  const name = candidateName(interview.candidate);
  const confirmation = useCancelInterview(interview, onClose);
  return (
    <ConfirmDialog
      title={m.hiring_cancel_interview_title({ name })}
      confirmLabel={m.hiring_action_cancel_interview()}
      confirmation={confirmation}
      onClose={onClose}
    >
      <Text>{m.hiring_cancel_interview_body({ name, job: interview.job.title })}</Text>
    </ConfirmDialog>
  );
}

function Interviews() {
  const list = useListParams(INTERVIEW_STATUSES);
  const interviews = useInterviews(list.query);
  const invite = useInterviewInviteDialog();
  const [cancelling, setCancelling] = useState<EmployerInterview | null>(null);

  const proposeTimes = (interview: EmployerInterview) =>
    invite.open({
      applicationId: interview.application_id,
      candidateName: candidateName(interview.candidate),
      candidateTimeZone: interview.candidate.timezone,
      jobTitle: interview.job.title,
      previous: {
        id: interview.id,
        proposedTimes: interview.proposed_times,
        ...(interview.status === 'accepted' && interview.scheduled_at ? { scheduledAt: interview.scheduled_at } : {}),
        durationMinutes: interview.duration_minutes,
        ...(interview.meeting_url ? { meetingUrl: interview.meeting_url } : {}),
        ...(interview.candidate_note ? { candidateNote: interview.candidate_note } : {}),
      },
    });

  return (
    <PipelinePage title={m.hiring_interviews_title()} description={m.hiring_interviews_intro()}>
      <Text color="fg.muted">{m.tz_interviews_caption({ zone: zonePlace(browserTimeZone()) })}</Text>
      <ListFilters idPrefix="interviews" label={m.hiring_interviews_filters()} list={list} statuses={statusOptions()} byJob />
      <QueryList
        query={interviews}
        items={(data) => data.interviews}
        itemKey={(interview) => interview.id}
        renderItem={(interview) => <InterviewCard interview={interview} onProposeTimes={proposeTimes} onCancel={setCancelling} />}
        loadingLabel={m.hiring_interviews_loading()}
        errorText={m.hiring_interviews_error()}
        label={m.hiring_interviews_list()}
        page={list.page}
        onPageChange={list.setPage}
        filtered={list.filtered}
        empty={
          <EmptyState
            title={m.hiring_interviews_empty()}
            description={m.hiring_interviews_empty_hint()}
            action={
              <Button look="secondary" asChild>
                <Link to="/dashboard/activity/job-applications">{m.hiring_go_to_applicants()}</Link>
              </Button>
            }
          />
        }
      />
      {invite.dialog}
      {cancelling ? <CancelInterviewDialog key={cancelling.id} interview={cancelling} onClose={() => setCancelling(null)} /> : null}
    </PipelinePage>
  );
}

/** /dashboard/activity/interviews: the interviews the employer set up, with new times and cancelling. */
export default function InterviewsPage() {
  return (
    <RoleGate role="employer" title={m.hiring_employers_only_title()} otherRoleReason={m.hiring_employers_only_body()}>
      <Interviews />
    </RoleGate>
  );
}
