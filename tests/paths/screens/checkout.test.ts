// Generated paths through the real checkout page: paths come from the checkout machine the page
// runs and from its children the page drives (the coupon, the payment); each is walked by
// typing and clicking, and after every step the page must show what an employer should see.
// The checkout's children answer their parent only with their snapshots, which keep neither a
// refusal's words nor a declined card, so their own machines give their paths, each walked on
// the page from where it starts (the offers loaded; for the payment, the agreements accepted
// and a card added).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import CheckoutPage from '@/features/checkout/CheckoutPage';
import { m } from '@/generated/paraglide/messages.js';
import { checkoutMachine, type CheckoutContext, type CheckoutInitiation, type FailedPaymentList } from '@/machines/checkout.machine';
import { contractActivationMachine, type ActivateMsaInput, type Agreements, type Msa, type PlatformAgreement } from '@/machines/contract-activation.machine';
import { couponMachine, type CheckCouponInput, type CouponCheck, type CouponContext } from '@/machines/coupon.machine';
import { paymentMachine, type ChargeRequest, type NextAction, type Payment, type PaymentContext } from '@/machines/payment.machine';
import { FEES } from '@/shared/fees';
import { formatMoney } from '@/shared/format';
import { chargeSums } from '@/shared/pricing';
import { api, networkError } from '../../doubles/api';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { checkoutStore } from '../../doubles/stores/checkout';
import { paymentsStore } from '../../doubles/stores/payments';
import { type CheckoutOffer, COUPON, grace, initiation, linus } from '../../doubles/fixtures/checkout';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';

const OFFERS = [grace, linus];
const SUBSCRIPTION = FEES.platformSubscription;
const closed = { message: 'Checkout is closed for maintenance.', code: 'UNAVAILABLE' };
const unknownCoupon = { message: 'We do not know this coupon code.', code: 'COUPON_UNKNOWN' };
const declined = { code: 'card_declined' as const, message: 'Your card was declined by your bank.' };
const offline = new TypeError('Failed to fetch');
// What the coupon check throws for a refusal without the server's words (answerOrProblem, src/lib/api-problem.ts).
const unexplained = new Error('HTTP 404');
const CARD = 'pm_sandbox_1';

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const coupon = couponMachine.provide({ actors: { checkCoupon: never<CouponCheck, CheckCouponInput>() } });
const payment = paymentMachine.provide({
  actors: { charge: never<Payment, ChargeRequest>(), authenticate: never<unknown, NextAction>(), confirm: never<Payment, { paymentId: string }>() },
});

const firstMonths = (offers: CheckoutOffer[]) => offers.map((o) => ({ total: o.first_month.total, fees: o.first_month.fees }));

/** The payment for both offers as the server answers a charge. */
function hire(status: 'succeeded' | 'failed'): Payment {
  const sums = chargeSums(firstMonths(OFFERS), SUBSCRIPTION);
  return {
    id: '6f7a8b9c-0d1e-4f2a-8b3c-000000000001',
    kind: 'hire',
    status,
    amount_cents: sums.total,
    card_fee_cents: sums.cardFee,
    discount_cents: 0,
    currency: 'USD',
    created_at: '2026-06-10T09:00:00.000Z',
    offer_ids: OFFERS.map((offer) => offer.employment_offer.id),
    card: { brand: 'visa', last4: '4242' },
    failure: status === 'failed' ? declined : null,
    next_action: null,
    invoice_id: status === 'succeeded' ? '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d' : null,
  };
}

// ---------- the models ----------

