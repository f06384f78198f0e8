import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { associationEndorsements, bpoMembers, partnerVerifications, users } from '../db/schema.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { regionsOf } from '../partners/partner-regions.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { AuditDeps } from '../audits/audit-deps.js';
import { accreditationColumns, accreditationFrom, accreditationIs, activeWorksitesOfBpo } from '../bpo/accreditation.js';

/*
 * The hub partner's view (docs/decisions/025-hub-partner-is-an-association.md): a verified business
 * association oversees the verified BPOs whose country is one of its verified regions, with each
 * one's accreditation, capacity (the seats of its active worksites) and staff placed (members at one
 * of its active worksites). The figures are computed in the one query so that the list can be
 * filtered by accreditation and paginated in the database; the accreditation's columns are the
 * ones server/bpo/accreditation.ts gives for a page of BPOs (applied, and an active worksite whose
 * latest audit passed), which tests/server/associations.test.ts checks against accreditationOf.
 */

type HubQuery = RouteOf<'listHubBpos'>['Querystring'];

const figures = {
  ...accreditationColumns,
  seats: sql<number>`(select coalesce(sum(s.seats), 0) from (${activeWorksitesOfBpo}) s)`.mapWith(Number),
  placed: sql<number>`(select count(*) from ${bpoMembers} m where m.bpo_user_id = ${users.id} and m.status = 'member' and m.worksite_id in (select s.id from (${activeWorksitesOfBpo}) s))`.mapWith(Number),
};

export async function listHubBpos({ db }: AuditDeps, association: Owner, query: HubQuery): Promise<Schema<'HubBpoPage'>> {
  await assertVerifiedPartner(db, association.userId);
  const { accreditation, country, page = 1, page_size = 20 } = query;
  const regions = await regionsOf(db, association.userId);
  const inRegion = country ? regions.filter((region) => region === country) : regions;
  if (inRegion.length === 0) return { regions, ...pageOf([], page, page_size) };
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select({
      id: users.id,
      name: partnerVerifications.verifiedBusinessName,
      country: partnerVerifications.country,
      endorsement: associationEndorsements.status,
      ...figures,
    })
    .from(users)
    .innerJoin(partnerVerifications, eq(partnerVerifications.userId, users.id))
    .leftJoin(associationEndorsements, and(eq(associationEndorsements.bpoUserId, users.id), eq(associationEndorsements.associationId, association.userId)))
    .where(
      and(
        eq(users.role, 'bpo'),
        isNotNull(partnerVerifications.verifiedAt),
        inArray(partnerVerifications.country, inRegion),
        accreditation ? accreditationIs[accreditation] : undefined,
      ),
    )
    .orderBy(asc(partnerVerifications.verifiedBusinessName), asc(users.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    country: row.country,
    endorsed: row.endorsement === 'endorsed',
    accreditation: accreditationFrom(row).status,
    worksites: row.worksites,
    passed_worksites: row.passed,
    seats: row.seats,
    staff_placed: row.placed,
  }));
  return { regions, ...pageOf(items, page, page_size) };
}
