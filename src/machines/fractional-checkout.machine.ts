import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { isApiProblem } from '@/lib/api-problem';
import { readSession, writeSession } from '@/lib/storage';
import { chargeSums, type ChargeSums, type Coupon } from '@/shared/pricing';
import { contractActivationMachine } from './contract-activation.machine';
import { couponMachine } from './coupon.machine';
import { paymentMachine, type Payment, type PaymentInput } from './payment.machine';

type Schemas = components['schemas'];
/** One accepted fractional offer as the server prices its checkout, without a coupon (amounts in cents). */
export type FractionalCheckout = Schemas['FractionalCheckout'];
export type FractionalCheckoutData = FractionalCheckout['data'];
export type NextMonthCharge = FractionalCheckout['next_month_charge'];

/** The session storage area of the fractional checkout (cleared at sign-out with the others, src/lib/storage.ts). */
export const FRACTIONAL_CHECKOUT_KEY = 'fractionalCheckout';

/**
 * The first client's fractional checkout state (docs/product.md section 8, issue 16): `success`
 * once the offer is paid for, the candidate and the offer, what paying charges today with its
 * card fee, the next month's charge as a range and the first bill's date.
 */
export interface FractionalCheckoutState {
  status: 'idle' | 'success';
  data: FractionalCheckoutData | null;
  total: number;
  stripeFee: number;
  nextMonthCharge: NextMonthCharge;
  next_bill_date: string | null;
  contract_type: FractionalCheckout['contract_type'];
}

/** The coupon the employer applied, as chargeSums reads it. */
export type AppliedCoupon = Pick<Coupon, 'type' | 'amount'>;

/** Why the checkout could not be shown: an offer that is not there, not fractional, or a load that failed. */
export type LoadFailure = 'unknownOffer' | 'notFractional' | 'failed';

export interface FractionalCheckoutContext extends FractionalCheckoutState {
  offerId: string;
  /** The checkout as the server priced it, without a coupon. */
  checkout: FractionalCheckout | null;
  /** The charge's parts: subtotal, the coupon's discount, the card fee, the total. */
  charge: ChargeSums;
  coupon: AppliedCoupon | null;
  /** The code of the coupon applied, sent with the payment. */
  couponCode: string | null;
  /** Why the last load failed, in the server's words when it gave any. */
  error: string | null;
  failure: LoadFailure | null;
  /** Set when paying found a new price: the checkout was loaded again and nothing was charged. */
  priceChanged: boolean;
  /** The payment that made the hire; null until then, and for an offer found paid for already. */
  payment: Payment | null;
  /** What the running payment pays for (paymentKey); a change starts a new payment. */
  paymentFor: string;
  /** Whether the running payment is charging or authenticating the card. */
  paying: boolean;
}

/** What is kept in session storage: the first client's state and the priced checkout, never the coupon. */
export interface SavedFractionalCheckout extends FractionalCheckoutState {
  checkout: FractionalCheckout;
}

export interface FractionalCheckoutInput {
  offerId: string;
  saved?: SavedFractionalCheckout | null;
}

/**
 * What the view sends the checkout: RETRY after a load that failed, RELOAD for the new price
 * after a refusal paying again cannot fix. The coupon, the agreements and the payment are its
 * children (`coupon`, `agreements`, `payment`): the view sends them their own events.
 */
export type FractionalCheckoutEvent = { type: 'RETRY' } | { type: 'RELOAD' };

/**
 * What a view reads off the checkout's state: `loading` while it asks the server, `shown` while
 * the offer and its price are on screen to pay, `paying` while a charge is under way, `paid` once
 * the hire is made (now or before), and why nothing can be shown (`canRetry`, `unknownOffer`,
 * `notFractional`).
 */
export type FractionalCheckoutTag = 'loading' | 'shown' | 'paying' | 'paid' | 'canRetry' | 'unknownOffer' | 'notFractional';

type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

const NO_CHARGE: ChargeSums = { subtotal: 0, discount: 0, cardFee: 0, total: 0 };
const NO_RANGE: NextMonthCharge = { lower_pay_range: 0, upper_pay_range: 0 };

