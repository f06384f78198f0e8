import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { billingAccounts } from '../db/schema.js';
import { fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { isMerchantCategoryCode } from './merchant-categories.js';

type Details = Schema<'BillingDetails'>;

/** The name, address and business category printed on invoices; empty until first saved. */
export async function billingDetailsOf(db: Db, employerId: string): Promise<Details> {
  const [account] = await db
    .select({ name: billingAccounts.billingName, address: billingAccounts.billingAddress, mcc: billingAccounts.mcc })
    .from(billingAccounts)
    .where(eq(billingAccounts.employerId, employerId));
  return account ?? { name: '', address: '', mcc: null };
}

export async function saveBillingDetails(db: Db, employerId: string, input: Details): Promise<Details> {
  if (input.mcc !== null && !isMerchantCategoryCode(input.mcc)) throw fieldError('mcc', 'choice');
  const details = { billingName: input.name.trim(), billingAddress: input.address.trim(), mcc: input.mcc };
  const [saved] = await db
    .insert(billingAccounts)
    .values({ employerId, ...details })
    .onConflictDoUpdate({ target: billingAccounts.employerId, set: { ...details, updatedAt: sql`now()` } })
    .returning({ name: billingAccounts.billingName, address: billingAccounts.billingAddress, mcc: billingAccounts.mcc });
  return saved!;
}
