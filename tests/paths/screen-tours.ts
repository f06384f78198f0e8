// Fewer, longer walks through a screen than its generated paths (harness.ts, screenPaths), for a
// screen whose every step is dear: the tours show every state key the generated paths reach and
// take every transition of the machine they take, and a tour goes on from where it is to the
// nearest state or transition not seen yet instead of starting the page again. A new tour starts
// only when nothing left can be reached from where the last one ended.
//
// Tours are walked on the machine's own transitions, so each snapshot is the one a live actor
// would reach (context included), and the screen test checks the page against it; `coverage`
// says what the tours miss of what the generated paths reach, for the test to assert it is nothing.
import { expect } from 'vitest';
import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { findUncovered, type Path, type PathModel, type ScreenPaths } from './harness';

type Snapshot = AnyMachineSnapshot;
type Transition = ReturnType<AnyStateMachine['getTransitionData']>[number];
type Step = { state: Snapshot; event: EventObject };

const serializer = (model: PathModel) => (model.serializeState ?? ((s: Snapshot) => JSON.stringify([s.value, s.context]))) as (s: Snapshot) => string;

/** The events the generated paths send, each once: a tour sends nothing a path does not. */
function eventsOf(paths: Path[]): EventObject[] {
  const seen = new Map<string, EventObject>();
  for (const path of paths) for (const { event } of path.steps.slice(1)) if (!seen.has(JSON.stringify(event))) seen.set(JSON.stringify(event), event);
  return [...seen.values()];
}

export function screenTours(model: PathModel, generated: ScreenPaths): Path[] {
  const { machine } = model;
  const serialize = serializer(model);
  const events = eventsOf(generated.paths);
  const taken = (from: Snapshot, event: EventObject): Transition[] => machine.getTransitionData(from, event);
  // What is left to show and to take: what the generated paths show and take.
  const statesLeft = new Set(generated.paths.flatMap((path) => path.steps.map((step) => serialize(step.state))));
  const transitionsLeft = new Set(generated.paths.flatMap((path) => path.steps.slice(1).flatMap((step, i) => taken(path.steps[i]!.state, step.event))));
  const first = generated.paths[0]!.steps[0]!.state;
  statesLeft.delete(serialize(first));
  const tours: Path[] = [];
  while (statesLeft.size + transitionsLeft.size > 0) {
    const steps: Path['steps'] = [{ state: first, event: { type: 'xstate.init' } }];
    for (let route = nearestNew(first); route; route = nearestNew(steps.at(-1)!.state)) {
      for (const step of route) {
        for (const t of taken(steps.at(-1)!.state, step.event)) transitionsLeft.delete(t);
        statesLeft.delete(serialize(step.state));
        steps.push(step);
      }
    }
    if (steps.length === 1) throw new Error(`${model.name}: ${statesLeft.size} states and ${transitionsLeft.size} transitions cannot be reached from the start`);
    tours.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 });
  }
  return tours;

  /** Breadth first from `from`, over events that change something: the shortest route ending in a state or transition not seen yet. */
  function nearestNew(from: Snapshot): Step[] | null {
    const seen = new Set([serialize(from)]);
    let frontier: Array<{ at: Snapshot; route: Step[] }> = [{ at: from, route: [] }];
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { at, route } of frontier) {
        for (const event of events) {
          const transitions = taken(at, event);
          if (transitions.length === 0) continue;
          const to = getNextSnapshot(machine, at, event) as Snapshot;
          const extended = [...route, { state: to, event }];
          if (statesLeft.has(serialize(to)) || transitions.some((t) => transitionsLeft.has(t))) return extended;
          if (seen.has(serialize(to))) continue;
          seen.add(serialize(to));
          next.push({ at: to, route: extended });
        }
      }
      frontier = next;
    }
    return null;
  }
}

/** What the tours miss of the generated paths: state keys not shown, the machine's transitions not taken. */
export function coverage(model: PathModel, generated: ScreenPaths, tours: Path[]) {
  const serialize = serializer(model);
  const shown = new Set(tours.flatMap((tour) => tour.steps.map((step) => serialize(step.state))));
  const reached = new Set(generated.paths.flatMap((path) => path.steps.map((step) => serialize(step.state))));
  const { uncoveredTransitions, uncoveredAlways } = findUncovered(model, tours, []);
  return { statesMissed: [...reached].filter((key) => !shown.has(key)), transitionsMissed: uncoveredTransitions, alwaysMissed: uncoveredAlways };
}

/**
 * For a page the machine opens in several places, one model a start (what the server first
 * answers): each start's tours show every state its paths reach and leave untaken only what its
 * paths leave untaken, and together the starts take every transition of the machine.
 */
export function expectStartsCovered(walks: ReadonlyArray<{ model: PathModel; generated: ScreenPaths; tours: Path[] }>, print?: (model: PathModel, generated: ScreenPaths) => void) {
  const untakenByStart = walks.map(({ model, generated, tours }) => {
    expect(generated.states.reached).toBe(generated.states.total);
    const { statesMissed, transitionsMissed, alwaysMissed } = coverage(model, generated, tours);
    expect(statesMissed).toEqual([]);
    expect([...transitionsMissed, ...alwaysMissed].sort()).toEqual([...generated.transitions.uncovered].sort());
    print?.(model, generated);
    return [...transitionsMissed, ...alwaysMissed];
  });
  expect(untakenByStart.reduce((left, next) => left.filter((name) => next.includes(name)))).toEqual([]);
}
