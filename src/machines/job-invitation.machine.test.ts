import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { jobInvitationMachine, type JobInvitationValues } from './job-invitation.machine';

const values: JobInvitationValues = { candidateId: 'c1', job_id: 'j1' };

function start(answer: () => Promise<unknown>) {
  const sent = vi.fn();
  const candidateChanged = vi.fn();
  const jobClosed = vi.fn();
  const actor = createActor(
    jobInvitationMachine.provide({
      actors: { invite: fromPromise<unknown, JobInvitationValues>(answer) },
      actions: {
        invitationSent: (_, params) => sent(params),
        candidateChanged: (_, params) => candidateChanged(params),
        jobClosed: () => jobClosed(),
      },
    }),
  ).start();
  actor.send({ type: 'CHOOSE', jobId: 'j1' });
  actor.send({ type: 'SUBMIT', values });
  return { actor, sent, candidateChanged, jobClosed };
}

const refusal = (code: string) => () => Promise.reject({ code, message: code });

describe('jobInvitationMachine', () => {
  it('sends once and names the invitation sent', async () => {
    const { actor, sent, candidateChanged, jobClosed } = start(() => Promise.resolve({}));
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveBeenCalledWith({ values });
    expect(candidateChanged).not.toHaveBeenCalled();
    expect(jobClosed).not.toHaveBeenCalled();
  });

  it('clears the choice and names the candidate when they applied meanwhile', async () => {
    const { actor, candidateChanged, jobClosed } = start(refusal('ALREADY_APPLIED'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ jobId: '', problem: { code: 'ALREADY_APPLIED' } });
    expect(candidateChanged).toHaveBeenCalledWith({ candidateId: 'c1' });
    expect(jobClosed).not.toHaveBeenCalled();
  });

  it('clears the choice and names the closed job', async () => {
    const { actor, candidateChanged, jobClosed } = start(refusal('JOB_NOT_OPEN'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.jobId).toBe('');
    expect(jobClosed).toHaveBeenCalledOnce();
    expect(candidateChanged).not.toHaveBeenCalled();
  });

  it('keeps the choice on any other refusal, and sends again from there', async () => {
    let calls = 0;
    const { actor, jobClosed, candidateChanged } = start(() => (++calls === 1 ? refusal('VALIDATION_FAILED')() : Promise.resolve({})));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.jobId).toBe('j1');
    expect(jobClosed).not.toHaveBeenCalled();
    expect(candidateChanged).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT', values });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toBe(2);
  });
});
