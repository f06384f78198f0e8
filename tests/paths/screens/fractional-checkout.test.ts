// Generated paths through the real fractional checkout page, from the page's own machine: the
// offer's checkout loads, is found paid already, or fails (in the server's words or with the
// fallback, then tried again; an offer that is not the employer's, or not fractional, with a way
// back). Each path is walked on the page, the load held until the path says how it ends; after
// every step the page must show what an employer should see. Paying (the coupon, the card, the
// new price) is src/features/fractional-checkout/FractionalCheckoutPage.test.tsx's.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import FractionalCheckoutPage from '@/features/fractional-checkout/FractionalCheckoutPage';
import { m } from '@/generated/paraglide/messages.js';
import { contractActivationMachine, type Agreements } from '@/machines/contract-activation.machine';
import { couponMachine, type CheckCouponInput, type CouponCheck } from '@/machines/coupon.machine';
import { fractionalCheckoutMachine, type FractionalCheckout, type FractionalCheckoutContext } from '@/machines/fractional-checkout.machine';
import { paymentMachine, type ChargeRequest, type Payment } from '@/machines/payment.machine';
import { formatMoney } from '@/shared/format';
import { api, networkError } from '../../doubles/api';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { hiredMargaret, margaret } from '../../doubles/fixtures/fractional-checkout';
import { fractionalCheckoutStore } from '../../doubles/stores/fractional-checkout';
import { paymentsStore } from '../../doubles/stores/payments';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';

const closed = { message: 'Checkout is closed for maintenance.', code: 'UNAVAILABLE' };
const offline = new TypeError('Failed to fetch');
const notFound = { message: 'Not found.', code: 'NOT_FOUND' };
const fullTime = { message: 'Only offers the candidate has accepted can be paid for.', code: 'OFFER_NOT_PAYABLE' };

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = definePathModel({
  name: 'fractional checkout page',
  machine: fractionalCheckoutMachine.provide({
    actors: {
      loadCheckout: never<FractionalCheckout, { offerId: string }>(),
      coupon: couponMachine.provide({ actors: { checkCoupon: never<CouponCheck, CheckCouponInput>() } }),
      agreements: contractActivationMachine.provide({ actors: { loadAgreements: never<Agreements>() } }),
      payment: paymentMachine.provide({ actors: { charge: never<Payment, ChargeRequest>() } }),
    },
  }),
  input: { offerId: margaret.offer_id, saved: null },
  events: [
    doneEvent('loadCheckout', margaret),
    doneEvent('loadCheckout', hiredMargaret),
    errorEvent('loadCheckout', closed),
    errorEvent('loadCheckout', offline),
    errorEvent('loadCheckout', notFound),
    errorEvent('loadCheckout', fullTime),
    { type: 'RETRY' },
  ],
  // What the page shows: the state and the refusal's words.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as FractionalCheckoutContext).error]),
});
const generated = screenPaths(model);

type LoadOutcome = 'offer' | 'hired' | 'closed' | 'offline' | 'notFound' | 'fullTime';
const loads = new HeldCalls<LoadOutcome>();
const server = mockApi();
function serve() {
  // The agreements and the cards as the stores have them; the checkout itself held.
  const store = fractionalCheckoutStore();
  server.use(
    api.get('/employer/fractional/checkout/{id}', async ({ response }) => {
      switch (await loads.take()) {
        case 'offer':
          return response(200).json(margaret);
        case 'hired':
          return response(200).json(hiredMargaret);
        case 'closed':
          return Response.json(closed, { status: 503 });
        case 'notFound':
          return Response.json(notFound, { status: 404 });
        case 'fullTime':
          return Response.json(fullTime, { status: 409 });
        case 'offline':
          return networkError();
      }
    }),
    ...store.handlers,
    ...paymentsStore().handlers,
  );
}

async function expectPage(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as FractionalCheckoutContext;
  if (snapshot.matches('success')) {
    expect(await screen.findByRole('heading', { level: 1, name: m.fcheckout_already_paid_title() })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    return;
  }
  if (snapshot.matches({ failed: 'unknownOffer' })) {
    expect(await screen.findByRole('heading', { level: 1, name: m.fcheckout_unknown_title() })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.fcheckout_fractional_staff() })).toHaveAttribute('href', '/dashboard/activity/fractional-hire');
    return;
  }
  if (snapshot.matches({ failed: 'notFractional' })) {
    expect(await screen.findByRole('heading', { level: 1, name: m.fcheckout_not_fractional_title() })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.fcheckout_go_to_checkout() })).toHaveAttribute('href', '/hire-staff/checkout');
    return;
  }
  expect(await screen.findByRole('heading', { level: 1, name: m.fcheckout_title() })).toBeInTheDocument();
  if (snapshot.matches('loading')) {
    expect(await screen.findByText(m.fcheckout_loading())).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    return;
  }
  if (snapshot.matches({ failed: 'retryable' })) {
    const alert = await screen.findByRole('alert');
    // The server's words, or the fallback when none came.
    expect(alert).toHaveTextContent(m.fcheckout_load_problem());
    expect(alert).toHaveTextContent(context.error === closed.message ? closed.message : m.fcheckout_load_failed());
    expect(screen.getByRole('button', { name: m.fcheckout_try_again() })).toBeEnabled();
    return;
  }
  // Ready to pay: the charges, and the pay button waiting for the agreements.
  expect(await screen.findByRole('table', { name: m.fcheckout_breakdown_title() })).toHaveTextContent(formatMoney(margaret.total_cents, 'en'));
  await waitFor(() => expect(screen.getByRole('button', { name: m.fcheckout_pay_amount({ amount: formatMoney(margaret.total_cents, 'en') }) })).toBeDisabled());
  expect(screen.queryByRole('alert')).toBeNull();
}

/** How the held load ends, for the path's event. */
function outcomeOf(event: { type: string; output?: unknown; error?: unknown }): LoadOutcome {
  if (event.type === 'xstate.done.actor.loadCheckout') return event.output === hiredMargaret ? 'hired' : 'offer';
  if (event.error === offline) return 'offline';
  const { code } = event.error as { code: string };
  return code === closed.code ? 'closed' : code === notFound.code ? 'notFound' : 'fullTime';
}

async function act(user: UserEvent, event: { type: string; output?: unknown; error?: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'xstate.done.actor.loadCheckout':
    case 'xstate.error.actor.loadCheckout':
      return loads.release(outcomeOf(event));
    case 'RETRY':
      await user.click(screen.getByRole('button', { name: m.fcheckout_try_again() }));
      return loads.arrival();
    default:
      throw new Error(`no employer's action for ${event.type}`);
  }
}

describe('the fractional checkout, generated paths through the page', () => {
  it('walks every state of the page', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', async (_, path: Path) => {
    loads.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/hire/fractional/:id', element: createElement(FractionalCheckoutPage) }], `/hire/fractional/${margaret.offer_id}`);
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string });
        await expectPage(state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
