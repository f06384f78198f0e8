import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { billingAccounts, msas } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';

/**
 * The master service agreement and the platform agreement an employer accepts before
 * paying. Each has a current version: an acceptance of an older one no longer counts, so
 * publishing a new version asks every employer to accept again.
 */
export const MSA_VERSION = '2026-11';
export const PLATFORM_AGREEMENT_VERSION = '2026-11';

type MsaRow = typeof msas.$inferSelect;

const msaIsCurrent = (row: MsaRow) => row.status === 'active' && row.version === MSA_VERSION;

export function msaView(row: MsaRow): Schema<'Msa'> {
  const current = msaIsCurrent(row);
  return {
    id: row.id,
    status: current ? 'active' : 'pending',
    contract_type: row.contractType,
    version: MSA_VERSION,
    accepted_at: current && row.acceptedAt ? row.acceptedAt.toISOString() : null,
  };
}

/** The employer's MSA; the first read creates it, pending (two first reads at once make one). */
export async function msaOf(db: Db | Tx, employerId: string): Promise<MsaRow> {
  await db.insert(msas).values({ employerId, version: MSA_VERSION }).onConflictDoNothing({ target: msas.employerId });
  const [row] = await db.select().from(msas).where(eq(msas.employerId, employerId));
  return row!;
}

/** Accepting the MSA makes it active at the current version; accepting it again keeps the first acceptance. */
export async function activateMsa(
  db: Db,
  employerId: string,
  msaId: string,
  contractType: Schema<'HireType'>,
): Promise<MsaRow> {
  const [row] = await db
    .update(msas)
    .set({
      status: 'active',
      contractType,
      acceptedAt: sql`case when ${msas.status} = 'active' and ${msas.version} = ${MSA_VERSION} then ${msas.acceptedAt} else now() end`,
      version: MSA_VERSION,
      updatedAt: sql`now()`,
    })
    .where(and(eq(msas.id, msaId), eq(msas.employerId, employerId)))
    .returning();
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

type AccountAgreement = Pick<
  typeof billingAccounts.$inferSelect,
  'platformAgreementType' | 'platformAgreementVersion' | 'platformAgreementAcceptedAt'
>;

const platformAgreementIsCurrent = (a: AccountAgreement | undefined): a is AccountAgreement =>
  !!a?.platformAgreementAcceptedAt && a.platformAgreementVersion === PLATFORM_AGREEMENT_VERSION;

function platformAgreementView(account: AccountAgreement | undefined): Schema<'PlatformAgreement'> {
  const accepted = platformAgreementIsCurrent(account);
  return {
    accepted,
    agreement_type: accepted ? account.platformAgreementType : null,
    version: PLATFORM_AGREEMENT_VERSION,
    accepted_at: accepted ? account.platformAgreementAcceptedAt!.toISOString() : null,
  };
}

const agreementColumns = {
  platformAgreementType: billingAccounts.platformAgreementType,
  platformAgreementVersion: billingAccounts.platformAgreementVersion,
  platformAgreementAcceptedAt: billingAccounts.platformAgreementAcceptedAt,
};

export async function platformAgreementOf(db: Db | Tx, employerId: string): Promise<Schema<'PlatformAgreement'>> {
  const [account] = await db.select(agreementColumns).from(billingAccounts).where(eq(billingAccounts.employerId, employerId));
  return platformAgreementView(account);
}

/** Accepts the current version; accepting it again keeps the first acceptance's time. */
export async function acceptPlatformAgreement(
  db: Db,
  employerId: string,
  agreementType: Schema<'PlatformAgreementType'>,
): Promise<Schema<'PlatformAgreement'>> {
  const acceptedNow = { platformAgreementType: agreementType, platformAgreementVersion: PLATFORM_AGREEMENT_VERSION };
  const [account] = await db
    .insert(billingAccounts)
    .values({ employerId, ...acceptedNow, platformAgreementAcceptedAt: sql`now()` })
    .onConflictDoUpdate({
      target: billingAccounts.employerId,
      set: {
        ...acceptedNow,
        platformAgreementAcceptedAt: sql`case when ${billingAccounts.platformAgreementVersion} = ${PLATFORM_AGREEMENT_VERSION}
          then coalesce(${billingAccounts.platformAgreementAcceptedAt}, now()) else now() end`,
        updatedAt: sql`now()`,
      },
    })
    .returning(agreementColumns);
  return platformAgreementView(account);
}

/** Checkout's guard: both agreements accepted at their current versions. */
export async function agreementsAccepted(tx: Db | Tx, employerId: string): Promise<boolean> {
  const [msa] = await tx.select().from(msas).where(eq(msas.employerId, employerId));
  if (!msa || !msaIsCurrent(msa)) return false;
  return (await platformAgreementOf(tx, employerId)).accepted;
}
