// The estimates and grants API of an employer, in memory, for the pricing pages' tests.
import type { components } from '@/generated/api';
import { estimate, grantForEstimate } from '@/shared/estimate';
import { api, problem } from '../api';
import { nextId } from '../fixtures/ids';

type Estimate = components['schemas']['Estimate'];
type EmployerGrant = components['schemas']['EmployerGrant'];
type EstimateRequest = components['schemas']['EstimateRequest'];

export interface EstimatesStoreOptions {
  grants?: EmployerGrant[];
  estimates?: Estimate[];
  /** Refuse the next saves with this problem. */
  saveProblem?: { status: number; message: string; code: string } | null;
}

export function estimatesStore(options: EstimatesStoreOptions = {}) {
  const state = {
    grants: options.grants ?? [],
    estimates: [...(options.estimates ?? [])],
    saveProblem: options.saveProblem ?? null,
    saves: [] as EstimateRequest[],
    deleted: [] as string[],
  };
  const handlers = [
    api.get('/employer/grants', ({ response }) => response(200).json({ items: state.grants })),
    api.get('/employer/estimates', ({ response }) => response(200).json({ items: state.estimates })),
    api.post('/employer/estimates', async ({ request, response }) => {
      const body = await request.json();
      state.saves.push(body);
      if (state.saveProblem) {
        const { status, code, message } = state.saveProblem;
        return problem(status, code, message);
      }
      // As the server does: priced with the shared module and the grant in force, not taken from the client.
      const result = estimate(body.lines, grantForEstimate(state.grants)?.terms);
      const saved: Estimate = {
        id: nextId(),
        name: body.name,
        lines: body.lines,
        totals: {
          first_month_cents: result.firstMonth,
          monthly_cents: result.monthly,
          period_cents: result.period,
          grant_savings_cents: result.grantSavings,
        },
        created_at: '2026-11-22T10:00:00.000Z',
      };
      state.estimates.unshift(saved);
      return response(201).json(saved);
    }),
    api.delete('/employer/estimates/{id}', ({ params, response }) => {
      const id = String(params.id);
      if (!state.estimates.some((e) => e.id === id)) return problem(404, 'NOT_FOUND', 'No such estimate.');
      state.estimates = state.estimates.filter((e) => e.id !== id);
      state.deleted.push(id);
      return response(204).empty();
    }),
  ];
  return { state, handlers };
}