// The page's own machine: the offers load or fail (in the server's words or the fallback), and
// are ticked; beside them the failed payments load or fail. RELOAD is offered by the load
// problem's button (in `ready` only after a payment paying again cannot help, which these paths
// do not reach), RELOAD_FAILED_PAYMENTS by the failed payments' one.
const checkoutModel = definePathModel({
  name: 'checkout page',
  machine: checkoutMachine.provide({
    actors: {
      loadCheckout: never<CheckoutInitiation>(),
      loadFailedPayments: never<FailedPaymentList>(),
      coupon,
      agreements: contractActivationMachine.provide({
        actors: { loadAgreements: never<Agreements>(), activateMsa: never<Msa, ActivateMsaInput>(), acceptPlatformAgreement: never<PlatformAgreement>() },
      }),
      payment,
    },
  }),
  input: { saved: null, focusOfferId: null },
  events: [
    doneEvent('loadCheckout', initiation(OFFERS)),
    errorEvent('loadCheckout', closed),
    errorEvent('loadCheckout', offline),
    { type: 'RELOAD' },
    { type: 'TOGGLE_OFFER', offerId: grace.employment_offer.id },
    { type: 'TOGGLE_OFFER', offerId: linus.employment_offer.id },
    doneEvent('loadFailedPayments', { failed_payments: [] }),
    errorEvent('loadFailedPayments', offline),
    { type: 'RELOAD_FAILED_PAYMENTS' },
  ],
  offers: (snapshot, event) =>
    event.type === 'RELOAD' ? snapshot.hasTag('offersFailed') : event.type !== 'RELOAD_FAILED_PAYMENTS' || snapshot.hasTag('failedPaymentsFailed'),
  // The failed payments' side only while the offers load: each of their states is reached once,
  // without a path for every pair of the two sides.
  serializeState: (snapshot) => {
    const context = snapshot.context as CheckoutContext;
    const { offers, failedPayments } = snapshot.value as { offers: string; failedPayments: string };
    return JSON.stringify([offers, offers === 'ready' ? context.unselected.length : context.error, offers === 'loading' ? failedPayments : null]);
  },
});

// The coupon field: applied, refused in the server's words or with the fallback; the form is
// hidden while a coupon is applied, whose Remove button is the only way back.
const couponModel = definePathModel({
  name: 'checkout page, coupon',
  machine: coupon,
  events: [
    { type: 'APPLY', code: 'welcome10', offerId: grace.employment_offer.id },
    { type: 'CLEAR' },
    doneEvent('checkCoupon', { ...COUPON, discount: Math.round((grace.first_month.fees * COUPON.amount) / 100) }),
    errorEvent('checkCoupon', unknownCoupon),
    errorEvent('checkCoupon', unexplained),
  ],
  offers: (snapshot, event) => (event.type === 'CLEAR' ? snapshot.matches('applied') : event.type !== 'APPLY' || !snapshot.matches('applied')),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as CouponContext).error]),
});

// Paying with the card added: paid, declined and paid again, or no answer and the same attempt again.
const paymentModel = definePathModel({
  name: 'checkout page, payment',
  machine: payment,
  input: { mode: 'checkout', offerIds: OFFERS.map((offer) => offer.employment_offer.id), expectedTotalCents: chargeSums(firstMonths(OFFERS), SUBSCRIPTION).total },
  events: [
    { type: 'PAY', paymentMethodId: CARD },
    { type: 'RETRY', paymentMethodId: CARD },
    doneEvent('charge', hire('succeeded')),
    doneEvent('charge', hire('failed')),
    errorEvent('charge', offline),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as PaymentContext;
    return JSON.stringify([snapshot.value, context.failure?.code ?? null, context.problem?.code ?? null]);
  },
});

/** Which of the page's machines a path comes from. */
type Part = 'checkout' | 'coupon' | 'payment';
const MODELS = { checkout: checkoutModel, coupon: couponModel, payment: paymentModel } as const;
const generated = (Object.keys(MODELS) as Part[]).map((part) => ({ part, model: MODELS[part], ...screenPaths(MODELS[part]) }));

// ---------- the fake server ----------

type LoadOutcome = 'offers' | 'closed' | 'offline';
type CouponOutcome = 'accepted' | 'unknown' | 'unexplained';
type ChargeOutcome = 'succeeded' | 'failed' | 'offline';
const loads = new HeldCalls<LoadOutcome>();
const couponChecks = new HeldCalls<CouponOutcome>();
const charges = new HeldCalls<ChargeOutcome>();
// Only the checkout page's paths answer it: the coupon's and the payment's leave it loading, as their models do.
const failedPaymentLists = new HeldCalls<'listed' | 'offline'>();
async function answerCharge(response: (status: 200) => { json: (payment: Payment) => Response }) {
  const outcome = await charges.take();
  return outcome === 'offline' ? networkError() : response(200).json(hire(outcome));
}

