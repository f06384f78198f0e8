import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { isApiProblem } from '@/lib/api-problem';
import { readSession, writeSession } from '@/lib/storage';
import { serviceFeeCents } from '@/shared/fees';
import { cardFeeCents, chargeSums, firstBilledOn, nextCharge, quote, type ChargeSums, type Coupon } from '@/shared/pricing';
import { contractActivationMachine } from './contract-activation.machine';
import { couponMachine } from './coupon.machine';
import { paymentMachine, type PaymentInput } from './payment.machine';

type Schemas = components['schemas'];
export type CheckoutInitiation = Schemas['CheckoutInitiation'];
/** What the monthly run bills before this checkout: its fee a month and the staff hired already. */
export type CheckoutMonthlyBill = Schemas['CheckoutMonthlyBill'];
/** An accepted offer awaiting payment as the server prices it. */
export type CheckoutOffer = Schemas['CheckoutOffer'];
export type FailedPayment = Schemas['FailedPayment'];
export type FailedPaymentList = Schemas['FailedPaymentList'];

/** The session storage area of the checkout (cleared at sign-out with the others). */
export const CHECKOUT_KEY = 'checkout';

/** One offer in the first client's checkout shape (docs/product.md section 8), amounts in cents. */
export interface CheckoutCandidateOffer {
  offerStatus: CheckoutOffer['status'];
  employer_id: string;
  offer_id: string;
  candidate: { id: string; name: string; profile_image: string | null };
  job_title: string;
  offer_date: string;
  include_insurance: boolean;
  include_healthcare: boolean;
  offer_insurance_granted: boolean;
  offer_healthcare_granted: boolean;
  secure_cloud_computing: boolean;
  contract_type: CheckoutOffer['employment_offer']['contract_type'];
  offer_insurance: number;
  /** The dental package: the healthcare add-on. */
  offer_healthcare: number;
  monthly_pay_rate: number;
  first_month_salary: number;
  service_fee: number;
  stripe_fee: number;
  job_location: string;
  job_listing_id: string;
  prorated_rsf: number;
  exp_level: CheckoutOffer['employment_offer']['experience_level'];
  onboarding_setup_fee: number;
  platform_subscription_fee: number;
  secure_computing_and_service_period_amount: number;
  candidate_monthly_pay_rate: number;
  grant: CheckoutOffer['grant'];
  /** The first monthly bill that charges this hire: the first of the month after its first month. */
  next_bill_date: string;
}

/**
 * The first client's offer from the contract's: every amount comes from the server's pricing of
 * the first month, so nothing here prices anew except the first client's own per-offer card fee.
 */
export function toCheckoutOffer(offer: CheckoutOffer, platformSubscriptionFee: number, runBillsFrom: string): CheckoutCandidateOffer {
  const { employment_offer: terms, first_month: first } = offer;
  return {
    offerStatus: offer.status,
    employer_id: offer.employer_id,
    offer_id: terms.id,
    candidate: {
      id: offer.candidate.id,
      name: `${offer.candidate.firstname} ${offer.candidate.lastname}`.trim(),
      profile_image: offer.candidate.profile_image,
    },
    job_title: offer.job_listing.title,
    offer_date: terms.sent_at,
    include_insurance: terms.include_insurance,
    include_healthcare: terms.include_healthcare,
    // Granted: the add-on the offer includes is part of what this hire is charged.
    offer_insurance_granted: terms.include_insurance && first.insurance > 0,
    offer_healthcare_granted: terms.include_healthcare && first.healthcare > 0,
    secure_cloud_computing: terms.secure_cloud_computing,
    contract_type: terms.contract_type,
    offer_insurance: first.insurance,
    offer_healthcare: first.healthcare,
    // What the employer pays a month for this hire once the first month is over.
    monthly_pay_rate: offer.monthly_charge_cents,
    first_month_salary: first.salary,
    // The full month's service fee of the level; `prorated_rsf` is the first month's share.
    service_fee: serviceFeeCents(terms.experience_level),
    stripe_fee: cardFeeCents(first.total),
    job_location: offer.job_listing.location,
    job_listing_id: offer.job_listing.id,
    prorated_rsf: first.service_fee,
    exp_level: terms.experience_level,
    onboarding_setup_fee: offer.onboarding_setup_fee,
    platform_subscription_fee: platformSubscriptionFee,
    secure_computing_and_service_period_amount: first.secure_cloud_computing + first.service_fee,
    candidate_monthly_pay_rate: terms.pay_cents,
    grant: offer.grant,
    next_bill_date: firstBilledOn(first.start_date, runBillsFrom),
  };
}

