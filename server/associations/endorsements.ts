import { and, asc, eq, ilike, isNotNull } from 'drizzle-orm';
import { associationEndorsements, partnerVerifications, users } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { accreditationColumns, accreditationFrom } from '../bpo/accreditation.js';
import { partnerNameOf } from '../partners/partner-profile.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { AuditDeps } from '../audits/audit-deps.js';
import { tellPartner } from '../audits/notify.js';

/*
 * A business association's member BPOs (docs/product.md, partners): it endorses verified BPOs and
 * follows their accreditation, computed on every view by the rule of server/bpo/accreditation.ts:
 * a page's accreditation comes in the query that reads the page (its `accreditationColumns`, as in
 * the hub partner's list), not one query per BPO. Endorsing and withdrawing are told to the BPO by
 * mail. Only a verified association acts, and only on verified BPOs: any other id answers 404, as
 * if it did not exist.
 */

type MembersQuery = RouteOf<'listAssociationMembers'>['Querystring'];
type SearchQuery = RouteOf<'searchBposToEndorse'>['Querystring'];

/** Verified BPOs with this association's endorsement beside each, if any, and their accreditation. */
function verifiedBpos(db: Queryable, associationId: string) {
  return db
    .select({
      id: users.id,
      name: partnerVerifications.verifiedBusinessName,
      country: partnerVerifications.country,
      status: associationEndorsements.status,
      endorsedAt: associationEndorsements.endorsedAt,
      ...accreditationColumns,
    })
    .from(users)
    .innerJoin(partnerVerifications, eq(partnerVerifications.userId, users.id))
    .leftJoin(associationEndorsements, and(eq(associationEndorsements.bpoUserId, users.id), eq(associationEndorsements.associationId, associationId)))
    .$dynamic();
}

type BpoRow = {
  id: string;
  name: string | null;
  country: string;
  status: 'endorsed' | 'withdrawn' | null;
  endorsedAt: Date | null;
} & Parameters<typeof accreditationFrom>[0];

function toAssociationBpo(row: BpoRow): Schema<'AssociationBpo'> {
  const accreditation = accreditationFrom(row);
  const endorsed = row.status === 'endorsed';
  return {
    id: row.id,
    name: row.name ?? '',
    country: row.country,
    endorsed,
    ...(endorsed && row.endorsedAt ? { endorsed_at: iso(row.endorsedAt) } : {}),
    accreditation: accreditation.status,
    worksites: accreditation.worksites,
    passed_worksites: accreditation.passedWorksites,
  };
}

const isVerifiedBpo = and(eq(users.role, 'bpo'), isNotNull(partnerVerifications.verifiedAt));

export async function listAssociationMembers({ db }: AuditDeps, association: Owner, query: MembersQuery): Promise<Schema<'AssociationBpoPage'>> {
  await assertVerifiedPartner(db, association.userId);
  const { page = 1, page_size = 20 } = query;
  const rows = await verifiedBpos(db, association.userId)
    .where(and(isVerifiedBpo, eq(associationEndorsements.status, 'endorsed')))
    .orderBy(asc(partnerVerifications.verifiedBusinessName), asc(users.id))
    .limit(pageWindow(page, page_size).limit)
    .offset(pageWindow(page, page_size).offset);
  return pageOf(rows.map(toAssociationBpo), page, page_size);
}

/** `%`, `_` and `\` are the LIKE pattern's own characters: a name containing them is looked for as written. */
const likeEscaped = (words: string) => words.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchBposToEndorse({ db }: AuditDeps, association: Owner, query: SearchQuery): Promise<Schema<'AssociationBpoPage'>> {
  await assertVerifiedPartner(db, association.userId);
  const { q, country, page = 1, page_size = 20 } = query;
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean);
  const rows = await verifiedBpos(db, association.userId)
    .where(
      and(
        isVerifiedBpo,
        country ? eq(partnerVerifications.country, country) : undefined,
        ...words.map((word) => ilike(partnerVerifications.verifiedBusinessName, `%${likeEscaped(word)}%`)),
      ),
    )
    .orderBy(asc(partnerVerifications.verifiedBusinessName), asc(users.id))
    .limit(pageWindow(page, page_size).limit)
    .offset(pageWindow(page, page_size).offset);
  return pageOf(rows.map(toAssociationBpo), page, page_size);
}

async function verifiedBpoRow(db: Queryable, associationId: string, bpoId: string): Promise<BpoRow> {
  const [row] = await verifiedBpos(db, associationId).where(and(isVerifiedBpo, eq(users.id, bpoId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

export async function endorseBpo(deps: AuditDeps, association: Owner, body: Schema<'EndorsementRequest'>): Promise<Schema<'AssociationBpo'>> {
  const { db, clock, publicUrl } = deps;
  await assertVerifiedPartner(db, association.userId);
  return db.transaction(async (tx) => {
    const before = await verifiedBpoRow(tx, association.userId, body.bpo_id);
    if (before.status !== 'endorsed') {
      const now = clock.now();
      await tx
        .insert(associationEndorsements)
        .values({ associationId: association.userId, bpoUserId: body.bpo_id, status: 'endorsed', endorsedAt: now })
        .onConflictDoUpdate({
          target: [associationEndorsements.associationId, associationEndorsements.bpoUserId],
          set: { status: 'endorsed', endorsedAt: now, withdrawnAt: null },
        });
      const associationName = (await partnerNameOf(tx, association.userId)) ?? '';
      await tellPartner(tx, body.bpo_id, 'endorsement_given', associationName, associationName, `${publicUrl}/debpo/worksites`);
    }
    return toAssociationBpo(await verifiedBpoRow(tx, association.userId, body.bpo_id));
  });
}

export async function withdrawEndorsement(deps: AuditDeps, association: Owner, bpoId: string): Promise<void> {
  const { db, clock, publicUrl } = deps;
  await assertVerifiedPartner(db, association.userId);
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(associationEndorsements)
      .set({ status: 'withdrawn', withdrawnAt: clock.now() })
      .where(
        and(
          eq(associationEndorsements.associationId, association.userId),
          eq(associationEndorsements.bpoUserId, bpoId),
          eq(associationEndorsements.status, 'endorsed'),
        ),
      )
      .returning({ id: associationEndorsements.id });
    if (!withdrawn) throw new ApiError(404, 'NOT_FOUND');
    const associationName = (await partnerNameOf(tx, association.userId)) ?? '';
    await tellPartner(tx, bpoId, 'endorsement_withdrawn', associationName, associationName, `${publicUrl}/debpo/worksites`);
  });
}

