// The estimates and grants API of an employer, in memory, for page tests.
import { http, HttpResponse } from 'msw';
import type { components } from '@/generated/api';
import { estimate, grantForEstimate } from '@/shared/estimate';
import { apiUrl } from '../../../../tests/unit/harness';

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
  let next = 1;
  const handlers = [
    http.get(apiUrl('/employer/grants'), () => HttpResponse.json({ items: state.grants })),
    http.get(apiUrl('/employer/estimates'), () => HttpResponse.json({ items: state.estimates })),
    http.post(apiUrl('/employer/estimates'), async ({ request }) => {
      const body = (await request.json()) as EstimateRequest;
      state.saves.push(body);
      if (state.saveProblem) {
        const { status, ...problem } = state.saveProblem;
        return HttpResponse.json(problem, { status });
      }
      // As the server does: priced with the shared module and the grant in force, not taken from the client.
      const result = estimate(body.lines, grantForEstimate(state.grants)?.terms);
      const saved: Estimate = {
        id: `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
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
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.delete(apiUrl('/employer/estimates/:id'), ({ params }) => {
      const id = String(params.id);
      if (!state.estimates.some((e) => e.id === id)) return HttpResponse.json({ message: 'No such estimate.', code: 'NOT_FOUND' }, { status: 404 });
      state.estimates = state.estimates.filter((e) => e.id !== id);
      state.deleted.push(id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { state, handlers };
}