const server = mockApi();
function serve() {
  // The agreements as the checkout store has them (its own answers come after these); cards as the sandbox makes them, none saved yet.
  const store = checkoutStore();
  const cards = paymentsStore();
  server.use(
    api.get('/employer/hirestaff/initiate', async ({ response }) => {
      const outcome = await loads.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'closed') return Response.json(closed, { status: 503 });
      // The generated type widens the initiation's four-item tuple (as src/features/checkout/api.ts says).
      return response(200).json(initiation(OFFERS) as never);
    }),
    api.get('/employer/failed-payment', async ({ response }) =>
      (await failedPaymentLists.take()) === 'offline' ? networkError() : response(200).json({ failed_payments: [] }),
    ),
    api.post('/coupons/check', async ({ request, response }) => {
      const body = await request.json();
      const outcome = await couponChecks.take();
      if (outcome === 'unknown') return Response.json(unknownCoupon, { status: 404 });
      if (outcome === 'unexplained') return new Response(null, { status: 404 });
      const offer = OFFERS.find((o) => o.employment_offer.id === body.offer_id)!;
      return response(200).json({ ...COUPON, discount: Math.round((offer.first_month.fees * COUPON.amount) / 100) });
    }),
    api.post('/employer/hirestaff-v2', ({ response }) => answerCharge(response)),
    api.post('/employer/hirestaff/retry-payment', ({ response }) => answerCharge(response)),
    ...store.handlers,
    ...cards.handlers,
  );
}

function HireSuccessful() {
  const [params] = useSearchParams();
  return createElement('h1', null, `Hire successful ${params.get('payment')}`);
}

// ---------- what an employer sees ----------

const money = (cents: number) => formatMoney(cents, 'en');
const summary = () => screen.getByRole('region', { name: 'Summary' });
const totalRow = () => within(summary()).getByText(m.checkout_sum_total()).parentElement!;
const offerBox = (offer: CheckoutOffer) => screen.getByRole('checkbox', { name: new RegExp(offer.candidate.firstname) });
const applyButton = () => screen.getByRole('button', { name: m.checkout_coupon_apply() });
const couponInput = () => screen.getByLabelText(m.checkout_coupon_label());
const failedPaymentsSection = () => screen.queryByRole('region', { name: m.checkout_failed_title() });
/** The alerts outside the failed payments' section. */
const checkoutAlerts = () => screen.queryAllByRole('alert').filter((alert) => !failedPaymentsSection()?.contains(alert));

interface Shown {
  ticked: CheckoutOffer[];
  coupon: boolean;
  /** Agreements accepted and a card chosen: paying is up to the payment. */
  payable: boolean;
  paying: boolean;
}

/** The offers, the sums and the pay button of a loaded checkout. */
async function expectLoaded({ ticked, coupon: applied, payable, paying }: Shown) {
  expect(screen.getByRole('heading', { level: 1, name: m.checkout_title() })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: m.checkout_offers_title({ count: OFFERS.length }) })).toBeInTheDocument();
  for (const offer of OFFERS) {
    const box = offerBox(offer);
    await waitFor(() => (ticked.includes(offer) ? expect(box).toBeChecked() : expect(box).not.toBeChecked()));
    if (paying) expect(box).toBeDisabled();
    else expect(box).toBeEnabled();
  }
  const sums = ticked.length ? chargeSums(firstMonths(ticked), SUBSCRIPTION, applied ? COUPON : undefined) : null;
  await waitFor(() => expect(totalRow()).toHaveTextContent(money(sums?.total ?? 0)));
  const couponRow = within(summary()).queryByText(`Coupon ${COUPON.code}`);
  if (applied) expect(couponRow?.parentElement).toHaveTextContent(money(-sums!.discount));
  else expect(couponRow).toBeNull();
  expect(screen.queryByText(m.checkout_loading())).toBeNull();
  if (paying) {
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    return;
  }
  const pay = screen.getByRole('button', { name: m.checkout_pay_amount({ amount: money(sums?.total ?? 0) }) });
  const reason = ticked.length === 0 ? m.checkout_blocked_none() : payable ? null : m.checkout_blocked_agreements();
  if (reason) {
    await waitFor(() => expect(pay).toHaveAccessibleDescription(reason));
    expect(pay).toBeDisabled();
  } else await waitFor(() => expect(pay).toBeEnabled());
}

