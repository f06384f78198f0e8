import { Badge } from '@chakra-ui/react';
import {
  applicationStatusLabel,
  interviewStatusLabel,
  jobStatusLabel,
  offerStatusLabel,
  staffStatusLabel,
  type ApplicationStatus,
  type InterviewStatus,
  type JobStatus,
  type OfferStatus,
  type StaffStatus,
} from '@/lib/labels';

/**
 * What a colour means, the same across every list: blue waits for the other side,
 * orange needs the reader's action, purple is moving forward, green is done well,
 * red is refused, gray is over. The words always say it too: colour is never alone.
 */
export type StatusTone = 'gray' | 'blue' | 'orange' | 'purple' | 'green' | 'red';

type StatusOf = {
  application: ApplicationStatus;
  interview: InterviewStatus;
  offer: OfferStatus;
  job: JobStatus;
  staff: StaffStatus;
};

export type StatusKind = keyof StatusOf;

const tones: { [K in StatusKind]: Record<StatusOf[K], StatusTone> } = {
  application: {
    invited: 'blue',
    applied: 'blue',
    shortlisted: 'purple',
    interviewing: 'purple',
    offered: 'orange',
    hired: 'green',
    rejected: 'red',
    withdrawn: 'gray',
  },
  interview: { proposed: 'blue', accepted: 'green', declined: 'red', reschedule_requested: 'orange', cancelled: 'gray' },
  offer: {
    pending: 'blue',
    awaiting_payment: 'orange',
    declined: 'red',
    expired: 'gray',
    withdrawn: 'gray',
    hired: 'green',
    ended: 'gray',
  },
  job: { draft: 'gray', open: 'green', closed: 'red' },
  staff: { active: 'green', ended: 'gray' },
};

const labels: { [K in StatusKind]: (status: StatusOf[K]) => string } = {
  application: applicationStatusLabel,
  interview: interviewStatusLabel,
  offer: offerStatusLabel,
  job: jobStatusLabel,
  staff: staffStatusLabel,
};

export const statusTone = <K extends StatusKind>(kind: K, status: StatusOf[K]): StatusTone => tones[kind][status];

/** Text and background shades: 800 on 100 clears 4.5:1 for every tone (measured in the test). */
export const TONE_SHADES = { text: 800, background: 100 } as const;

export type StatusBadgeProps = { [K in StatusKind]: { kind: K; status: StatusOf[K] } }[StatusKind];

export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const tone = tones[kind][status as never] as StatusTone;
  const label = (labels[kind] as (s: typeof status) => string)(status);
  return (
    <Badge
      data-tone={tone}
      variant="subtle"
      color={`${tone}.${TONE_SHADES.text}`}
      bg={`${tone}.${TONE_SHADES.background}`}
      whiteSpace="normal"
      textAlign="start"
    >
      {label}
    </Badge>
  );
}
