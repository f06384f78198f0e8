// Model-based testing harness for the XState machines in src/machines.
//
// For a model (a machine with fake actors, the events to explore, checks) it
//   1. generates paths with xstate/graph: shortest paths to every reachable
//      snapshot (plus simple paths when the model asks), then, for every edge
//      still uncovered, the shortest path to its source followed by that edge;
//   2. measures coverage against two universes the model cannot shrink:
//      - edges (state --EVENT--> state) of getAdjacencyMap explored with
//        xstate's own event discovery, which sends a bare `{ type }` for every
//        event type a state handles and the model left out;
//      - every transition declared in the machine, so a guarded branch no model
//        payload reaches is reported too;
//   3. replays each path on a live actor (createActor) and compares snapshots.
//
// createTestModel is not used: it refuses machines with `invoke` or `after`.
import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type ActorOptions,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  serializeSnapshot,
  type AdjacencyMap,
  type StatePath,
} from 'xstate/graph';

/** Events XState sends itself: done/error of invoked actors, delayed transitions. */
export type InternalEvent = { type: `xstate.${string}`; [key: string]: unknown };
export type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M> | InternalEvent;
type Snapshot = AnyMachineSnapshot;
type Path = StatePath<Snapshot, EventObject>;
type Clock = NonNullable<ActorOptions<AnyStateMachine>['clock']>;

export const doneEvent = (actorId: string, output?: unknown): InternalEvent => ({
  type: `xstate.done.actor.${actorId}`,
  output,
});
export const errorEvent = (actorId: string, error: unknown): InternalEvent => ({
  type: `xstate.error.actor.${actorId}`,
  error,
});
/** `delay` is the delay's name in setup({ delays }) (or its ms), `stateId` the state node id. */
export const afterEvent = (delay: string | number, stateId: string): InternalEvent => ({
  type: `xstate.after.${delay}.${stateId}`,
});

/** A fake invoked actor that never settles: the path itself says when it is done or failed. */
export const pendingActor = <T>() => fromPromise<T>(() => new Promise<T>(() => {}));

export interface StepCheck<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  previous: SnapshotFrom<M> | undefined;
  event: ModelEvent<M> | { type: 'xstate.init' };
  /** Named actions the actor executed for this step (built-in xstate.* ones left out), with params. */
  actions: ReadonlyArray<{ type: string; params: unknown }>;
  /** Delays (ms) of the timers pending after this step. */
  timers: ReadonlyArray<number>;
}

export interface PathModel<M extends AnyStateMachine = AnyStateMachine> {
  name: string;
  /** The machine with deterministic fakes provided; invoked actors should never settle (see pendingActor). */
  machine: M;
  input?: InputFrom<M>;
  /** Every event object to explore; internal events included (doneEvent, errorEvent, afterEvent). */
  events: ReadonlyArray<ModelEvent<M>>;
  /** Also replay every simple path; only for small graphs, the count grows fast. */
  simplePaths?: boolean;
  /** Checks run after every step whose snapshot matches the key (a state value such as 'shown'). */
  states?: { [stateKey: string]: StateCheck<M> };
  everyStep?(check: StepCheck<M>): void;
}
// Method syntax keeps checks bivariant, so any model is a PathModel<AnyStateMachine>.
type StateCheck<M extends AnyStateMachine> = { check(step: StepCheck<M>): void }['check'];

export function definePathModel<M extends AnyStateMachine>(model: PathModel<M>): PathModel<M> {
  return model;
}

export interface Analysis {
  name: string;
  paths: Path[];
  edges: string[];
  transitions: string[];
  uncoveredEdges: string[];
  uncoveredTransitions: string[];
}

const TRAVERSAL_LIMIT = 20_000; // an unbounded context (a counter) fails fast instead of hanging

// ---------- naming ----------

function leafPaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafPaths(child).map((leaf) => `${key}.${leaf}`),
  );
}

export function stateName(snapshot: Snapshot): string {
  return leafPaths(snapshot.value).join(' & ');
}

function summarise(value: unknown): string {
  if (value instanceof Error) return `Error(${value.message})`;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') {
    return `#${(value as { id: string }).id}`;
  }
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 28 ? `${json.slice(0, 27)}…` : json;
}

export function eventName(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const fields = Object.entries(payload)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${summarise(value)}`);
  return fields.length ? `${type}(${fields.join(', ')})` : type;
}

export function formatPath(path: Path): string {
  const [first, ...rest] = path.steps;
  if (!first) return '(empty)';
  return [stateName(first.state), ...rest.map((step) => `${eventName(step.event)} → ${stateName(step.state)}`)].join(' → ');
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return typeof guard === 'function' ? guard.name || 'inline guard' : '';
}

type Transition = ReturnType<AnyStateMachine['getTransitionData']>[number];

function transitionName(t: Transition): string {
  const guard = t.guard ? ` [${guardName(t.guard)}]` : '';
  const target = t.target?.length ? t.target.map((node) => node.id).join(', ') : '(no target)';
  return `${t.source.id} --${t.eventType}${guard}--> ${target}${t.reenter ? ' (reenter)' : ''}`;
}

/** Every transition the machine declares, by name. Eventless (`always`) ones are not listed. */
function declaredTransitions(machine: AnyStateMachine): Map<Transition, string> {
  const names = new Map<Transition, string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) {
      for (const t of list) {
        let name = transitionName(t);
        // Two declarations can read the same (same guard, same target): number the later ones.
        for (let n = 2; [...names.values()].includes(name); n++) name = `${transitionName(t)} #${n}`;
        names.set(t, name);
      }
    }
  }
  return names;
}

