import { expect } from 'vitest';
import { createMachine } from 'xstate';
import { applicationMachine, type ApplicationEvent } from '@/shared/lifecycle/application.machine';
import { allowedIn, lifecycleModel } from '../lifecycle-model';

const eventTypes: ApplicationEvent['type'][] = ['APPLY', 'SHORTLIST', 'INTERVIEW', 'OFFER', 'OFFER_CLOSED', 'HIRE', 'REJECT', 'WITHDRAW'];
const allowed = (status: string) => allowedIn(applicationMachine, status, eventTypes);

// `invited` is where an employer's invitation starts, and no status leads back to it, so the
// walk starts there: the same states and transitions, only another first status.
const fromInvitation = createMachine({ ...applicationMachine.config, initial: 'invited' });

export default lifecycleModel({
  name: 'application (lifecycle)',
  machine: applicationMachine,
  walked: fromInvitation,
  eventTypes,
  states: {
    invited: () => expect(allowed('invited')).toEqual(['APPLY', 'REJECT', 'WITHDRAW']),
    // No offer and no interview once it is closed; checkout alone hires.
    applied: () => expect(allowed('applied')).not.toContain('HIRE'),
    shortlisted: () => expect(allowed('shortlisted')).not.toContain('SHORTLIST'),
    interviewing: () => expect(allowed('interviewing')).toEqual(['INTERVIEW', 'OFFER', 'REJECT', 'WITHDRAW']),
    // A candidate with an open offer answers it rather than withdrawing.
    offered: () => expect(allowed('offered')).toEqual(['OFFER_CLOSED', 'HIRE', 'REJECT']),
  },
});
