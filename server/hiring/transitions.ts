import { nextStatus } from '../../src/shared/lifecycle/lifecycle.js';
import { applicationMachine, type ApplicationEvent, type ApplicationStatus } from '../../src/shared/lifecycle/application.machine.js';
import { interviewMachine, type InterviewEvent, type InterviewStatus } from '../../src/shared/lifecycle/interview.machine.js';
import { offerMachine, type OfferEvent, type OfferStatus } from '../../src/shared/lifecycle/offer.machine.js';
import { ApiError } from '../http/errors.js';

const closedApplications = new Set<ApplicationStatus>(['rejected', 'withdrawn', 'hired']);

/**
 * Each status change of the pipeline asks the lifecycle machine the client also uses;
 * what it refuses is a 409 whose code tells the caller which rule said no.
 */
export function applicationAfter(status: ApplicationStatus, event: ApplicationEvent['type']): ApplicationStatus {
  const next = nextStatus(applicationMachine, status, { type: event });
  if (next) return next as ApplicationStatus;
  if (closedApplications.has(status)) throw new ApiError(409, 'APPLICATION_CLOSED');
  if (status === 'offered' && event === 'WITHDRAW') throw new ApiError(409, 'APPLICATION_HAS_OFFER');
  throw new ApiError(409, 'APPLICATION_STATE_CONFLICT');
}

export function interviewAfter(status: InterviewStatus, event: InterviewEvent['type']): InterviewStatus {
  const next = nextStatus(interviewMachine, status, { type: event });
  if (!next) throw new ApiError(409, 'INTERVIEW_STATE_CONFLICT');
  return next as InterviewStatus;
}

export function offerAfter(status: OfferStatus, event: OfferEvent['type']): OfferStatus {
  const next = nextStatus(offerMachine, status, { type: event });
  if (!next) throw new ApiError(409, 'OFFER_STATE_CONFLICT');
  return next as OfferStatus;
}

/** Interviews still waiting to happen; rejecting or withdrawing calls them off. */
export const openInterviewStatuses = ['proposed', 'reschedule_requested', 'accepted'] as const satisfies InterviewStatus[];
/** Offers the partial unique index `offers_one_open_idx` allows once per application. */
export const openOfferStatuses = ['pending', 'awaiting_payment', 'hired'] as const satisfies OfferStatus[];
