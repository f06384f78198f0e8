import { setup } from 'xstate';

export type JobStatus = 'draft' | 'open' | 'closed';

export type JobEvent = { type: 'EDIT' } | { type: 'PUBLISH' } | { type: 'CLOSE' } | { type: 'REOPEN' };

/**
 * A job's lifecycle, shared by server and client: a draft is published; an open job
 * is closed to new applications and may be reopened. A closed job is reopened before
 * it is edited, so what applicants applied to never changes behind a closed door.
 */
export const jobMachine = setup({
  types: { events: {} as JobEvent },
}).createMachine({
  id: 'job',
  initial: 'draft',
  states: {
    draft: { on: { EDIT: 'draft', PUBLISH: 'open' } },
    open: { on: { EDIT: 'open', CLOSE: 'closed' } },
    closed: { on: { REOPEN: 'open' } },
  },
});
