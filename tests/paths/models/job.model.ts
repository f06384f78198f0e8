import { expect } from 'vitest';
import { jobMachine, type JobEvent } from '@/shared/lifecycle/job.machine';
import { allowedIn, lifecycleModel } from '../lifecycle-model';

const eventTypes: JobEvent['type'][] = ['EDIT', 'PUBLISH', 'CLOSE', 'REOPEN'];
const allowed = (status: string) => allowedIn(jobMachine, status, eventTypes);

export default lifecycleModel({
  name: 'job (lifecycle)',
  machine: jobMachine,
  eventTypes,
  states: {
    draft: () => expect(allowed('draft')).toEqual(['EDIT', 'PUBLISH']),
    open: () => expect(allowed('open')).toEqual(['EDIT', 'CLOSE']),
    // What applicants applied to never changes behind a closed door.
    closed: () => expect(allowed('closed')).toEqual(['REOPEN']),
  },
});
