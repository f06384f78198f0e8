// The harness must fail when coverage or behaviour is lost, not only pass when all is well.
import { describe, expect, it } from 'vitest';
import { afterEvent, analyseModel, definePathModel, doneEvent, findUncovered, replayPath, unknownStateKeys } from './harness';
import jobApplication from './models/job-application.model';
import message from './models/message.model';
import session, { machine as sessionMachine } from './models/session.model';

describe('coverage check', () => {
  it('reports the edge of an event the model left out', () => {
    const analysis = analyseModel({ ...message, events: message.events.filter((event) => event.type !== 'DISMISS') });
    expect(analysis.uncoveredEdges).toEqual(['shown --DISMISS--> hidden']);
    expect(analysis.uncoveredTransitions).toEqual(['message.shown --DISMISS--> message.hidden']);
  });

  it('reports a guarded branch that no payload of the model reaches', () => {
    const analysis = analyseModel({
      ...session,
      events: session.events.filter((event) => !('output' in event && event.output === null)),
    });
    // The edge universe cannot know about a missing payload; the declared transitions do.
    expect(analysis.uncoveredTransitions).toEqual(['session.restoring --xstate.done.actor.restoreSession--> session.anonymous']);
  });

  it('fails when the paths taking a transition are dropped', () => {
    const analysis = analyseModel(session);
    expect(analysis.uncoveredEdges).toEqual([]);
    const kept = analysis.paths.filter((path) => !path.steps.some((step) => step.event.type === 'SESSION_EXPIRED'));
    expect(kept.length).toBeLessThan(analysis.paths.length);
    const lost = findUncovered(session, kept, analysis.edges);
    expect(lost.uncoveredEdges).toEqual(['authenticated --SESSION_EXPIRED--> anonymous']);
    expect(lost.uncoveredTransitions).toEqual(['session.authenticated --SESSION_EXPIRED--> session.anonymous']);
  });

  it('explores the event types a model never mentions', () => {
    const analysis = analyseModel(
      definePathModel({ name: 'session, terms only', machine: sessionMachine, events: [{ type: 'ACCEPT_TERMS' }] }),
    );
    // xstate's bare `{ type }` events put the restore outcomes in the universe; no path takes them.
    expect(analysis.uncoveredEdges).toEqual(
      expect.arrayContaining([
        'restoring --xstate.done.actor.restoreSession--> anonymous',
        'restoring --xstate.error.actor.restoreSession--> anonymous',
        'anonymous --SIGNED_IN--> authenticated',
      ]),
    );
    // A bare done event has no user, so only the declared transitions show the guarded branch.
    expect(analysis.uncoveredTransitions).toContain(
      'session.restoring --xstate.done.actor.restoreSession [hasUser]--> session.authenticated',
    );
  });
});

describe('eventless transitions and starting inputs', () => {
  const applied = 'jobApplication.starting --always [hasApplied]--> jobApplication.applied';
  const invitedOnly = { ...jobApplication, inputs: jobApplication.inputs!.filter((start) => start.name === 'invited') };

  it('reports an always branch that no starting input takes', () => {
    const analysis = analyseModel(invitedOnly);
    expect(analysis.uncoveredAlways).toEqual([applied]);
    expect(analysis.always).toContain(applied);
    expect(analyseModel(jobApplication).uncoveredAlways).toEqual([]);
  });

  it('excuses a transition listed as unreachable with a reason, and only then', () => {
    expect(analyseModel({ ...invitedOnly, unreachable: { [applied]: 'no application yet in this test' } }).uncoveredAlways).toEqual([]);
    expect(() => analyseModel({ ...invitedOnly, unreachable: { [applied]: ' ' } })).toThrow(/say why/);
    expect(() => analyseModel({ ...jobApplication, unreachable: { [applied]: 'stale' } })).toThrow(/a path takes it/);
    expect(() => analyseModel({ ...invitedOnly, unreachable: { 'jobApplication.starting --always--> nowhere': 'typo' } })).toThrow(
      /no such transition/,
    );
  });

  it('names the input each path starts from', () => {
    const starts = new Set(analyseModel(jobApplication).paths.map((path) => path.start?.name));
    expect(starts).toEqual(new Set(['invited', 'applied already']));
  });
});

describe('state checks', () => {
  it('reports a check key that names no state of the machine', () => {
    const misspelled = { ...jobApplication, states: { ...jobApplication.states, withdrawal: () => {} } };
    expect(unknownStateKeys(misspelled)).toEqual(['withdrawal']);
    expect(unknownStateKeys(jobApplication)).toEqual([]);
  });
});

describe('replay', () => {
  const restored = analyseModel(session).paths.find((path) =>
    path.steps.some((step) => step.event.type === 'xstate.done.actor.restoreSession' && 'output' in step.event && step.event.output),
  )!;

  it('fails when the live actor disagrees with the path', () => {
    const broken = { ...session, machine: sessionMachine.provide({ guards: { hasUser: () => false } }) };
    expect(() => replayPath(broken, restored)).toThrow(/expected .*authenticated.*\n\s+but the actor is .*anonymous/);
  });

  it('fails when a model check fails', () => {
    const strict = { ...session, everyStep: () => expect.fail('check ran') };
    expect(() => replayPath(strict, restored)).toThrow(/check ran/);
  });

  it('refuses a done event from an actor that is not running', () => {
    const [init] = restored.steps;
    const path = { state: init!.state, weight: 1, steps: [init!, { event: doneEvent('signOut'), state: init!.state }] };
    expect(() => replayPath(session, path)).toThrow(/no running actor 'signOut'/);
  });

  it('fires a delayed transition only through a timer the actor scheduled', () => {
    const [init] = analyseModel(message).paths[0]!.steps;
    // In `hidden` no timer runs, so the delay cannot have elapsed.
    const path = { state: init!.state, weight: 1, steps: [init!, { event: afterEvent('messageTimeout', 'message.shown'), state: init!.state }] };
    expect(() => replayPath(message, path)).toThrow(/no timer was pending/);
  });
});