// ---------- coverage ----------

interface Step {
  from: Snapshot;
  event: EventObject;
  to: Snapshot;
}

function describeStep(machine: AnyStateMachine, names: Map<Transition, string>, step: Step) {
  const taken = machine.getTransitionData(step.from, step.event);
  const ignored = taken.length === 0 ? ' (ignored)' : '';
  return {
    edge: `${stateName(step.from)} --${step.event.type}${ignored}--> ${stateName(step.to)}`,
    transitions: taken.map((t) => names.get(t) ?? transitionName(t)),
  };
}

function pathSteps(path: Path): Step[] {
  return path.steps.slice(1).map((step, i) => ({ from: path.steps[i]!.state, event: step.event, to: step.state }));
}

function adjacencySteps(adjacency: AdjacencyMap<Snapshot, EventObject>): Step[] {
  return Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, { event: EventObject; state: Snapshot }>).map((t) => ({
      from: state,
      event: t.event,
      to: t.state,
    })),
  );
}

/** What `paths` leave uncovered of the model's edge universe and of the declared transitions. */
export function findUncovered(model: PathModel, paths: Path[], edges: string[]) {
  const names = declaredTransitions(model.machine);
  const coveredEdges = new Set<string>();
  const coveredTransitions = new Set<string>();
  for (const step of paths.flatMap(pathSteps)) {
    const { edge, transitions } = describeStep(model.machine, names, step);
    coveredEdges.add(edge);
    for (const t of transitions) coveredTransitions.add(t);
  }
  return {
    uncoveredEdges: edges.filter((edge) => !coveredEdges.has(edge)),
    uncoveredTransitions: [...names.values()].filter((t) => !coveredTransitions.has(t)),
  };
}

// ---------- path generation ----------

function eventSequence(path: Path): string {
  return path.steps.map((step) => JSON.stringify(step.event)).join('\n');
}

/** Drops a path whose events are a prefix of another's: the longer one checks the same states. */
function dedupe(paths: Path[]): Path[] {
  const sequences = paths.map((path) => ({ path, seq: eventSequence(path) }));
  const kept = sequences.filter(
    ({ seq }, i) =>
      !sequences.some((other, j) => j !== i && (other.seq.startsWith(`${seq}\n`) || (other.seq === seq && j < i))),
  );
  return kept.map(({ path }) => path).sort((a, b) => formatPath(a).localeCompare(formatPath(b)));
}

/** The event types the snapshot's states handle (what xstate's own traversal discovers). */
function handledTypes(snapshot: Snapshot): string[] {
  return [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))];
}

const handles = (descriptor: string, type: string) =>
  descriptor === type || descriptor === '*' || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

export function analyseModel(model: PathModel): Analysis {
  const { machine, input } = model;
  const events = model.events as EventObject[];
  // Paths send only the model's events, and only where a state handles them ...
  const modelEvents = (snapshot: Snapshot) => {
    const types = handledTypes(snapshot);
    return events.filter((event) => types.some((descriptor) => handles(descriptor, event.type)));
  };
  // ... the universe also sends a bare `{ type }` for every handled type the model left out.
  const everyEvent = (snapshot: Snapshot) =>
    handledTypes(snapshot).flatMap((type) => {
      const given = events.filter((event) => handles(type, event.type));
      return given.length || type.includes('*') ? given : [{ type }];
    });
  const traversal = { events: modelEvents, input, limit: TRAVERSAL_LIMIT };
  let universe: Step[];
  try {
    universe = adjacencySteps(getAdjacencyMap(machine, { events: everyEvent, input, limit: TRAVERSAL_LIMIT }));
  } catch (error) {
    // Typically an action reading a payload field of a bare `{ type }` event.
    throw new Error(`${model.name}: exploring every handled event failed; give the model a payload for each event type`, {
      cause: error,
    });
  }
  const names = declaredTransitions(machine);
  const edges = [...new Set(universe.map((step) => describeStep(machine, names, step).edge))].sort();

  const shortest = getShortestPaths(machine, traversal) as Path[];
  const simple = model.simplePaths ? (getSimplePaths(machine, traversal) as Path[]) : [];
  const paths = [...shortest, ...simple];

  // Complete the cover: for each model step whose edge or transition no path takes yet,
  // extend the shortest path to its source (BFS order, so the first found is shortest).
  const shortestTo = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]));
  const covered = new Set(paths.flatMap(pathSteps).flatMap((step) => {
    const { edge, transitions } = describeStep(machine, names, step);
    return [edge, ...transitions];
  }));
  for (const step of adjacencySteps(getAdjacencyMap(machine, traversal))) {
    const { edge, transitions } = describeStep(machine, names, step);
    const goals = [edge, ...transitions];
    if (goals.every((goal) => covered.has(goal))) continue;
    const head = shortestTo.get(serializeSnapshot(step.from));
    if (!head) continue;
    paths.push({ state: step.to, steps: [...head.steps, { state: step.to, event: step.event }], weight: head.weight + 1 });
    for (const goal of goals) covered.add(goal);
  }

  const finalPaths = dedupe(paths);
  return { name: model.name, paths: finalPaths, edges, transitions: [...names.values()], ...findUncovered(model, finalPaths, edges) };
}

