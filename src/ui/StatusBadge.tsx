import { Badge } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { components } from '@/generated/api';
import {
  applicationStatusLabel,
  interviewStatusLabel,
  jobStatusLabel,
  offerStatusLabel,
  staffStatusLabel,
  stepStateLabel,
  type ApplicationStatus,
  type OnboardingStepState,
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
  step: OnboardingStepState;
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
  step: { to_do: 'gray', in_progress: 'blue', in_review: 'blue', needs_attention: 'orange', done: 'green' },
};

const labels: { [K in StatusKind]: (status: StatusOf[K]) => string } = {
  application: applicationStatusLabel,
  interview: interviewStatusLabel,
  offer: offerStatusLabel,
  job: jobStatusLabel,
  staff: staffStatusLabel,
  step: stepStateLabel,
};

export const statusTone = <K extends StatusKind>(kind: K, status: StatusOf[K]): StatusTone => tones[kind][status];

/** Text and background shades: 800 on 100 clears 4.5:1 for every tone (measured in the test). */
export const TONE_SHADES = { text: 800, background: 100 } as const;

export type StatusBadgeProps = { [K in StatusKind]: { kind: K; status: StatusOf[K] } }[StatusKind];

export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const tone = tones[kind][status as never] as StatusTone;
  const label = (labels[kind] as (s: typeof status) => string)(status);
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}

/** A word on one of the tones above, for vocabularies of their own (a day's mark, a request's status). */
export function ToneBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <Badge
      data-tone={tone}
      variant="subtle"
      color={`${tone}.${TONE_SHADES.text}`}
      bg={`${tone}.${TONE_SHADES.background}`}
      whiteSpace="normal"
      textAlign="start"
    >
      {children}
    </Badge>
  );
}

/**
 * A day's tone, the same for both sides: green done well, orange needs a look, red missed, blue
 * away as agreed, purple still going, gray nothing expected. The words always say it too.
 */
export const DAY_MARK_TONES: Record<components['schemas']['DayMark'], StatusTone> = {
  on_time: 'green',
  late: 'orange',
  short: 'orange',
  absent: 'red',
  on_leave: 'blue',
  day_off: 'gray',
  in_progress: 'purple',
  upcoming: 'gray',
};