async function expectCheckout(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CheckoutContext;
  expect(await screen.findByRole('heading', { level: 1, name: m.checkout_title() })).toBeInTheDocument();
  if (snapshot.matches({ failedPayments: 'failed' })) {
    const section = await screen.findByRole('region', { name: m.checkout_failed_title() });
    expect(within(section).getByRole('alert')).toHaveTextContent(m.checkout_failed_payments_load_failed());
    expect(within(section).getByRole('button', { name: m.checkout_try_again() })).toBeEnabled();
  } else await waitFor(() => expect(failedPaymentsSection()).toBeNull());
  if (snapshot.matches({ offers: 'loading' })) {
    expect(await screen.findByText(m.checkout_loading())).toBeInTheDocument();
    expect(checkoutAlerts()).toEqual([]);
    expect(screen.queryByRole('checkbox')).toBeNull();
    return;
  }
  if (snapshot.matches({ offers: 'failed' })) {
    await waitFor(() => expect(checkoutAlerts()).toHaveLength(1));
    const [alert] = checkoutAlerts();
    expect(alert).toHaveTextContent(context.error === closed.message ? closed.message : m.checkout_load_failed());
    expect(within(alert!).getByRole('button', { name: m.checkout_try_again() })).toBeEnabled();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    return;
  }
  const ticked = OFFERS.filter((offer) => !context.unselected.includes(offer.employment_offer.id));
  await expectLoaded({ ticked, coupon: false, payable: false, paying: false });
  expect(checkoutAlerts()).toEqual([]);
  expect(couponInput()).toHaveValue('');
  expect(applyButton()).toBeDisabled();
}

async function expectCoupon(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CouponContext;
  const applied = snapshot.matches('applied');
  await expectLoaded({ ticked: OFFERS, coupon: applied, payable: false, paying: false });
  if (applied) {
    expect(await screen.findByRole('status')).toHaveTextContent(m.checkout_coupon_applied({ code: COUPON.code }));
    expect(screen.getByRole('button', { name: m.checkout_coupon_remove_named({ code: COUPON.code }) })).toBeEnabled();
    expect(screen.queryByLabelText(m.checkout_coupon_label())).toBeNull();
    return;
  }
  expect(screen.queryByRole('button', { name: /^Remove coupon/ })).toBeNull();
  if (snapshot.matches('applying')) {
    await waitFor(() => expect(applyButton()).toBeDisabled());
    expect(couponInput()).not.toHaveAttribute('aria-invalid', 'true');
    return;
  }
  if (context.error) {
    // The server's words, or the fallback when it gave none.
    const words = context.error === unknownCoupon.message ? unknownCoupon.message : m.checkout_coupon_invalid();
    await waitFor(() => expect(couponInput()).toHaveAccessibleDescription(expect.stringContaining(words)));
    expect(couponInput()).toHaveAttribute('aria-invalid', 'true');
  } else {
    expect(couponInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(couponInput()).toHaveValue('');
  }
  expect(applyButton()).toHaveProperty('disabled', (couponInput() as HTMLInputElement).value === '');
}

async function expectPayment(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as PaymentContext;
  if (snapshot.matches('paid')) {
    expect(await screen.findByRole('heading', { level: 1, name: `Hire successful ${hire('succeeded').id}` })).toBeInTheDocument();
    return;
  }
  const paying = snapshot.hasTag('busy');
  if (!snapshot.hasTag('choosingCard') && !paying) {
    // No card to choose: the pay button is gone, the offers stay ticked as they were.
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    await waitFor(() => expect(totalRow()).toHaveTextContent(money(chargeSums(firstMonths(OFFERS), SUBSCRIPTION).total)));
  } else await expectLoaded({ ticked: OFFERS, coupon: false, payable: true, paying });
  if (paying) {
    expect(await screen.findByText(m.checkout_paying())).toBeInTheDocument();
    expect(couponInput()).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    return;
  }
  expect(screen.queryByText(m.checkout_paying())).toBeNull();
  const tryAgain = screen.queryByRole('button', { name: m.checkout_try_again() });
  if (snapshot.matches({ problem: 'resumable' })) {
    // No answer: only the same attempt goes again, and the page says why it is safe.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.checkout_problem_title());
    expect(alert).toHaveTextContent(m.error_network());
    expect(alert).toHaveTextContent(m.checkout_problem_same_attempt());
    expect(tryAgain).toBeEnabled();
    return;
  }
  expect(tryAgain).toBeNull();
  if (context.failure) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.checkout_declined_title());
    expect(alert).toHaveTextContent(declined.message);
  } else expect(screen.queryByRole('alert')).toBeNull();
}

const EXPECT: { [part in Part]: (snapshot: AnyMachineSnapshot) => Promise<void> } = {
  checkout: expectCheckout,
  coupon: expectCoupon,
  payment: expectPayment,
};

// ---------- what an employer does ----------