export interface BillingInfo {
  name: string;
  address: string;
}

/** The coupon the employer applied, as chargeSums reads it. */
export type AppliedCoupon = Pick<Coupon, 'type' | 'amount'>;

export interface CheckoutContext {
  billingInfo: BillingInfo;
  candidatesJobOffer: CheckoutCandidateOffer[];
  failedPayments: FailedPayment[];
  /** The first client's quote: first-month salaries, insurance and healthcare of every offer. */
  quote: number;
  /** The first client's card fee: the first offer's. */
  stripeFee: number;
  /** What paying now charges the card: chargeSums over the ticked offers. */
  total: number;
  /** The next charge of the monthly run once the ticked offers are paid (nextCharge), card fee included. */
  nextMonthCharge: number;
  /** The day of that charge; null when nobody would be billed. */
  next_bill_date: string | null;
  /** The first month the run looks at (the initiation's next bill date). */
  runBillsFrom: string | null;
  /** What the run bills before this checkout. */
  monthlyBill: CheckoutMonthlyBill;
  loading: boolean;
  error: string | null;
  /** The offers as the server priced them, in the order of candidatesJobOffer. */
  offers: CheckoutOffer[];
  /** The platform subscription due with this checkout (0 when already subscribed). */
  subscriptionFee: number;
  /** Offers the employer unticked; every other offer is paid for. */
  unselected: string[];
  /** Ticks only this offer when the offers arrive (`?offer=<id>`), once. */
  focusOfferId: string | null;
  coupon: AppliedCoupon | null;
  /** The code of the coupon applied, sent with the payment. */
  couponCode: string | null;
  /** Whether the payment is under way (or done): the offers and the coupon stay as they are meanwhile. */
  paying: boolean;
  /** What the running payment pays for (paymentKey); a change starts a new payment. */
  paymentFor: string;
  /** Set by a reload: the next attempt is a new payment, even at the same total. */
  renewPayment: boolean;
  /** The charge's parts: subtotal, the coupon's discount, the card fee, the total. */
  charge: ChargeSums;
  failedPaymentsLoading: boolean;
  failedPaymentsError: string | null;
}

/** What is kept in session storage: everything but the loading flags and the coupon (never saved). */
export type SavedCheckout = Omit<
  CheckoutContext,
  'loading' | 'error' | 'failedPaymentsLoading' | 'failedPaymentsError' | 'coupon' | 'couponCode' | 'focusOfferId' | 'paying' | 'paymentFor' | 'renewPayment'
>;

export interface CheckoutInput {
  saved?: SavedCheckout | null;
  billingInfo?: BillingInfo;
  focusOfferId?: string | null;
}

/**
 * What the view sends the checkout. The coupon, the agreements and the payment are its
 * children (`coupon`, `agreements`, `payment`): the view sends them their own events.
 */
export type CheckoutEvent = { type: 'RELOAD' } | { type: 'RELOAD_FAILED_PAYMENTS' } | { type: 'TOGGLE_OFFER'; offerId: string };

/** What a view reads off the checkout's state. */
export type CheckoutTag = 'offersReady' | 'offersFailed' | 'failedPaymentsFailed';

type CouponSnapshot = SnapshotFrom<typeof couponMachine>;
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

const NO_CHARGE: ChargeSums = { subtotal: 0, discount: 0, cardFee: 0, total: 0 };
const NO_MONTHLY_BILL: CheckoutMonthlyBill = { subscription_fee_cents: 0, staff: [] };

export const selectedOffers = (context: Pick<CheckoutContext, 'offers' | 'unselected'>) =>
  context.offers.filter((offer) => !context.unselected.includes(offer.employment_offer.id));

/**
 * The checkout's sums. The quote and the card fee follow the first client's rule over every offer
 * (kept in state, not shown: docs/decisions/013); the total is what the server charges for
 * the ticked offers (chargeSums, the same module the server prices with), the subscription
 * due included once; nothing ticked, nothing due. The next charge is the monthly run's
 * (nextCharge, as the run bills): the staff hired already and the ticked offers, each from
 * the month after its first.
 */
