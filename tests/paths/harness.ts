// Model-based testing harness for the XState machines in src/machines.
//
// For a model (a machine with fake actors, the events to explore, checks) it
//   1. generates paths with xstate/graph: shortest paths to every reachable
//      snapshot (plus simple paths when the model asks), then, for every edge
//      still uncovered, the shortest path to its source followed by that edge;
//   2. measures coverage against three universes the model cannot shrink:
//      - edges (state --EVENT--> state) of getAdjacencyMap explored with
//        xstate's own event discovery, which sends a bare `{ type }` for every
//        event type a state handles and the model left out;
//      - every transition declared in the machine, so a guarded branch no model
//        payload reaches is reported too;
//      - every eventless (`always`) transition, including those taken when the
//        machine starts, which is where a model's inputs matter;
//      A model with several starting inputs gets paths from each of them.
//   3. replays each path on a live actor (createActor) and compares snapshots.
//
// createTestModel is not used: it refuses machines with `invoke` or `after`.
import {
  createActor,
  fromPromise,
  type AnyActorRef,
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
/** A generated path, and the starting input it was generated from (when the model has several). */
export type Path = StatePath<Snapshot, EventObject> & { start?: NamedInput<AnyStateMachine> };
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
  /** The input the actor was started with. */
  input: InputFrom<M> | undefined;
}

/** A starting input, named for the report ("a draft at review"). */
export interface NamedInput<M extends AnyStateMachine> {
  name: string;
  input: InputFrom<M>;
}

export interface PathModel<M extends AnyStateMachine = AnyStateMachine> {
  name: string;
  /** The machine with deterministic fakes provided; invoked actors should never settle (see pendingActor). */
  machine: M;
  input?: InputFrom<M>;
  /** Several starting inputs instead of `input`: paths are generated from each (eventless branches at the start need them). */
  inputs?: ReadonlyArray<NamedInput<M>>;
  /**
   * Only for a context that grows without end (a list, a counter): the state key of a snapshot,
   * over what the machine's guards read. Each key keeps the first real snapshot that reached it.
   */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Declared or eventless transitions (by their reported name) no path can take, each with the reason why. */
  unreachable?: { [transition: string]: string };
  /** Every event object to explore; internal events included (doneEvent, errorEvent, afterEvent). */
  events: ReadonlyArray<ModelEvent<M>>;
  /** Also replay every simple path; only for small graphs, the count grows fast. */
  simplePaths?: boolean;
  /** Checks run after every step whose snapshot matches the key: a state's path such as 'shown' or 'publishing.storing'. */
  states?: { [stateKey: string]: StateCheck<M> };
  everyStep?(check: StepCheck<M>): void;
  /**
   * Screens only (screenPaths): whether the page offers `event` in this state, when it shows a
   * state's handler no control (a form hidden while a coupon is applied). Paths send only these.
   */
  offers?(snapshot: SnapshotFrom<M>, event: ModelEvent<M>): boolean;
}
// Method syntax keeps checks bivariant, so any model is a PathModel<AnyStateMachine>.
type StateCheck<M extends AnyStateMachine> = { check(step: StepCheck<M>): void }['check'];

export function definePathModel<M extends AnyStateMachine>(model: PathModel<M>): PathModel<M> {
  return model;
}

export interface Analysis {
  name: string;
  /** How many starting inputs the paths come from. */
  inputs: number;
  paths: Path[];
  edges: string[];
  transitions: string[];
  /** Eventless (`always`) transitions, by name. */
  always: string[];
  uncoveredEdges: string[];
  uncoveredTransitions: string[];
  uncoveredAlways: string[];
  /** Transitions the model says no path can take, with its reason; none of them is in the uncovered lists. */
  unreachable: Array<{ transition: string; reason: string }>;
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
  const from = path.start ? `[${path.start.name}] ` : '';
  return from + [stateName(first.state), ...rest.map((step) => `${eventName(step.event)} → ${stateName(step.state)}`)].join(' → ');
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return typeof guard === 'function' ? guard.name || 'inline guard' : '';
}

type Transition = ReturnType<AnyStateMachine['getTransitionData']>[number];

