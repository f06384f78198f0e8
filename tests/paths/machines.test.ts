// Every model under ./models joins here: paths, coverage and replay, no wiring.
import { afterAll, describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { analyseModel, coverageTable, formatPath, formatReport, replayPath, unknownStateKeys, type Analysis, type PathModel } from './harness';

const modules = import.meta.glob<{ default: PathModel }>('./models/*.model.ts', { eager: true });
const models = Object.entries(modules).map(([file, module]) => {
  if (!module.default) throw new Error(`${file} has no default export (definePathModel(...))`);
  return module.default;
});
// PRINT_PATHS=1 (npm run test:paths): the coverage table (a failure names what is uncovered); PRINT_PATHS=all: every path too.
const printing = process.env.PRINT_PATHS === '1' || process.env.PRINT_PATHS === 'all';
const analyses: Analysis[] = [];

it('finds the path models', () => {
  expect(models.map((model) => model.name)).toEqual(expect.arrayContaining(['session', 'main', 'message', 'priceCalculator']));
});

// A machine without a model would pass silently: every machine exported from src/machines and
// src/shared/lifecycle must be some model's machine (matched by its id; .provide keeps the id).
const machineModules = {
  ...import.meta.glob<Record<string, unknown>>('../../src/machines/*.machine.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../src/shared/lifecycle/*.machine.ts', { eager: true }),
};
it('has a model for every machine', () => {
  const modelled = new Set(models.map((model) => model.machine.id));
  const machines = Object.entries(machineModules).flatMap(([file, module]) =>
    Object.values(module)
      .filter((value): value is AnyStateMachine => value instanceof StateMachine)
      .map((machine) => `${machine.id} (${file.replace('../../', '')})`),
  );
  expect(machines.length).toBeGreaterThan(25);
  expect(machines.filter((entry) => !modelled.has(entry.split(' ')[0]!))).toEqual([]);
});

for (const model of models) {
  describe(model.name, () => {
    const analysis = analyseModel(model);
    analyses.push(analysis);
    const checked = new Set<string>();

    it('checks only states the machine has', () => {
      expect(unknownStateKeys(model), 'state checks naming no state of the machine').toEqual([]);
    });

    it('covers every edge, every eventless transition and every declared transition', () => {
      if (process.env.PRINT_PATHS === 'all') console.log(formatReport(analysis));
      expect(analysis.uncoveredEdges, 'edges no path takes').toEqual([]);
      expect(analysis.uncoveredAlways, 'eventless (always) transitions no path takes').toEqual([]);
      expect(analysis.uncoveredTransitions, 'declared transitions no path takes').toEqual([]);
    });

    it.each(analysis.paths.map((path) => [formatPath(path), path] as const))('replays %s', (_, path) => {
      for (const key of replayPath(model, path)) checked.add(key);
    });

    // Runs after the replays (tests of a file run in order): a check no path reaches tests nothing.
    it('runs every state check on some path', () => {
      expect(Object.keys(model.states ?? {}).filter((key) => !checked.has(key)), 'state checks no replay ran').toEqual([]);
    });
  });
}

afterAll(() => {
  if (printing) console.log(`Path coverage of src/machines (tests/paths/models)\n${coverageTable(analyses)}`);
});