export function checkoutSums(
  context: Pick<CheckoutContext, 'offers' | 'unselected' | 'candidatesJobOffer' | 'subscriptionFee' | 'coupon' | 'monthlyBill' | 'runBillsFrom'>,
): Pick<CheckoutContext, 'quote' | 'stripeFee' | 'total' | 'nextMonthCharge' | 'next_bill_date' | 'charge'> {
  const selected = selectedOffers(context);
  const charge = selected.length
    ? chargeSums(
        selected.map((offer) => ({ total: offer.first_month.total, fees: offer.first_month.fees })),
        context.subscriptionFee,
        context.coupon ?? undefined,
      )
    : NO_CHARGE;
  const billed = [
    ...context.monthlyBill.staff.map((hire) => ({ billingStart: hire.billing_start, monthlyCents: hire.monthly_charge_cents })),
    ...selected.map((offer) => ({ billingStart: offer.first_month.start_date, monthlyCents: offer.monthly_charge_cents })),
  ];
  const next = context.runBillsFrom ? nextCharge(billed, context.monthlyBill.subscription_fee_cents, context.runBillsFrom) : null;
  return {
    quote: quote(context.candidatesJobOffer),
    stripeFee: context.candidatesJobOffer[0]?.stripe_fee ?? 0,
    total: charge.total,
    nextMonthCharge: next?.sums.total ?? 0,
    next_bill_date: next?.date ?? null,
    charge,
  };
}

/** The payment the checkout asks for: the ticked offers at the total shown, with the coupon applied. */
export function paymentInput(context: Pick<CheckoutContext, 'offers' | 'unselected' | 'total' | 'couponCode'>): Extract<PaymentInput, { mode: 'checkout' }> {
  return {
    mode: 'checkout',
    offerIds: selectedOffers(context).map((offer) => offer.employment_offer.id),
    expectedTotalCents: context.total,
    couponCode: context.couponCode ?? undefined,
  };
}