export function formatReport(analysis: Analysis): string {
  const coveredEdges = analysis.edges.length - analysis.uncoveredEdges.length;
  const coveredTransitions = analysis.transitions.length - analysis.uncoveredTransitions.length;
  return [
    `${analysis.name}: ${analysis.paths.length} paths`,
    ...analysis.paths.map((path) => `  ${formatPath(path)}`),
    `  edges covered ${coveredEdges}/${analysis.edges.length}, declared transitions covered ${coveredTransitions}/${analysis.transitions.length}`,
    ...analysis.uncoveredEdges.map((edge) => `  UNCOVERED edge ${edge}`),
    ...analysis.uncoveredTransitions.map((t) => `  UNCOVERED transition ${t}`),
  ].join('\n');
}

// ---------- replay on a live actor ----------

/** Timers fire only when a path step says the delay elapsed. */
class ManualClock implements Clock {
  private now = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { fn: () => void; due: number; ms: number }>();
  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { fn, due: this.now + ms, ms });
    return id;
  }
  clearTimeout(id: number): void {
    this.timers.delete(id);
  }
  pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.ms);
  }
  fireEarliest(): boolean {
    const [id, timer] = [...this.timers].sort(([a, x], [b, y]) => x.due - y.due || a - b)[0] ?? [];
    if (id === undefined || !timer) return false;
    this.timers.delete(id);
    this.now = timer.due;
    timer.fn();
    return true;
  }
}

const sameSnapshot = (a: Snapshot, b: Snapshot) => serializeSnapshot(a) === serializeSnapshot(b);

/**
 * Replays `path` on a started actor and throws at the first step whose snapshot
 * (value and context) differs from the path's, or whose model check fails.
 * Events of invoked actors are sent to the actor (XState 5 treats them as any
 * other event) but only while that child runs; delayed transitions are fired
 * through the actor's own timer, so the delay must really have been scheduled.
 */
export function replayPath(model: PathModel, path: Path): void {
  const clock = new ManualClock();
  let actions: Array<{ type: string; params: unknown }> = [];
  let received: string[] = [];
  const actor = createActor(model.machine, {
    input: model.input,
    clock,
    inspect: (inspection) => {
      if (inspection.actorRef.sessionId !== inspection.rootId) return; // children report too
      if (inspection.type === '@xstate.action' && !inspection.action.type.startsWith('xstate.')) actions.push(inspection.action);
      if (inspection.type === '@xstate.event') received.push(inspection.event.type);
    },
  });
  let previous: Snapshot | undefined;
  try {
    path.steps.forEach((step, index) => {
      const at = `step ${index} (${eventName(step.event)})`;
      actions = [];
      received = [];
      if (index === 0) actor.start();
      else deliver(actor, clock, step.event, at);
      const snapshot = actor.getSnapshot() as Snapshot;
      if (snapshot.status === 'error') throw new Error(`${at}: the actor failed: ${String(snapshot.error)}`);
      if (!sameSnapshot(snapshot, step.state)) {
        throw new Error(`${at}: expected ${serializeSnapshot(step.state)}\n  but the actor is ${serializeSnapshot(snapshot)}`);
      }
      const check: StepCheck<AnyStateMachine> = { snapshot, previous, event: step.event, actions, timers: clock.pending() };
      model.everyStep?.(check);
      for (const [key, run] of Object.entries(model.states ?? {})) if (snapshot.matches(key)) run(check);
      previous = snapshot;
    });
  } catch (error) {
    if (error instanceof Error) error.message = `${model.name}: ${formatPath(path)}\n${error.message}`;
    throw error;
  } finally {
    actor.stop();
  }

  function deliver(target: typeof actor, timers: ManualClock, event: EventObject, at: string) {
    if (event.type.startsWith('xstate.after.')) {
      if (!timers.fireEarliest()) throw new Error(`${at}: no timer was pending`);
      if (!received.includes(event.type)) throw new Error(`${at}: the timer delivered ${received.join(', ') || 'nothing'}`);
      return;
    }
    const child = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    if (child !== undefined && !(target.getSnapshot() as Snapshot).children[child]) {
      throw new Error(`${at}: no running actor '${child}' could send it`);
    }
    target.send(event);
  }
}