/**
 * What paying charges today. Without a coupon it is the server's price as it stands; with one,
 * chargeSums (the module the server charges with) over the offer's part (setup fee and the first
 * month's minimum, of which only the setup fee is a fee a coupon may reduce) and the subscription due.
 */
export function fractionalSums(checkout: FractionalCheckout | null, coupon: AppliedCoupon | null): Pick<FractionalCheckoutContext, 'charge' | 'total' | 'stripeFee'> {
  if (!checkout) return { charge: NO_CHARGE, total: 0, stripeFee: 0 };
  const charge = coupon
    ? chargeSums(
        [{ total: checkout.setup_fee_cents + checkout.first_month.minimum_cents, fees: checkout.fees_cents }],
        checkout.subscription_due_cents,
        coupon,
      )
    : { subtotal: checkout.subtotal_cents, discount: 0, cardFee: checkout.stripe_fee_cents, total: checkout.total_cents };
  return { charge, total: charge.total, stripeFee: charge.cardFee };
}

/** The first client's state of a priced checkout: everything but the coupon's effect comes from the server. */
function fromCheckout(checkout: FractionalCheckout, coupon: AppliedCoupon | null) {
  return {
    checkout,
    data: checkout.data,
    nextMonthCharge: checkout.next_month_charge,
    next_bill_date: checkout.next_bill_date,
    contract_type: checkout.contract_type,
    ...fractionalSums(checkout, coupon),
  };
}

/** The payment the checkout asks for: this offer at the total shown, with the coupon applied. */
export function paymentInput(context: Pick<FractionalCheckoutContext, 'offerId' | 'total' | 'couponCode'>): Extract<PaymentInput, { mode: 'fractional' }> {
  return { mode: 'fractional', offerId: context.offerId, expectedTotalCents: context.total, couponCode: context.couponCode ?? undefined };
}

