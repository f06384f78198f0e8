import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database.js';
import { billingAccounts, offers, paymentMethods } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { ProviderUnavailableError, UnknownPaymentMethodError, type CardDetails, type PaymentProvider } from '../payments/provider.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import { ownCustomer } from './customers.js';

type CardRow = typeof paymentMethods.$inferSelect;

/** A card list holds at most this many (the contract's `maxItems`). */
const MAX_CARDS = 50;

const cardView = (row: CardRow): Schema<'PaymentMethod'> => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

const savedBy = (employerId: string) => and(eq(paymentMethods.employerId, employerId), isNull(paymentMethods.removedAt));

/** The employer's saved cards: the default first, then the newest. */
export async function listCards(db: Db | Tx, employerId: string): Promise<Schema<'PaymentMethodList'>> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(savedBy(employerId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .limit(MAX_CARDS);
  return { payment_methods: rows.map(cardView) };
}

/** The card the monthly bill is charged to, if any. */
export async function defaultCardOf(db: Db | Tx, employerId: string): Promise<CardRow | null> {
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(and(savedBy(employerId), eq(paymentMethods.isDefault, true)));
  return card ?? null;
}

/**
 * Card changes of one employer run one at a time, under the lock of its billing account,
 * so that "the first card becomes the default" and "one default" hold when they race.
 */
async function lockAccount(tx: Tx, employerId: string) {
  const [account] = await tx
    .select({ employerId: billingAccounts.employerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.employerId, employerId))
    .for('update');
  // Every card was attached through the employer's customer, which lives on this row.
  if (!account) throw new ApiError(404, 'NOT_FOUND');
}

const providerCall = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ApiError(503, 'UNAVAILABLE');
    throw error;
  }
};

/** A secret for the provider's card form, for the caller's own customer only. */
export async function createSetupSession(db: Db, provider: PaymentProvider, employerId: string, customerId: string) {
  const own = await ownCustomer(db, employerId, customerId);
  const { clientSecret } = await providerCall(() => provider.createSetupSession(own));
  return { client_secret: clientSecret };
}

/**
 * Saves a card the provider's form produced. Attaching it again answers the card as
 * saved; a card another employer saved is refused (409), one the provider does not know
 * is 404. The first card becomes the default.
 */
export async function attachCard(
  db: Db,
  provider: PaymentProvider,
  employerId: string,
  input: { paymentMethodId: string; customerId: string },
): Promise<Schema<'PaymentMethod'>> {
  const customerId = await ownCustomer(db, employerId, input.customerId);
  const [known] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, input.paymentMethodId));
  if (known && known.employerId !== employerId) throw new ApiError(409, 'PAYMENT_METHOD_IN_USE');
  if (known && !known.removedAt) return cardView(known);

  let card: CardDetails;
  try {
    card = await providerCall(() => provider.attachPaymentMethod(customerId, input.paymentMethodId));
  } catch (error) {
    if (error instanceof UnknownPaymentMethodError) throw new ApiError(404, 'NOT_FOUND');
    throw error;
  }

  const saved = await db.transaction(async (tx) => {
    await lockAccount(tx, employerId);
    const isDefault = !(await defaultCardOf(tx, employerId));
    const details = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    // A card removed earlier and saved again comes back; a parallel attach of the same card finds it saved.
    const [row] = await tx
      .insert(paymentMethods)
      .values({ id: card.id, employerId, ...details, isDefault })
      .onConflictDoUpdate({
        target: paymentMethods.id,
        set: { ...details, removedAt: null, isDefault, createdAt: sql`now()` },
        setWhere: and(eq(paymentMethods.employerId, employerId), sql`${paymentMethods.removedAt} is not null`),
      })
      .returning();
    if (row) return row;
    const [existing] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, card.id));
    if (existing?.employerId !== employerId) throw new ApiError(409, 'PAYMENT_METHOD_IN_USE');
    return existing;
  });
  return cardView(saved);
}

/**
 * Removes a saved card (the row stays, for the invoices that name it) and detaches it at
 * the provider. The newest other card takes over as the default; the last card stays
 * while staff are hired, since their monthly bill is charged to it.
 */
export async function removeCard(
  db: Db,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  employerId: string,
  paymentMethodId: string,
): Promise<Schema<'PaymentMethodList'>> {
  const cards = await db.transaction(async (tx) => {
    await lockAccount(tx, employerId);
    const [card] = await tx
      .select()
      .from(paymentMethods)
      .where(and(savedBy(employerId), eq(paymentMethods.id, paymentMethodId)));
    if (!card) throw new ApiError(404, 'NOT_FOUND');
    const [newestOther] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(savedBy(employerId), ne(paymentMethods.id, card.id)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (!newestOther) {
      const [hired] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.employerId, employerId), eq(offers.status, 'hired')))
        .limit(1);
      if (hired) throw new ApiError(409, 'CARD_REQUIRED');
    }
    await tx.update(paymentMethods).set({ removedAt: sql`now()`, isDefault: false }).where(eq(paymentMethods.id, card.id));
    if (card.isDefault && newestOther) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, newestOther.id));
    return listCards(tx, employerId);
  });
  // The card is already out of use here: it is never charged once removed. A failed
  // detach leaves it on the provider's customer, which does no harm, so it is only logged.
  await provider.detachPaymentMethod(paymentMethodId).catch((error: unknown) => {
    log.warn({ err: error, paymentMethodId }, 'could not detach a removed card at the card provider');
  });
  return cards;
}

/** Makes one saved card the default, in one transaction (the unique index allows one). */
export async function setDefaultCard(db: Db, employerId: string, paymentMethodId: string): Promise<Schema<'PaymentMethodList'>> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, employerId);
    const [card] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(savedBy(employerId), eq(paymentMethods.id, paymentMethodId)));
    if (!card) throw new ApiError(404, 'NOT_FOUND');
    // The old default steps down first: the partial unique index is checked row by row.
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(savedBy(employerId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, card.id)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, card.id));
    return listCards(tx, employerId);
  });
}

/**
 * The card that just paid becomes the default, which the monthly bill is charged to: a
 * checkout paid with a new card after another was declined must not leave the bill on the
 * declined one. Runs inside the transaction that records the payment, which already holds
 * the payment's lock: it does not take the billing account's (a checkout takes that one
 * first), and a unique-index clash with a default set meanwhile leaves that one standing
 * rather than failing the payment, inside a savepoint.
 */
export async function makePayingCardDefault(tx: Tx, employerId: string, paymentMethodId: string): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(savedBy(employerId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, paymentMethodId)));
      await savepoint
        .update(paymentMethods)
        .set({ isDefault: true })
        .where(and(savedBy(employerId), eq(paymentMethods.id, paymentMethodId)));
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === null) throw error;
  }
}
