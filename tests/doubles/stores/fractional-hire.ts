// The employer's fractional hire page behind MSW (GET /employer/fractional-hire), for the pages of
// src/features/fractional-hire and the screen paths of the fractional hire flow: a range change
// and a request for staff change what it answers next, as the server's do, and every write is
// recorded. The overview is the store's state: a test that plays what happens elsewhere (an offer
// sent from the applicants, the candidate's answer, a payment) changes it directly.
import type { RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { api, problem } from '../api';
import type { FractionalHireOverview, FractionalRequest } from '../fixtures/fractional-hire';
import { nextId } from '../fixtures/ids';

type S = components['schemas'];

export interface FractionalHireStoreOptions {
  /** The first range change is refused with these field messages (a 400 VALIDATION_FAILED). */
  refuseFirstChange?: Record<string, string>;
}

export function fractionalHireStore(overview: FractionalHireOverview, { refuseFirstChange }: FractionalHireStoreOptions = {}) {
  const changes: S['HoursRange'][] = [];
  const requests: S['FractionalStaffRequestInput'][] = [];
  let refusal = refuseFirstChange;
  const handlers: RequestHandler[] = [
    api.get('/employer/fractional-hire', ({ response }) => response(200).json(overview)),
    api.put('/employer/fractional/staff/{id}/hours-range', async ({ params, request, response }) => {
      const body = (await request.json()) as S['HoursRange'];
      changes.push(body);
      const staff = overview.staff.find((s) => s.offer_id === params.id);
      if (!staff || staff.status !== 'active') return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
      if (refusal) {
        const fields = refusal;
        refusal = undefined;
        return problem(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', fields);
      }
      // Lowered bounds wait for next month; raised ones apply now (src/shared/fractional-pricing.ts).
      const now = { min_hours: Math.max(staff.hours_range.min_hours, body.min_hours), max_hours: Math.max(staff.hours_range.max_hours, body.max_hours) };
      staff.hours_range = now;
      if (now.min_hours !== body.min_hours || now.max_hours !== body.max_hours) staff.next_hours_range = body;
      else delete staff.next_hours_range;
      return response(200).json(staff);
    }),
    api.post('/employer/fractional/request-staff', async ({ request, response }) => {
      const body = (await request.json()) as S['FractionalStaffRequestInput'];
      requests.push(body);
      const made: FractionalRequest = {
        ...body,
        id: nextId(),
        status: 'open',
        currency: 'USD',
        created_at: '2026-05-20T09:00:00.000Z',
        job: { id: nextId(), title: body.title, hire_type: 'fractional', status: 'open' },
      };
      overview.requests.unshift(made);
      return response(201).json(made);
    }),
  ];
  return { overview, handlers, changes, requests };
}