/** Two payments with the same key pay for the same thing. */
export function paymentKey(context: Pick<CheckoutContext, 'offers' | 'unselected' | 'total' | 'couponCode'>): string {
  const input = paymentInput(context);
  return `${input.offerIds.join(',')}|${input.expectedTotalCents}|${input.couponCode ?? ''}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCents = (value: unknown): value is number => Number.isInteger(value);
const isPricedOffer = (value: unknown) =>
  isObject(value) &&
  isObject(value.employment_offer) &&
  typeof value.employment_offer.id === 'string' &&
  isObject(value.first_month) &&
  isCents(value.first_month.total) &&
  isCents(value.first_month.fees) &&
  isCents(value.monthly_charge_cents);
const isSeedOffer = (value: unknown) =>
  isObject(value) && typeof value.offer_id === 'string' && isCents(value.first_month_salary) && isCents(value.stripe_fee);

/** Session storage can hold anything: only a checkout of the shape written here is restored. */
export function isSavedCheckout(value: unknown): value is SavedCheckout {
  if (!isObject(value)) return false;
  const { billingInfo, candidatesJobOffer, failedPayments, offers, unselected, next_bill_date, runBillsFrom, monthlyBill } = value;
  return (
    isObject(billingInfo) &&
    typeof billingInfo.name === 'string' &&
    typeof billingInfo.address === 'string' &&
    Array.isArray(candidatesJobOffer) &&
    candidatesJobOffer.every(isSeedOffer) &&
    Array.isArray(offers) &&
    offers.length === candidatesJobOffer.length &&
    offers.every(isPricedOffer) &&
    Array.isArray(failedPayments) &&
    Array.isArray(unselected) &&
    unselected.every((id) => typeof id === 'string') &&
    (next_bill_date === null || typeof next_bill_date === 'string') &&
    (runBillsFrom === null || typeof runBillsFrom === 'string') &&
    isObject(monthlyBill) &&
    isCents(monthlyBill.subscription_fee_cents) &&
    Array.isArray(monthlyBill.staff) &&
    monthlyBill.staff.every((hire) => isObject(hire) && typeof hire.billing_start === 'string' && isCents(hire.monthly_charge_cents)) &&
    ['quote', 'stripeFee', 'total', 'nextMonthCharge', 'subscriptionFee'].every((key) => isCents(value[key])) &&
    isObject(value.charge) &&
    ['subtotal', 'discount', 'cardFee', 'total'].every((key) => isCents((value.charge as Record<string, unknown>)[key]))
  );
}

/** The checkout this tab saved last, or null. */
export const readSavedCheckout = (): SavedCheckout | null => readSession(CHECKOUT_KEY, isSavedCheckout);

const EMPTY_BILLING: BillingInfo = { name: '', address: '' };

function initialContext(input: CheckoutInput | undefined): CheckoutContext {
  const saved = input?.saved ?? null;
  const context = {
    billingInfo: input?.billingInfo ?? saved?.billingInfo ?? EMPTY_BILLING,
    candidatesJobOffer: saved?.candidatesJobOffer ?? [],
    failedPayments: saved?.failedPayments ?? [],
    quote: saved?.quote ?? 0,
    stripeFee: saved?.stripeFee ?? 0,
    total: saved?.total ?? 0,
    nextMonthCharge: saved?.nextMonthCharge ?? 0,
    next_bill_date: saved?.next_bill_date ?? null,
    runBillsFrom: saved?.runBillsFrom ?? null,
    monthlyBill: saved?.monthlyBill ?? NO_MONTHLY_BILL,
    loading: false,
    error: null,
    offers: saved?.offers ?? [],
    subscriptionFee: saved?.subscriptionFee ?? 0,
    unselected: saved?.unselected ?? [],
    focusOfferId: input?.focusOfferId ?? null,
    coupon: null,
    couponCode: null,
    paying: false,
    paymentFor: '',
    renewPayment: false,
    charge: saved?.charge ?? NO_CHARGE,
    failedPaymentsLoading: false,
    failedPaymentsError: null,
  };
  return { ...context, paymentFor: paymentKey(context) };
}

// The coupon is never saved (seed: discount state is not kept), so neither are the sums it changed.
const saved = ({ context }: { context: CheckoutContext }): SavedCheckout => ({
  billingInfo: context.billingInfo,
  candidatesJobOffer: context.candidatesJobOffer,
  failedPayments: context.failedPayments,
  runBillsFrom: context.runBillsFrom,
  monthlyBill: context.monthlyBill,
  offers: context.offers,
  subscriptionFee: context.subscriptionFee,
  unselected: context.unselected,
  ...checkoutSums({ ...context, coupon: null }),
});

/** The server's words when it gave any, else the first client's fallback. */
const messageOf = (error: unknown, fallback: () => string) => (isApiProblem(error) ? error.message : fallback());

function notProvided(name: string): never {
  throw new Error(`checkoutMachine: provide the '${name}' actor`);
}

/**
 * The full-time checkout's state (docs/product.md section 8, "Checkout state"): the offers awaiting payment
 * and the failed payments load side by side; the sums follow every change of the offers,
 * the ticks and the coupon; the whole is saved to session storage after each change.
 *
 * It is the parent of what the page joins: the coupon (`coupon`, whose applied discount the
 * sums follow), the agreements (`agreements`) and the payment (`payment`, started anew
 * when what it pays for changes); the view renders each child and sends it its events.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput | undefined,
    tags: {} as CheckoutTag,
    children: {} as { coupon: 'coupon'; agreements: 'agreements'; payment: 'payment' },
  },
  actors: {
    loadCheckout: fromPromise<CheckoutInitiation>(async () => notProvided('loadCheckout')),
    loadFailedPayments: fromPromise<FailedPaymentList>(async () => notProvided('loadFailedPayments')),
    // The children, whose own actors are provided with them.
    coupon: couponMachine,
    agreements: contractActivationMachine,
    payment: paymentMachine,
  },
  actions: {
    startLoading: assign({ loading: true, error: null }),
    storeOffers: assign(({ context }, params: { initiation: CheckoutInitiation }) => {
      const [standing, offers, subscriptionFee, nextBill] = params.initiation.data;
      const ids = offers.map((offer) => offer.employment_offer.id);
      const focus = context.focusOfferId;
      // `?offer=` ticks only that offer, when it is among them; later loads keep the employer's ticks.
      const unselected = focus && ids.includes(focus) ? ids.filter((id) => id !== focus) : context.unselected.filter((id) => ids.includes(id));
      const next = {
        offers,
        candidatesJobOffer: offers.map((offer) => toCheckoutOffer(offer, subscriptionFee, nextBill)),
        subscriptionFee,
        runBillsFrom: nextBill,
        monthlyBill: standing.monthly_bill,
        unselected,
        coupon: context.coupon,
      };
      return { ...next, ...checkoutSums(next), focusOfferId: null, loading: false, error: null };
    }),
    storeLoadError: assign((_, params: { error: unknown }) => ({
      loading: false,
      error: messageOf(params.error, m.checkout_load_failed),
    })),
    startLoadingFailedPayments: assign({ failedPaymentsLoading: true, failedPaymentsError: null }),
    storeFailedPayments: assign((_, params: { list: FailedPaymentList }) => ({
      failedPayments: params.list.failed_payments,
      failedPaymentsLoading: false,
    })),
    storeFailedPaymentsError: assign((_, params: { error: unknown }) => ({
      failedPaymentsLoading: false,
      failedPaymentsError: messageOf(params.error, m.checkout_failed_payments_load_failed),
    })),
    toggleOffer: assign(({ context }, params: { offerId: string }) => {
      const unselected = context.unselected.includes(params.offerId)
        ? context.unselected.filter((id) => id !== params.offerId)
        : [...context.unselected, params.offerId];
      return { unselected, ...checkoutSums({ ...context, unselected }) };
    }),
    setCoupon: assign(({ context }, params: { coupon: CouponSnapshot }) => {
      const { type, amount, code } = params.coupon.context;
      const applied = params.coupon.hasTag('applied') && type !== null;
      const coupon = applied ? { type, amount } : null;
      return { coupon, couponCode: applied ? code : null, ...checkoutSums({ ...context, coupon }) };
    }),
    startPayment: assign(({ context }) => ({ paymentFor: paymentKey(context), renewPayment: false, paying: false })),
    trackPayment: assign((_, params: { payment: PaymentSnapshot }) => ({ paying: params.payment.hasTag('busy') })),
    renewPayment: assign({ renewPayment: true }),
    persist: (_, params: SavedCheckout) => {
      writeSession(CHECKOUT_KEY, params);
    },
  },
  guards: {
    paymentOutdated: ({ context }) => context.renewPayment || context.paymentFor !== paymentKey(context),
    isOffer: ({ context }, params: { offerId: string }) => context.offers.some((offer) => offer.employment_offer.id === params.offerId),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  invoke: [
    {
      id: 'coupon',
      src: 'coupon',
      // A coupon can be applied or removed whatever the loads are doing; the sums follow.
      onSnapshot: { actions: { type: 'setCoupon', params: ({ event }) => ({ coupon: event.snapshot }) } },
    },
    { id: 'agreements', src: 'agreements' },
  ],
  states: {
    offers: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'startLoading',
          invoke: {
            id: 'loadCheckout',
            src: 'loadCheckout',
            onDone: {
              target: 'ready',
              actions: [{ type: 'storeOffers', params: ({ event }) => ({ initiation: event.output }) }, { type: 'persist', params: saved }],
            },
            onError: { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          tags: ['offersReady'],
          on: {
            RELOAD: { target: 'loading', actions: 'renewPayment' },
            TOGGLE_OFFER: {
              guard: { type: 'isOffer', params: ({ event }) => ({ offerId: event.offerId }) },
              actions: [{ type: 'toggleOffer', params: ({ event }) => ({ offerId: event.offerId }) }, { type: 'persist', params: saved }],
            },
          },
        },
        failed: {
          tags: ['offersFailed'],
          on: { RELOAD: { target: 'loading', actions: 'renewPayment' } },
        },
      },
    },
    failedPayments: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'startLoadingFailedPayments',
          invoke: {
            id: 'loadFailedPayments',
            src: 'loadFailedPayments',
            onDone: {
              target: 'ready',
              actions: [{ type: 'storeFailedPayments', params: ({ event }) => ({ list: event.output }) }, { type: 'persist', params: saved }],
            },
            onError: { target: 'failed', actions: { type: 'storeFailedPaymentsError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: { on: { RELOAD_FAILED_PAYMENTS: 'loading' } },
        failed: { tags: ['failedPaymentsFailed'], on: { RELOAD_FAILED_PAYMENTS: 'loading' } },
      },
    },
    // One payment at a time, for what is ticked at the total shown: when either changes, or
    // the checkout is loaded again, the next attempt is a new payment.
    payment: {
      initial: 'open',
      states: {
        open: {
          entry: 'startPayment',
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => paymentInput(context),
            onSnapshot: { actions: { type: 'trackPayment', params: ({ event }) => ({ payment: event.snapshot }) } },
          },
          always: { guard: 'paymentOutdated', target: 'open', reenter: true },
        },
      },
    },
  },
});
