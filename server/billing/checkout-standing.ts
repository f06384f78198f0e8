import { todayOf, type Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { msaOf, msaView, platformAgreementOf } from './agreements.js';
import { listCards } from './payment-methods.js';
import { checkoutOfferView, priceCheckout } from './checkout-pricing.js';

/** Where the employer stands before paying: agreements, card, the offers to pay and their prices. */
export async function checkoutStanding({ db, clock }: { db: Db; clock: Clock }, owner: EmployerOwner): Promise<RouteOf<'initiateCheckout'>['Reply'][200]> {
  const { employerId } = owner;
  const today = todayOf(clock);
  const prices = await priceCheckout(db, employerId, today);
  const cards = await listCards(db, employerId);
  const standing = {
    msa: msaView(await msaOf(db, employerId)),
    platform_agreement_accepted: (await platformAgreementOf(db, employerId)).accepted,
    subscription_active: prices.subscriptionDueCents === 0,
    default_payment_method: cards.payment_methods.find((card) => card.is_default) ?? null,
    today,
    monthly_bill: {
      subscription_fee_cents: prices.monthlyBill.subscriptionFeeCents,
      staff: prices.monthlyBill.staff.map((hire) => ({ billing_start: hire.billingStart, monthly_charge_cents: hire.monthlyCents })),
    },
  };
  return { data: [standing, prices.hires.map(checkoutOfferView), prices.subscriptionDueCents, prices.nextBillDate] };
}