/** Two payments with the same key pay for the same thing. */
export const paymentKey = (context: Pick<FractionalCheckoutContext, 'offerId' | 'total' | 'couponCode'>) =>
  `${context.offerId}|${context.total}|${context.couponCode ?? ''}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCents = (value: unknown): value is number => Number.isInteger(value);

/** Session storage can hold anything: only a checkout of the shape written here is restored. */
export function isSavedFractionalCheckout(value: unknown): value is SavedFractionalCheckout {
  if (!isObject(value) || !isObject(value.checkout)) return false;
  const { checkout } = value;
  const data = checkout.data;
  return (
    (value.status === 'idle' || value.status === 'success') &&
    value.contract_type === 'fractional' &&
    typeof checkout.offer_id === 'string' &&
    typeof checkout.next_bill_date === 'string' &&
    isObject(data) &&
    isObject(data.candidate_details) &&
    isObject(data.fractional_employment_offer) &&
    isObject(checkout.first_month) &&
    isCents(checkout.first_month.minimum_cents) &&
    isObject(checkout.next_month_charge) &&
    isCents(checkout.next_month_charge.lower_pay_range) &&
    isCents(checkout.next_month_charge.upper_pay_range) &&
    ['setup_fee_cents', 'subscription_due_cents', 'fees_cents', 'subtotal_cents', 'stripe_fee_cents', 'total_cents'].every((key) => isCents(checkout[key]))
  );
}

/** The fractional checkout this tab saved last, or null. */
export const readSavedFractionalCheckout = (): SavedFractionalCheckout | null => readSession(FRACTIONAL_CHECKOUT_KEY, isSavedFractionalCheckout);

function initialContext(input: FractionalCheckoutInput): FractionalCheckoutContext {
  // A checkout saved for another offer says nothing of this one.
  const saved = input.saved?.checkout.offer_id === input.offerId ? input.saved : null;
  const context: Omit<FractionalCheckoutContext, 'paymentFor' | 'paying'> = {
    offerId: input.offerId,
    // Paid or not, the server says again: until it does, nothing is paid here.
    status: 'idle',
    data: null,
    total: 0,
    stripeFee: 0,
    nextMonthCharge: NO_RANGE,
    next_bill_date: null,
    contract_type: 'fractional',
    checkout: null,
    charge: NO_CHARGE,
    ...(saved ? fromCheckout(saved.checkout, null) : {}),
    coupon: null,
    couponCode: null,
    error: null,
    failure: null,
    priceChanged: false,
    payment: null,
  };
  return { ...context, paymentFor: paymentKey(context), paying: false };
}

// The coupon is never saved (docs/product.md section 8: discount state is not kept), so neither are the sums it changed.
function saved({ context }: { context: FractionalCheckoutContext }): SavedFractionalCheckout | null {
  if (!context.checkout) return null;
  const { total, stripeFee } = fractionalSums(context.checkout, null);
  return {
    status: context.status,
    data: context.checkout.data,
    total,
    stripeFee,
    nextMonthCharge: context.nextMonthCharge,
    next_bill_date: context.next_bill_date,
    contract_type: context.contract_type,
    checkout: context.checkout,
  };
}

/** Refusals after which this page can show nothing to pay: the offer is not the employer's, or not fractional. */
function loadFailure(error: unknown): LoadFailure {
  if (!isApiProblem(error)) return 'failed';
  // 400: an address whose id is not an id at all.
  if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') return 'unknownOffer';
  if (error.code === 'OFFER_NOT_PAYABLE') return 'notFractional';
  return 'failed';
}

function notProvided(name: string): never {
  throw new Error(`fractionalCheckoutMachine: provide the '${name}' actor`);
}

/**
 * The fractional checkout of one accepted offer (issue 16; docs/product.md, "Fractional hire"):
 * idle → loading → ready → paying → success, with a failed load shown in the server's words (or
 * the first client's fallback) and tried again, and an offer found paid for already shown as paid.
 *
 * It is the parent of what the page joins, as the full-time checkout is
 * (./checkout.machine.ts): the coupon (`coupon`, a fractional coupon checked by the provided
 * `checkCoupon` actor; the total follows it), the agreements (`agreements`) and the payment
 * (`payment`, started anew when the total or the coupon changes, so that its idempotency key is
 * kept across the retries of one attempt and never reused for another). A payment the server
 * refuses for a new price (PRICE_CHANGED) loads the checkout again and says so; nothing was charged.
 */
export const fractionalCheckoutMachine = setup({
  types: {
    context: {} as FractionalCheckoutContext,
    events: {} as FractionalCheckoutEvent,
    input: {} as FractionalCheckoutInput,
    tags: {} as FractionalCheckoutTag,
    children: {} as { coupon: 'coupon'; agreements: 'agreements'; payment: 'payment' },
  },
  actors: {
    loadCheckout: fromPromise<FractionalCheckout, { offerId: string }>(async () => notProvided('loadCheckout')),
    // The children, whose own actors are provided with them.
    coupon: couponMachine,
    agreements: contractActivationMachine,
    payment: paymentMachine,
  },
  actions: {
    startLoading: assign({ error: null, failure: null }),
    storeCheckout: assign(({ context }, params: { checkout: FractionalCheckout }) => ({
      ...fromCheckout(params.checkout, context.coupon),
      // A hired offer was paid for, here or elsewhere.
      status: params.checkout.data.fractional_employment_offer.status === 'hired' ? ('success' as const) : ('idle' as const),
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({
      error: isApiProblem(params.error) ? params.error.message : m.fcheckout_load_failed(),
      failure: loadFailure(params.error),
    })),
    setCoupon: assign(({ context }, params: { coupon: CouponSnapshot }) => {
      const { type, amount, code } = params.coupon.context;
      const applied = params.coupon.hasTag('applied') && type !== null;
      const coupon = applied ? { type, amount } : null;
      return { coupon, couponCode: applied ? code : null, ...fractionalSums(context.checkout, coupon) };
    }),
    startPayment: assign(({ context }) => ({ paymentFor: paymentKey(context), paying: false })),
    trackPayment: assign((_, params: { payment: PaymentSnapshot }) => ({ paying: params.payment.hasTag('busy') })),
    notePriceChanged: assign({ priceChanged: true }),
    clearPriceChanged: assign({ priceChanged: false }),
    storePaid: assign((_, params: { payment: Payment | null }) => ({ status: 'success' as const, payment: params.payment })),
    persist: (_, params: SavedFractionalCheckout | null) => {
      if (params) writeSession(FRACTIONAL_CHECKOUT_KEY, params);
    },
    // The named after-effect of a hire made here (the caches it changes): provided by the flow.
    hired: () => {},
  },
  guards: {
    alreadyHired: (_, params: { checkout: FractionalCheckout }) => params.checkout.data.fractional_employment_offer.status === 'hired',
    canRetry: (_, params: { error: unknown }) => loadFailure(params.error) === 'failed',
    unknownOffer: (_, params: { error: unknown }) => loadFailure(params.error) === 'unknownOffer',
    // The hire made, the children have stopped: the checkout is done.
    unpaid: ({ context }) => context.status !== 'success',
    paymentOutdated: ({ context }) => context.paymentFor !== paymentKey(context),
    paying: ({ context }) => context.paying,
    priceChanged: (_, params: { payment: PaymentSnapshot }) =>
      params.payment.hasTag('final') && params.payment.context.problem?.code === 'PRICE_CHANGED',
  },
}).createMachine({
  id: 'fractionalCheckout',
  context: ({ input }) => initialContext(input),
  invoke: [
    {
      id: 'coupon',
      src: 'coupon',
      // A coupon can be applied or removed whatever the load is doing; the total follows, until the hire is made.
      onSnapshot: { guard: 'unpaid', actions: { type: 'setCoupon', params: ({ event }) => ({ coupon: event.snapshot }) } },
    },
    { id: 'agreements', src: 'agreements' },
  ],
  initial: 'idle',
  states: {
    // Nothing asked yet: the offer's checkout is asked for at once.
    idle: { always: 'loading' },
    loading: {
      tags: ['loading'],
      entry: 'startLoading',
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: [
          {
            guard: { type: 'alreadyHired', params: ({ event }) => ({ checkout: event.output }) },
            target: 'success',
            actions: [{ type: 'storeCheckout', params: ({ event }) => ({ checkout: event.output }) }, { type: 'persist', params: saved }],
          },
          {
            target: 'ready',
            actions: [{ type: 'storeCheckout', params: ({ event }) => ({ checkout: event.output }) }, { type: 'persist', params: saved }],
          },
        ],
        onError: [
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.retryable',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'unknownOffer', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.unknownOffer',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed.notFractional', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // One payment at a time, for this offer at the total shown: when the total or the coupon
    // changes before paying, the next attempt is a new payment; a reload always starts one.
    ready: {
      initial: 'open',
      entry: 'startPayment',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => paymentInput(context),
        onSnapshot: [
          {
            guard: { type: 'priceChanged', params: ({ event }) => ({ payment: event.snapshot }) },
            target: 'loading',
            actions: 'notePriceChanged',
          },
          { actions: { type: 'trackPayment', params: ({ event }) => ({ payment: event.snapshot }) } },
        ],
        onDone: {
          target: 'success',
          actions: [{ type: 'storePaid', params: ({ event }) => ({ payment: event.output }) }, { type: 'persist', params: saved }, 'hired'],
        },
      },
      states: {
        open: {
          tags: ['shown'],
          on: { RELOAD: '#fractionalCheckout.loading' },
          always: [{ guard: 'paymentOutdated', target: '#fractionalCheckout.ready', reenter: true }, { guard: 'paying', target: 'paying' }],
        },
        // The coupon and the card stay as they are while the card is charged or authenticated.
        paying: { tags: ['shown', 'paying'], entry: 'clearPriceChanged', always: { guard: not('paying'), target: 'open' } },
      },
    },
    failed: {
      initial: 'retryable',
      states: {
        retryable: { tags: ['canRetry'], on: { RETRY: '#fractionalCheckout.loading' } },
        unknownOffer: { tags: ['unknownOffer'] },
        notFractional: { tags: ['notFractional'] },
      },
    },
    success: { type: 'final', tags: ['paid'] },
  },
});