// xstate gives eventless transitions the empty event type.
const isEventless = (t: Transition) => t.eventType === '';

function transitionName(t: Transition): string {
  const guard = t.guard ? ` [${guardName(t.guard)}]` : '';
  const target = t.target?.length ? t.target.map((node) => node.id).join(', ') : '(no target)';
  return `${t.source.id} --${isEventless(t) ? 'always' : t.eventType}${guard}--> ${target}${t.reenter ? ' (reenter)' : ''}`;
}

/** Every transition the machine declares, eventless (`always`) ones included, by name. */
function declaredTransitions(machine: AnyStateMachine): Map<Transition, string> {
  const names = new Map<Transition, string>();
  const taken = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      let name = transitionName(t);
      // Two declarations can read the same (same guard, same target): number the later ones.
      for (let n = 2; taken.has(name); n++) name = `${transitionName(t)} #${n}`;
      taken.add(name);
      names.set(t, name);
    }
  }
  return names;
}

/** The state keys a model's checks may use: the path of every state node ('publishing.storing'). */
export function stateKeys(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.path.join('.'));
}

/** Check keys of the model that name no state of its machine (a misspelling would never run). */
export function unknownStateKeys(model: PathModel): string[] {
  const known = new Set(stateKeys(model.machine));
  return Object.keys(model.states ?? {}).filter((key) => !known.has(key));
}

/** The model's starting inputs, each with a name (empty for a model with a single input). */
export function startingInputs(model: PathModel): Array<NamedInput<AnyStateMachine> | undefined> {
  if (model.inputs && model.input !== undefined) throw new Error(`${model.name}: give either input or inputs, not both`);
  if (!model.inputs) return [undefined];
  if (model.inputs.length === 0) throw new Error(`${model.name}: inputs is empty`);
  return [...model.inputs];
}

const inputOf = (model: PathModel, path: Path) => (path.start ? path.start.input : model.input);

/**
 * Every transition xstate takes for a step, in all its microsteps: the event's own,
 * then any eventless ones (and those of raised events). Reported by the
 * `@xstate.microstep` inspection of a scope whose actor never starts.
 */
function transitionRecorder(machine: AnyStateMachine) {
  let sink: Transition[] = [];
  // Set once the actor exists: it reports its own start while being created.
  const root: { actor?: AnyActorRef } = {};
  const actor = createActor(machine, {
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && root.actor && inspection.actorRef === root.actor) sink.push(...inspection._transitions);
    },
  });
  root.actor = actor;
  const scope = {
    self: actor,
    logger: () => {},
    id: '',
    sessionId: actor.sessionId,
    defer: () => {},
    system: actor.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
  const record = (run: () => unknown): Transition[] => {
    sink = [];
    run();
    return sink;
  };
  return {
    step: (from: Snapshot, event: EventObject) => record(() => machine.transition(from, event, scope)),
    start: (input: unknown) => record(() => machine.getInitialSnapshot(scope, input)),
  };
}

// ---------- coverage ----------

interface Step {
  from: Snapshot;
  event: EventObject;
  to: Snapshot;
}

type Recorder = ReturnType<typeof transitionRecorder>;

