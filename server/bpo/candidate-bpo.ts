import { and, asc, eq, ne } from 'drizzle-orm';
import { auditOutcomes } from '../audits/audit-outcomes.js';
import type { Tx } from '../db/database.js';
import { bpoMembers, users, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { accreditationOf } from './accreditation.js';
import type { BpoDeps } from './bpo-deps.js';
import { bpoNamesOf } from './bpo-names.js';
import { greetingName, tellBpoNews } from './notify.js';

/*
 * A candidate's side of a BPO (the public /debpo page: candidates "can see it in their account"):
 * the BPO they belong to, where it placed them, and the invitations sent to their address, which
 * they accept or decline. An invitation is found by the account's e-mail, so one sent before the
 * candidate signed up is waiting for them.
 *
 * Invariants: a candidate answers only invitations to their own address (another's: 404), only
 * once (409 BPO_INVITATION_ANSWERED), and joins one BPO at most (409 BPO_MEMBER_ELSEWHERE, also
 * when two acceptances race: the partial unique index bpo_members_one_bpo_idx refuses the second).
 */

const myEmail = (owner: CandidateOwner) => owner.account.email.toLowerCase();

export async function getMyBpo(db: Queryable, owner: CandidateOwner): Promise<Schema<'CandidateBpo'>> {
  const [membership] = await db
    .select()
    .from(bpoMembers)
    .where(and(eq(bpoMembers.candidateId, owner.candidateId), eq(bpoMembers.status, 'member')));
  const invitations = await db
    .select()
    .from(bpoMembers)
    .where(and(eq(bpoMembers.email, myEmail(owner)), eq(bpoMembers.status, 'invited')))
    .orderBy(asc(bpoMembers.invitedAt))
    .limit(50);
  const names = await bpoNamesOf(db, [...new Set([...(membership ? [membership.bpoUserId] : []), ...invitations.map((i) => i.bpoUserId)])]);
  return {
    membership: membership ? await membershipView(db, membership, names.get(membership.bpoUserId) ?? '') : null,
    invitations: invitations.map((i) => ({ id: i.id, bpo_name: names.get(i.bpoUserId) ?? '', invited_at: iso(i.invitedAt) })),
  };
}

async function membershipView(db: Queryable, row: typeof bpoMembers.$inferSelect, bpoName: string): Promise<Schema<'CandidateBpoMembership'>> {
  const [bpo] = await db.select({ country: users.country }).from(users).where(eq(users.id, row.bpoUserId));
  const [site] = row.worksiteId ? await db.select().from(worksites).where(eq(worksites.id, row.worksiteId)) : [];
  const outcome = site ? (await auditOutcomes(db, [site.id])).get(site.id) : undefined;
  return {
    id: row.id,
    bpo_name: bpoName,
    bpo_country: bpo?.country ?? '',
    accreditation: (await accreditationOf(db, row.bpoUserId)).status,
    worksite: site
      ? {
          id: site.id,
          name: site.name,
          address_line1: site.addressLine1,
          address_line2: site.addressLine2,
          city: site.city,
          postal_code: site.postalCode,
          country: site.country,
          audit_status: outcome ?? 'none',
        }
      : null,
    joined_at: iso(row.answeredAt ?? row.invitedAt),
  };
}

/** The invitation sent to the candidate's address, locked; 404 for anyone else's. */
async function myInvitation(tx: Tx, owner: CandidateOwner, id: string) {
  const [row] = await tx
    .select()
    .from(bpoMembers)
    .where(and(eq(bpoMembers.id, id), eq(bpoMembers.email, myEmail(owner))))
    .for('update');
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  if (row.status !== 'invited') throw new ApiError(409, 'BPO_INVITATION_ANSWERED');
  return row;
}

async function tellBpo(tx: Tx, publicUrl: string, owner: CandidateOwner, bpoUserId: string, event: 'invitation_accepted' | 'invitation_declined') {
  const [bpo] = await tx.select().from(users).where(eq(users.id, bpoUserId));
  if (!bpo) return;
  const candidateName = `${owner.account.firstname} ${owner.account.lastname}`;
  await tellBpoNews(tx, publicUrl, { email: bpo.email, name: greetingName(bpo), locale: bpo.locale }, event, candidateName);
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export async function acceptBpoInvitation({ db, publicUrl }: BpoDeps, owner: CandidateOwner, id: string): Promise<Schema<'CandidateBpo'>> {
  try {
    await db.transaction(async (tx) => {
      const invitation = await myInvitation(tx, owner, id);
      const [elsewhere] = await tx
        .select({ id: bpoMembers.id })
        .from(bpoMembers)
        .where(and(eq(bpoMembers.candidateId, owner.candidateId), eq(bpoMembers.status, 'member'), ne(bpoMembers.id, id)));
      if (elsewhere) throw new ApiError(409, 'BPO_MEMBER_ELSEWHERE');
      await tx.update(bpoMembers).set({ status: 'member', candidateId: owner.candidateId, answeredAt: new Date() }).where(eq(bpoMembers.id, id));
      await tellBpo(tx, publicUrl, owner, invitation.bpoUserId, 'invitation_accepted');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'BPO_MEMBER_ELSEWHERE');
    throw error;
  }
  return getMyBpo(db, owner);
}

export async function declineBpoInvitation({ db, publicUrl }: BpoDeps, owner: CandidateOwner, id: string): Promise<Schema<'CandidateBpo'>> {
  await db.transaction(async (tx) => {
    const invitation = await myInvitation(tx, owner, id);
    await tx.update(bpoMembers).set({ status: 'declined', candidateId: owner.candidateId, answeredAt: new Date() }).where(eq(bpoMembers.id, id));
    await tellBpo(tx, publicUrl, owner, invitation.bpoUserId, 'invitation_declined');
  });
  return getMyBpo(db, owner);
}
