import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { bpoMembers, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { Tx } from '../db/database.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { BpoDeps } from './bpo-deps.js';
import { bpoNameOf } from './bpo-names.js';
import { toMember, toMembers, type MemberRow } from './member-view.js';
import { greetingName, tellBpoNews } from './notify.js';
import { ownWorksite } from './worksite-view.js';

/*
 * A BPO's candidates (the public /debpo page: "Candidates who work from an accredited site are
 * linked to your company and can see it in their account"): the BPO invites them by e-mail, a
 * candidate accepts or declines (./candidate-bpo.ts), and the BPO places each member at one of its
 * active worksites and sees who is hired and where.
 *
 * Invariants: one row per BPO and address (an invitation declined or withdrawn is sent again on
 * the same row); a candidate is a member of one BPO at most (a partial unique index); the BPO sees
 * and changes only its own rows (another's: 404). Placing takes the worksite row's lock, as closing
 * it does, so no member is left placed at a closed worksite.
 */

async function ownMember(tx: Queryable, bpoUserId: string, id: string): Promise<MemberRow> {
  const [row] = await tx
    .select()
    .from(bpoMembers)
    .where(and(eq(bpoMembers.id, id), eq(bpoMembers.bpoUserId, bpoUserId)))
    .for('update');
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

async function tellCandidate(tx: Tx, publicUrl: string, candidateId: string | null, event: 'member_placed' | 'member_unplaced' | 'member_removed', bpoUserId: string, worksite = '') {
  if (!candidateId) return;
  const [candidate] = await tx.select().from(users).where(eq(users.id, candidateId));
  if (!candidate) return;
  const to = { email: candidate.email, name: greetingName(candidate), locale: candidate.locale };
  await tellBpoNews(tx, publicUrl, to, event, await bpoNameOf(tx, bpoUserId), worksite);
}

export async function listBpoMembers(db: Queryable, owner: Owner, query: RouteOf<'listBpoMembers'>['Querystring']): Promise<Schema<'BpoMemberPage'>> {
  await assertVerifiedPartner(db, owner.userId);
  const { status, worksite, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select()
    .from(bpoMembers)
    .where(
      and(
        eq(bpoMembers.bpoUserId, owner.userId),
        status ? eq(bpoMembers.status, status) : ne(bpoMembers.status, 'removed'),
        worksite ? eq(bpoMembers.worksiteId, worksite) : undefined,
      ),
    )
    .orderBy(desc(bpoMembers.invitedAt), desc(bpoMembers.id))
    .limit(limit)
    .offset(offset);
  const shown = pageOf(rows, page, page_size);
  return { ...shown, items: await toMembers(db, shown.items) };
}

/** Invites the address to join; mailed an invitation, or one to sign up first when it has no account. */
export async function inviteBpoMember({ db, publicUrl }: BpoDeps, owner: Owner, body: Schema<'BpoMemberInvite'>): Promise<Schema<'BpoMember'>> {
  await assertVerifiedPartner(db, owner.userId);
  const email = body.email.trim().toLowerCase();
  const row = await db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    if (account && account.role !== 'candidate') throw new ApiError(409, 'BPO_MEMBER_NOT_CANDIDATE');
    const [existing] = await tx
      .select()
      .from(bpoMembers)
      .where(and(eq(bpoMembers.bpoUserId, owner.userId), eq(bpoMembers.email, email)))
      .for('update');
    if (existing && (existing.status === 'invited' || existing.status === 'member')) throw new ApiError(409, 'BPO_MEMBER_EXISTS');
    const fresh = { status: 'invited' as const, candidateId: null, worksiteId: null, invitedAt: new Date(), answeredAt: null };
    const [invited] = existing
      ? await tx.update(bpoMembers).set(fresh).where(eq(bpoMembers.id, existing.id)).returning()
      : await tx
          .insert(bpoMembers)
          .values({ bpoUserId: owner.userId, email, ...fresh })
          .onConflictDoNothing()
          .returning();
    // Two invitations of the same address at once: the second finds the first's row.
    if (!invited) throw new ApiError(409, 'BPO_MEMBER_EXISTS');
    const bpoName = await bpoNameOf(tx, owner.userId);
    if (account) {
      await tellBpoNews(tx, publicUrl, { email: account.email, name: greetingName(account), locale: account.locale }, 'member_invited', bpoName);
    } else {
      await tellBpoNews(tx, publicUrl, { email, name: null, locale: owner.account.locale }, 'member_invited_signup', bpoName);
    }
    return invited;
  });
  return toMember(db, row);
}

/** Withdraws an invitation, or ends a membership (the member is told). */
export async function removeBpoMember({ db, publicUrl }: BpoDeps, owner: Owner, id: string): Promise<Schema<'BpoMember'>> {
  await assertVerifiedPartner(db, owner.userId);
  const row = await db.transaction(async (tx) => {
    const current = await ownMember(tx, owner.userId, id);
    if (current.status !== 'invited' && current.status !== 'member') throw new ApiError(409, 'BPO_MEMBER_NOT_ACTIVE');
    const [removed] = await tx.update(bpoMembers).set({ status: 'removed', worksiteId: null }).where(eq(bpoMembers.id, id)).returning();
    if (current.status === 'member') await tellCandidate(tx, publicUrl, current.candidateId, 'member_removed', owner.userId);
    return removed!;
  });
  return toMember(db, row);
}

/** Places a member at one of the BPO's active worksites, or nowhere (null); the member is told. */
export async function placeBpoMember({ db, publicUrl }: BpoDeps, owner: Owner, id: string, body: Schema<'BpoMemberPlacement'>): Promise<Schema<'BpoMember'>> {
  await assertVerifiedPartner(db, owner.userId);
  const row = await db.transaction(async (tx) => {
    const site = body.worksite_id ? await ownWorksite(tx, owner.userId, body.worksite_id, true) : null;
    const current = await ownMember(tx, owner.userId, id);
    if (site?.status === 'closed') throw new ApiError(409, 'WORKSITE_CLOSED');
    if (current.status !== 'member') throw new ApiError(409, 'BPO_MEMBER_NOT_ACTIVE');
    const [placed] = await tx
      .update(bpoMembers)
      .set({ worksiteId: site?.id ?? null })
      .where(eq(bpoMembers.id, id))
      .returning();
    if (current.worksiteId !== (site?.id ?? null)) {
      await tellCandidate(tx, publicUrl, current.candidateId, site ? 'member_placed' : 'member_unplaced', owner.userId, site?.name ?? '');
    }
    return placed!;
  });
  return toMember(db, row);
}
