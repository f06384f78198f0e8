import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { jobApplicationMachine, type ApplicationRef, type CandidateApplication } from './job-application.machine';

const jobId = '33333333-3333-4333-8333-333333333333';

function start(application: ApplicationRef | null) {
  const never = <I,>() => fromPromise<CandidateApplication, I>(() => new Promise(() => {}));
  const machine = jobApplicationMachine.provide({
    actors: { apply: never<{ jobId: string; note: string }>(), withdraw: never<{ applicationId: string }>() },
  });
  const actor = createActor(machine, { input: { jobId, application } }).start();
  return actor;
}

// The path model starts from an invitation; these are the other places a candidate can stand.
describe('jobApplicationMachine: where it starts', () => {
  it('composes a first application, with nothing to withdraw', () => {
    const actor = start(null);
    expect(actor.getSnapshot().value).toBe('composing');
    actor.send({ type: 'WITHDRAW' });
    expect(actor.getSnapshot().value).toBe('composing');
  });

  it('starts applied, and withdraws, for an application under way', () => {
    const actor = start({ id: 'a', status: 'shortlisted' });
    expect(actor.getSnapshot().value).toBe('applied');
    actor.send({ type: 'SUBMIT', note: 'again' });
    expect(actor.getSnapshot().value).toBe('applied');
    actor.send({ type: 'WITHDRAW' });
    expect(actor.getSnapshot().value).toBe('confirmingWithdraw');
  });

  it.each(['offered', 'hired', 'rejected', 'withdrawn'] as const)('does not withdraw an application that is %s', (status) => {
    const actor = start({ id: 'a', status });
    expect(actor.getSnapshot().value).toBe('applied');
    actor.send({ type: 'WITHDRAW' });
    expect(actor.getSnapshot().value).toBe('applied');
  });
});