function describeStep(machine: AnyStateMachine, names: Map<Transition, string>, recorder: Recorder, step: Step) {
  const ignored = machine.getTransitionData(step.from, step.event).length === 0 ? ' (ignored)' : '';
  return {
    edge: `${stateName(step.from)} --${step.event.type}${ignored}--> ${stateName(step.to)}`,
    transitions: recorder.step(step.from, step.event).map((t) => names.get(t) ?? transitionName(t)),
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

/**
 * What `paths` leave uncovered of the model's edge universe, of the declared transitions and
 * of the eventless ones. Transitions the model lists as unreachable are left out; listing one
 * that a path takes, or that the machine does not declare, is an error.
 */
export function findUncovered(model: PathModel, paths: Path[], edges: string[]) {
  const names = declaredTransitions(model.machine);
  const recorder = transitionRecorder(model.machine);
  const coveredEdges = new Set<string>();
  const covered = new Set<string>();
  for (const start of new Set(paths.map((path) => path.start))) {
    for (const t of recorder.start(start ? start.input : model.input)) covered.add(names.get(t) ?? transitionName(t));
  }
  for (const step of paths.flatMap(pathSteps)) {
    const { edge, transitions } = describeStep(model.machine, names, recorder, step);
    coveredEdges.add(edge);
    for (const t of transitions) covered.add(t);
  }
  const declared = new Set(names.values());
  const unreachable = Object.entries(model.unreachable ?? {}).map(([transition, reason]) => {
    if (!declared.has(transition)) throw new Error(`${model.name}: '${transition}' is listed as unreachable but the machine has no such transition`);
    if (covered.has(transition)) throw new Error(`${model.name}: '${transition}' is listed as unreachable but a path takes it`);
    if (!reason.trim()) throw new Error(`${model.name}: say why '${transition}' is unreachable`);
    return { transition, reason };
  });
  const excused = new Set(unreachable.map((u) => u.transition));
  const uncovered = (eventless: boolean) =>
    [...names].filter(([t, name]) => isEventless(t) === eventless && !covered.has(name) && !excused.has(name)).map(([, name]) => name);
  return {
    uncoveredEdges: edges.filter((edge) => !coveredEdges.has(edge)),
    uncoveredTransitions: uncovered(false),
    uncoveredAlways: uncovered(true),
    unreachable,
  };
}

// ---------- path generation ----------

function eventSequence(path: Path): string {
  // Paths from different inputs check different states, whatever their events.
  return [JSON.stringify(path.start?.name ?? ''), ...path.steps.map((step) => JSON.stringify(step.event))].join('\n');
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

/** Shortest paths to every state key, read off the adjacency map in the breadth-first order it was built in. */
function shortestPaths(adjacency: AdjacencyMap<Snapshot, EventObject>, serialize: (snapshot: Snapshot) => string): Map<string, Path> {
  const entries = Object.values(adjacency);
  const first = entries[0]!.state;
  const pathTo = new Map<string, Path>([[serialize(first), { state: first, steps: [{ state: first, event: { type: 'xstate.init' } }], weight: 0 }]]);
  // A key's stored snapshot is the one its first discoverer reached, so every path replays exactly.
  for (const step of adjacencySteps(adjacency)) {
    const key = serialize(step.to);
    if (pathTo.has(key)) continue;
    const head = pathTo.get(serialize(step.from))!;
    pathTo.set(key, extend(head, step));
  }
  return pathTo;
}

const extend = (head: Path, step: Step): Path => ({ ...head, state: step.to, steps: [...head.steps, { state: step.to, event: step.event }], weight: head.weight + 1 });

export function analyseModel(model: PathModel): Analysis {
  const { machine } = model;
  const events = model.events as EventObject[];
  const serialize = (model.serializeState ?? serializeSnapshot) as (snapshot: Snapshot) => string;
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
  const names = declaredTransitions(machine);
  const recorder = transitionRecorder(machine);
  const starts = startingInputs(model);
  const edges = new Set<string>();
  const paths: Path[] = [];
  const covered = new Set<string>();
  const goalsOf = (path: Path) =>
    pathSteps(path).flatMap((step) => {
      const { edge, transitions } = describeStep(machine, names, recorder, step);
      return [edge, ...transitions];
    });

  for (const start of starts) {
    const input = start ? start.input : model.input;
    const traversal = { events: modelEvents, input, limit: TRAVERSAL_LIMIT, serializeState: serialize };
    let universe: Step[];
    try {
      universe = adjacencySteps(getAdjacencyMap(machine, { ...traversal, events: everyEvent }));
    } catch (error) {
      // Typically an action reading a payload field of a bare `{ type }` event.
      throw new Error(`${model.name}: exploring every handled event failed; give the model a payload for each event type`, {
        cause: error,
      });
    }
    for (const step of universe) edges.add(describeStep(machine, names, recorder, step).edge);

    const adjacency = getAdjacencyMap(machine, traversal);
    const shortestTo = shortestPaths(adjacency, serialize);
    const shortest = [...shortestTo.values()].map((path) => ({ ...path, start }));
    // Simple paths need a state key per snapshot: with a custom serializeState they would not replay.
    const simple = model.simplePaths && !model.serializeState ? (getSimplePaths(machine, traversal) as Path[]).map((path) => ({ ...path, start })) : [];
    const startGoals = recorder.start(input).map((t) => names.get(t) ?? transitionName(t));
    const newStart = startGoals.some((goal) => !covered.has(goal));
    for (const goal of startGoals) covered.add(goal);
    // Every path from the first input; from the others, those that take something no path took yet
    // (and the start itself when it branches elsewhere), so more inputs add what they reach, not repeats.
    for (const [i, path] of [...shortest, ...simple].entries()) {
      const goals = goalsOf(path);
      if (start !== starts[0] && !(i === 0 && newStart) && goals.every((goal) => covered.has(goal))) continue;
      paths.push(path);
      for (const goal of goals) covered.add(goal);
    }
    // Complete the cover: for each model step whose edge or transition no path takes yet,
    // extend the shortest path to its source (BFS order, so the first found is shortest).
    for (const step of adjacencySteps(adjacency)) {
      const { edge, transitions } = describeStep(machine, names, recorder, step);
      const goals = [edge, ...transitions];
      if (goals.every((goal) => covered.has(goal))) continue;
      const head = shortestTo.get(serialize(step.from));
      if (!head) continue;
      paths.push({ ...extend(head, step), start });
      for (const goal of goals) covered.add(goal);
    }
  }

  const finalPaths = dedupe(paths);
  const sortedEdges = [...edges].sort();
  const all = [...names];
  return {
    name: model.name,
    inputs: starts.length,
    paths: finalPaths,
    edges: sortedEdges,
    transitions: all.filter(([t]) => !isEventless(t)).map(([, name]) => name),
    always: all.filter(([t]) => isEventless(t)).map(([, name]) => name),
    ...findUncovered(model, finalPaths, sortedEdges),
  };
}

export function formatReport(analysis: Analysis): string {
  const row = coverageRow(analysis);
  return [
    `${analysis.name}: ${analysis.paths.length} paths`,
    ...analysis.paths.map((path) => `  ${formatPath(path)}`),
    `  edges covered ${row.edges}, always edges covered ${row.always}, declared transitions covered ${row.declared}`,
    ...analysis.uncoveredEdges.map((edge) => `  UNCOVERED edge ${edge}`),
    ...analysis.uncoveredAlways.map((t) => `  UNCOVERED always ${t}`),
    ...analysis.uncoveredTransitions.map((t) => `  UNCOVERED transition ${t}`),
    ...analysis.unreachable.map(({ transition, reason }) => `  unreachable ${transition}: ${reason}`),
  ].join('\n');
}

const fraction = (total: number, uncovered: number) => `${total - uncovered}/${total}`;

function coverageRow(analysis: Analysis) {
  const excused = new Set(analysis.unreachable.map((u) => u.transition));
  // An unreachable transition counts as neither covered nor expected.
  const reachable = (list: string[]) => list.filter((name) => !excused.has(name)).length;
  return {
    machine: analysis.name,
    inputs: String(analysis.inputs),
    paths: String(analysis.paths.length),
    edges: fraction(analysis.edges.length, analysis.uncoveredEdges.length),
    always: fraction(reachable(analysis.always), analysis.uncoveredAlways.length),
    declared: fraction(reachable(analysis.transitions), analysis.uncoveredTransitions.length),
    unreachable: String(excused.size),
  };
}

/** One line per machine, plain text with aligned columns, for a CI log. */
export function coverageTable(analyses: ReadonlyArray<Analysis>): string {
  const header = { machine: 'machine', inputs: 'inputs', paths: 'paths', edges: 'edges', always: 'always', declared: 'declared', unreachable: 'unreachable' };
  const rows = [header, ...analyses.map(coverageRow)];
  const columns = Object.keys(header) as Array<keyof typeof header>;
  const width = (column: keyof typeof header) => Math.max(...rows.map((row) => row[column].length));
  const line = (row: typeof header) =>
    columns.map((column, i) => (i === 0 ? row[column].padEnd(width(column)) : row[column].padStart(width(column)))).join('  ');
  const ruler = columns.map((column) => '-'.repeat(width(column))).join('  ');
  return [line(header), ruler, ...rows.slice(1).map(line)].join('\n');
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
export function replayPath(model: PathModel, path: Path): Set<string> {
  const input = inputOf(model, path);
  const checked = new Set<string>();
  const clock = new ManualClock();
  let actions: Array<{ type: string; params: unknown }> = [];
  let received: string[] = [];
  const actor = createActor(model.machine, {
    input,
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
      const check: StepCheck<AnyStateMachine> = { snapshot, previous, event: step.event, actions, timers: clock.pending(), input };
      model.everyStep?.(check);
      for (const [key, run] of Object.entries(model.states ?? {})) {
        if (!snapshot.matches(key)) continue;
        run(check);
        checked.add(key);
      }
      previous = snapshot;
    });
  } catch (error) {
    if (error instanceof Error) error.message = `${model.name}: ${formatPath(path)}\n${error.message}`;
    throw error;
  } finally {
    actor.stop();
  }
  return checked;

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

// ---------- paths for screens ----------

export interface ScreenPaths {
  paths: Path[];
  /** State keys the paths reach, of those the model's events reach. */
  states: { reached: number; total: number };
  /** Declared and eventless transitions the paths take, of those the machine has. */
  transitions: { covered: number; total: number; uncovered: string[] };
}

/**
 * Fewer paths than analyseModel, for rendering a page along each: the shortest path to every
 * state key (the model's serializeState, which should read only what the page shows), then,
 * for every declared or eventless transition those leave untaken, the shortest path to its
 * source followed by it. Single input only: a page starts from what it loads.
 */
export function screenPaths(model: PathModel): ScreenPaths {
  const { machine } = model;
  const events = model.events as EventObject[];
  const serialize = (model.serializeState ?? serializeSnapshot) as (snapshot: Snapshot) => string;
  const offered = (model.offers ?? (() => true)) as (snapshot: Snapshot, event: EventObject) => boolean;
  const modelEvents = (snapshot: Snapshot) => {
    const types = handledTypes(snapshot);
    return events.filter((event) => types.some((descriptor) => handles(descriptor, event.type)) && offered(snapshot, event));
  };
  const adjacency = getAdjacencyMap(machine, { events: modelEvents, input: model.input, limit: TRAVERSAL_LIMIT, serializeState: serialize });
  const shortestTo = shortestPaths(adjacency, serialize);
  const names = declaredTransitions(machine);
  const recorder = transitionRecorder(machine);
  const paths = [...shortestTo.values()];
  const covered = new Set(recorder.start(model.input).map((t) => names.get(t)!));
  for (const step of paths.flatMap(pathSteps)) for (const t of recorder.step(step.from, step.event)) covered.add(names.get(t)!);
  for (const step of adjacencySteps(adjacency)) {
    const taken = recorder.step(step.from, step.event).map((t) => names.get(t)!);
    if (taken.every((name) => covered.has(name))) continue;
    paths.push(extend(shortestTo.get(serialize(step.from))!, step));
    for (const name of taken) covered.add(name);
  }
  const kept = dedupe(paths);
  const reached = new Set(kept.flatMap((path) => path.steps.map((step) => serialize(step.state))));
  const uncovered = [...names.values()].filter((name) => !covered.has(name));
  return {
    paths: kept,
    states: { reached: reached.size, total: shortestTo.size },
    transitions: { covered: names.size - uncovered.length, total: names.size, uncovered },
  };
}

/** A screen's coverage in one line (the machine table's words), with its paths when asked. */
export function screenReport(name: string, generated: ScreenPaths, withPaths: boolean): string {
  const { paths, states, transitions } = generated;
  return [
    `Screen paths: ${name}: ${paths.length} paths rendered, states ${states.reached}/${states.total}, declared and always transitions ${transitions.covered}/${transitions.total}`,
    ...(withPaths ? paths.map((path) => `  ${formatPath(path)}`) : []),
  ].join('\n');
}