async function offersLoaded() {
  await loads.release('offers');
  await screen.findByRole('heading', { level: 2, name: m.checkout_offers_title({ count: OFFERS.length }) });
}

/** Where the payment's paths start: both agreements accepted and a test card added in the sandbox form. */
async function readyToPay(user: UserEvent) {
  await offersLoaded();
  await user.click(await screen.findByRole('button', { name: m.checkout_msa_accept() }));
  await user.click(await screen.findByRole('button', { name: m.checkout_terms_accept() }));
  expect(await screen.findAllByText(/^Accepted on /)).toHaveLength(2);
  const form = await screen.findByRole('form', { name: 'Card details' });
  await user.type(within(form).getByLabelText('Name on card'), 'Ada Lovelace');
  await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), '12/34');
  await user.type(within(form).getByLabelText('Security code (CVC)'), '123');
  await user.click(within(form).getByRole('button', { name: m.checkout_card_save_and_use() }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Card details' })).toBeNull());
}

async function act(user: UserEvent, part: Part, event: { type: string; [key: string]: unknown }, previous: AnyMachineSnapshot | undefined) {
  const payButton = () => screen.getByRole('button', { name: m.checkout_pay_amount({ amount: money(chargeSums(firstMonths(OFFERS), SUBSCRIPTION).total) }) });
  switch (event.type) {
    case 'xstate.init':
      if (part === 'coupon') await offersLoaded();
      if (part === 'payment') await readyToPay(user);
      return;
    case 'xstate.done.actor.loadCheckout':
      return loads.release('offers');
    case 'xstate.error.actor.loadCheckout':
      return loads.release(event.error === offline ? 'offline' : 'closed');
    case 'RELOAD':
      await user.click(within(checkoutAlerts()[0]!).getByRole('button', { name: m.checkout_try_again() }));
      return loads.arrival();
    case 'xstate.done.actor.loadFailedPayments':
      return failedPaymentLists.release('listed');
    case 'xstate.error.actor.loadFailedPayments':
      return failedPaymentLists.release('offline');
    case 'RELOAD_FAILED_PAYMENTS':
      await user.click(within(failedPaymentsSection()!).getByRole('button', { name: m.checkout_try_again() }));
      return failedPaymentLists.arrival();
    case 'TOGGLE_OFFER':
      return user.click(offerBox(OFFERS.find((offer) => offer.employment_offer.id === event.offerId)!));
    case 'APPLY':
      if (!(couponInput() as HTMLInputElement).value) await user.type(couponInput(), String(event.code));
      await user.click(applyButton());
      return couponChecks.arrival();
    case 'CLEAR':
      return user.click(screen.getByRole('button', { name: m.checkout_coupon_remove_named({ code: COUPON.code }) }));
    case 'xstate.done.actor.checkCoupon':
      return couponChecks.release('accepted');
    case 'xstate.error.actor.checkCoupon':
      return couponChecks.release(event.error === unexplained ? 'unexplained' : 'unknown');
    case 'PAY':
    case 'RETRY':
      // The same attempt again has its own button; a new one is paid with the pay button.
      await user.click(previous?.matches({ problem: 'resumable' }) ? screen.getByRole('button', { name: m.checkout_try_again() }) : payButton());
      return charges.arrival();
    case 'xstate.done.actor.charge':
      return charges.release((event.output as Payment).status === 'succeeded' ? 'succeeded' : 'failed');
    case 'xstate.error.actor.charge':
      return charges.release('offline');
    default:
      throw new Error(`no employer's action for ${event.type}`);
  }
}

const cases = generated.flatMap(({ part, model, paths }) => paths.map((path) => [`${model.name}: ${formatPath(path)}`, part, path] as const));

describe('checking out, generated paths through the page', () => {
  it('walks every state of the page', () => {
    for (const { model, paths, states, transitions } of generated) {
      expect(states.reached, model.name).toBe(states.total);
      if (process.env.PRINT_PATHS) console.log(screenReport(model.name, { paths, states, transitions }, process.env.PRINT_PATHS === 'all'));
    }
  });

  it.each(cases)('%s', async (_, part, path: Path) => {
    for (const held of [loads, couponChecks, charges, failedPaymentLists]) held.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [
        { path: '/hire-staff/checkout', element: createElement(CheckoutPage) },
        { path: '/hire-staff/hire-successful', element: createElement(HireSuccessful) },
      ],
      '/hire-staff/checkout',
    );
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, part, event as { type: string }, previous);
        await EXPECT[part](state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
