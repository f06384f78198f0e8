// Every model under ./models joins here: paths, coverage and replay, no wiring.
import { describe, expect, it } from 'vitest';
import { analyseModel, formatPath, formatReport, replayPath, type PathModel } from './harness';

const modules = import.meta.glob<{ default: PathModel }>('./models/*.model.ts', { eager: true });
const models = Object.entries(modules).map(([file, module]) => {
  if (!module.default) throw new Error(`${file} has no default export (definePathModel(...))`);
  return module.default;
});

it('finds the path models', () => {
  expect(models.map((model) => model.name)).toEqual(expect.arrayContaining(['session', 'main', 'message']));
});

for (const model of models) {
  describe(model.name, () => {
    const analysis = analyseModel(model);

    it('covers every edge and every declared transition', () => {
      if (process.env.PRINT_PATHS === '1') console.log(formatReport(analysis));
      expect(analysis.uncoveredEdges, 'edges no path takes').toEqual([]);
      expect(analysis.uncoveredTransitions, 'declared transitions no path takes').toEqual([]);
    });

    it.each(analysis.paths.map((path) => [formatPath(path), path] as const))('replays %s', (_, path) => {
      replayPath(model, path);
    });
  });
}
