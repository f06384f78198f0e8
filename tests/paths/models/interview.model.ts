import { expect } from 'vitest';
import { interviewMachine, type InterviewEvent } from '@/shared/lifecycle/interview.machine';
import { allowedIn, lifecycleModel } from '../lifecycle-model';

const eventTypes: InterviewEvent['type'][] = ['ACCEPT', 'DECLINE', 'RESCHEDULE', 'PROPOSE', 'CANCEL'];
const allowed = (status: string) => allowedIn(interviewMachine, status, eventTypes);

export default lifecycleModel({
  name: 'interview (lifecycle)',
  machine: interviewMachine,
  eventTypes,
  states: {
    // Only the candidate answers, and only times still on offer.
    proposed: () => expect(allowed('proposed')).toEqual(eventTypes),
    // The employer answers a request for other times with new ones, or calls it off.
    reschedule_requested: () => expect(allowed('reschedule_requested')).toEqual(['PROPOSE', 'CANCEL']),
    accepted: () => expect(allowed('accepted')).toEqual(['PROPOSE', 'CANCEL']),
  },
});
