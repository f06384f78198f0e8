import { useState, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { Applicant, ApplicantQuery } from './api';
import { useApplicants } from './api';
import { interviewIsOpen } from './ApplicantActions';
import { ApplicantCard } from './ApplicantCard';
import { candidateName } from './CandidateHeading';
import { useInterviewInviteDialog } from './InterviewInviteDialog';
import { useOfferComposerDialog } from './OfferComposerDialog';
import { QueryList } from './QueryList';
import { RejectApplicantDialog } from './RejectApplicantDialog';

export interface ApplicantListProps {
  query: ApplicantQuery & { page: number };
  onPageChange: (page: number) => void;
  showJob: boolean;
  headingLevel: 'h2' | 'h3';
  empty: ReactNode;
  filtered: boolean;
}

/** A page of applicants with their actions, and the dialogs those actions open. */
export function ApplicantList({ query, onPageChange, showJob, headingLevel, empty, filtered }: ApplicantListProps) {
  const applicants = useApplicants(query);
  const invite = useInterviewInviteDialog();
  const offer = useOfferComposerDialog();
  const [rejecting, setRejecting] = useState<Applicant | null>(null);

  const onInvite = (applicant: Applicant) => {
    const open = applicant.interview;
    invite.open({
      applicationId: applicant.id,
      candidateName: candidateName(applicant.candidate),
      candidateTimeZone: applicant.candidate.timezone,
      jobTitle: applicant.job.title,
      // The brief of an open interview knows only when it was set; the new times replace it.
      ...(open && interviewIsOpen(open.status)
        ? { previous: { id: open.id, ...(open.scheduled_at ? { scheduledAt: open.scheduled_at } : {}) } }
        : {}),
    });
  };
  const onOffer = (applicant: Applicant) =>
    offer.open({
      applicationId: applicant.id,
      jobId: applicant.job.id,
      candidateName: candidateName(applicant.candidate),
      candidateTimeZone: applicant.candidate.timezone,
      jobTitle: applicant.job.title,
    });

  return (
    <>
      <QueryList
        query={applicants}
        items={(data) => data.applicants}
        itemKey={(applicant) => applicant.id}
        renderItem={(applicant) => (
          <ApplicantCard
            applicant={applicant}
            showJob={showJob}
            headingLevel={headingLevel}
            onInvite={onInvite}
            onOffer={onOffer}
            onReject={setRejecting}
          />
        )}
        loadingLabel={m.hiring_applicants_loading()}
        errorText={m.hiring_applicants_error()}
        empty={empty}
        filtered={filtered}
        label={m.hiring_applicants_list()}
        page={query.page}
        onPageChange={onPageChange}
      />
      {invite.dialog}
      {offer.dialog}
      {rejecting ? <RejectApplicantDialog key={rejecting.id} applicant={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
