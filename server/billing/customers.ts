import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { billingAccounts, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { ProviderUnavailableError, type PaymentProvider } from '../payments/provider.js';

/** The employer's customer id at the card provider, or null before the first card. */
export async function customerIdOf(db: Db | Tx, employerId: string): Promise<string | null> {
  const [account] = await db
    .select({ customerId: billingAccounts.providerCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.employerId, employerId));
  return account?.customerId ?? null;
}

/**
 * The employer's customer at the provider, created on the first call. The provider is
 * asked outside any transaction with a key derived from the employer, so two calls racing
 * get the same customer from it; the first id stored is kept either way.
 */
export async function ensurePaymentCustomer(db: Db, provider: PaymentProvider, employerId: string): Promise<string> {
  const existing = await customerIdOf(db, employerId);
  if (existing) return existing;
  const [user] = await db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, employerId));
  if (!user) throw new ApiError(404, 'NOT_FOUND');
  let customerId: string;
  try {
    ({ customerId } = await provider.createCustomer(
      { employerId, email: user.email, name: user.companyName || `${user.firstname} ${user.lastname}` },
      `customer:${employerId}`,
    ));
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ApiError(503, 'UNAVAILABLE');
    throw error;
  }
  const [stored] = await db
    .insert(billingAccounts)
    .values({ employerId, providerCustomerId: customerId })
    .onConflictDoUpdate({
      target: billingAccounts.employerId,
      set: { providerCustomerId: sql`coalesce(${billingAccounts.providerCustomerId}, excluded.provider_customer_id)`, updatedAt: sql`now()` },
    })
    .returning({ customerId: billingAccounts.providerCustomerId });
  return stored!.customerId!;
}

/** The caller's own customer, or 404: another employer's customer id is as unknown as a made-up one. */
export async function ownCustomer(db: Db, employerId: string, customerId: string): Promise<string> {
  const own = await customerIdOf(db, employerId);
  if (!own || own !== customerId) throw new ApiError(404, 'NOT_FOUND');
  return own;
}
