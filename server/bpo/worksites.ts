import { and, desc, eq } from 'drizzle-orm';
import { bpoMembers, users, worksites } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { BpoDeps } from './bpo-deps.js';
import { bpoNameOf } from './bpo-names.js';
import { greetingName, tellBpoNews } from './notify.js';
import { ownWorksite, toWorksite, toWorksites } from './worksite-view.js';

/*
 * A BPO's worksites (the public /debpo page: "Register each site you want accredited, and keep its
 * details up to date"): address, seats, equipment, the connection's and the power's redundancy,
 * security measures, photos (./worksite-photos.ts). Each is audited on its own (server/audits/).
 *
 * Invariants: a BPO reads and changes only its own worksites (another's answers 404); a closed
 * worksite is changed no more and takes no members, and closing it places its members nowhere, in
 * the same transaction, under the worksite row's lock that placing a member also takes.
 */

type Input = Schema<'WorksiteInput'>;

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

const columnsOf = (body: Input) => ({
  name: body.name.trim(),
  addressLine1: body.address_line1.trim(),
  addressLine2: blankToNull(body.address_line2),
  city: body.city.trim(),
  postalCode: blankToNull(body.postal_code),
  country: body.country,
  seats: body.seats,
  equipment: body.equipment.trim(),
  connectionRedundancy: body.connection_redundancy,
  powerRedundancy: body.power_redundancy,
  securityMeasures: [...new Set(body.security_measures)],
});

export async function listMyWorksites(db: Queryable, owner: Owner, query: RouteOf<'listMyWorksites'>['Querystring']): Promise<Schema<'WorksitePage'>> {
  await assertVerifiedPartner(db, owner.userId);
  const { status, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select()
    .from(worksites)
    .where(and(eq(worksites.bpoUserId, owner.userId), status ? eq(worksites.status, status) : undefined))
    .orderBy(desc(worksites.createdAt), desc(worksites.id))
    .limit(limit)
    .offset(offset);
  const shown = pageOf(rows, page, page_size);
  return { ...shown, items: await toWorksites(db, shown.items) };
}

export async function createWorksite(db: Queryable, owner: Owner, body: Input): Promise<Schema<'Worksite'>> {
  await assertVerifiedPartner(db, owner.userId);
  const [row] = await db
    .insert(worksites)
    .values({ bpoUserId: owner.userId, ...columnsOf(body) })
    .returning();
  return toWorksite(db, row!);
}

export async function getMyWorksite(db: Queryable, owner: Owner, id: string): Promise<Schema<'Worksite'>> {
  await assertVerifiedPartner(db, owner.userId);
  return toWorksite(db, await ownWorksite(db, owner.userId, id));
}

export async function updateWorksite({ db }: BpoDeps, owner: Owner, id: string, body: Input): Promise<Schema<'Worksite'>> {
  await assertVerifiedPartner(db, owner.userId);
  const row = await db.transaction(async (tx) => {
    const current = await ownWorksite(tx, owner.userId, id, true);
    if (current.status === 'closed') throw new ApiError(409, 'WORKSITE_CLOSED');
    const [updated] = await tx
      .update(worksites)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(worksites.id, id))
      .returning();
    return updated!;
  });
  return toWorksite(db, row);
}

/** Closes the worksite; the members placed there are placed nowhere, and told. */
export async function closeWorksite({ db, publicUrl }: BpoDeps, owner: Owner, id: string): Promise<Schema<'Worksite'>> {
  await assertVerifiedPartner(db, owner.userId);
  const row = await db.transaction(async (tx) => {
    const current = await ownWorksite(tx, owner.userId, id, true);
    if (current.status === 'closed') throw new ApiError(409, 'WORKSITE_CLOSED');
    const [closed] = await tx.update(worksites).set({ status: 'closed', updatedAt: new Date() }).where(eq(worksites.id, id)).returning();
    const unplaced = await tx
      .update(bpoMembers)
      .set({ worksiteId: null })
      .where(and(eq(bpoMembers.worksiteId, id), eq(bpoMembers.status, 'member')))
      .returning({ candidateId: bpoMembers.candidateId });
    if (unplaced.length > 0) {
      const bpoName = await bpoNameOf(tx, owner.userId);
      for (const { candidateId } of unplaced) {
        if (!candidateId) continue;
        const [candidate] = await tx.select().from(users).where(eq(users.id, candidateId));
        if (candidate) {
          const to = { email: candidate.email, name: greetingName(candidate), locale: candidate.locale };
          await tellBpoNews(tx, publicUrl, to, 'member_unplaced', bpoName, current.name);
        }
      }
    }
    return closed!;
  });
  return toWorksite(db, row);
}
