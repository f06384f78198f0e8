import { eq } from 'drizzle-orm';
import { bpoAccreditations } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import { accreditationOf } from './accreditation.js';
import type { BpoDeps } from './bpo-deps.js';
import { bpoNameOf, mailAccountOf } from './bpo-names.js';
import { greetingName, tellBpoNews } from './notify.js';

/*
 * A BPO's accreditation application (the public /debpo page, "How a BPO becomes accredited"): what
 * the BPO does, its services, staff and contact, kept in one row written by the first save and
 * corrected by later ones. Applying is what lets its worksites' audits count: accreditation itself
 * is read from the audits (./accreditation.ts), never set here.
 */

type Row = typeof bpoAccreditations.$inferSelect;

const toApplication = (row: Row): Schema<'BpoApplication'> => ({
  description: row.description,
  services: row.services as Schema<'BpoService'>[],
  staff_count: row.staffCount,
  years_operating: row.yearsOperating,
  contact_name: row.contactName,
  contact_phone: row.contactPhone,
  applied_at: iso(row.appliedAt),
  updated_at: iso(row.updatedAt),
});

async function accreditationView(db: Queryable, bpoUserId: string): Promise<Schema<'BpoAccreditation'>> {
  const [row] = await db.select().from(bpoAccreditations).where(eq(bpoAccreditations.bpoUserId, bpoUserId));
  const standing = await accreditationOf(db, bpoUserId);
  return {
    status: standing.status,
    application: row ? toApplication(row) : null,
    passed_worksites: standing.passedWorksites,
    worksites: standing.worksites,
  };
}

export async function getMyBpoAccreditation(db: Queryable, owner: Owner): Promise<Schema<'BpoAccreditation'>> {
  await assertVerifiedPartner(db, owner.userId);
  return accreditationView(db, owner.userId);
}

/** Applies, or corrects the application; the first time, the BPO is told by mail that it is in. */
export async function applyForBpoAccreditation({ db, publicUrl }: BpoDeps, owner: Owner, body: Schema<'BpoApplicationInput'>) {
  await assertVerifiedPartner(db, owner.userId);
  const fields = {
    description: body.description.trim(),
    services: [...new Set(body.services)],
    staffCount: body.staff_count,
    yearsOperating: body.years_operating,
    contactName: body.contact_name.trim(),
    contactPhone: body.contact_phone.trim(),
  };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(bpoAccreditations)
      .values({ bpoUserId: owner.userId, ...fields })
      .onConflictDoNothing()
      .returning({ bpoUserId: bpoAccreditations.bpoUserId });
    if (inserted.length === 0) {
      await tx.update(bpoAccreditations).set({ ...fields, updatedAt: new Date() }).where(eq(bpoAccreditations.bpoUserId, owner.userId));
      return;
    }
    const account = await mailAccountOf(tx, owner.userId);
    if (account) {
      const to = { email: account.email, name: greetingName(account), locale: account.locale };
      await tellBpoNews(tx, publicUrl, to, 'application_received', await bpoNameOf(tx, owner.userId));
    }
  });
  return accreditationView(db, owner.userId);
}
