import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { associationEndorsements, bpoAccreditations, bpoMembers, partnerVerifications, users, worksiteAudits, worksites } from '../db/schema.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { regionsOf } from '../partners/partner-regions.js';
import { assertVerifiedPartner } from '../partners/verified-partner.js';
import type { AuditDeps } from '../audits/audit-deps.js';

/*
 * The hub partner's view (docs/decisions/025-hub-partner-is-an-association.md): a verified business
 * association oversees the verified BPOs whose country is one of its verified regions, with each
 * one's accreditation, capacity (the seats of its active worksites) and staff placed (members at one
 * of its active worksites). The figures are computed in the one query so that the list can be
 * filtered by accreditation and paginated in the database; they follow the rule of
 * server/bpo/accreditation.ts (applied, and an active worksite whose latest audit passed), and
 * tests/server/associations.test.ts checks that both agree.
 */

type HubQuery = RouteOf<'listHubBpos'>['Querystring'];

const activeSites = sql`select w.id, w.seats from ${worksites} w where w.bpo_user_id = ${users.id} and w.status = 'active'`;
const latestStatus = sql`(select a.status from ${worksiteAudits} a where a.worksite_id = s.id order by a.assigned_at desc, a.id desc limit 1)`;
const figures = {
  worksites: sql<number>`(select count(*) from (${activeSites}) s)`.mapWith(Number),
  seats: sql<number>`(select coalesce(sum(s.seats), 0) from (${activeSites}) s)`.mapWith(Number),
  passed: sql<number>`(select count(*) from (${activeSites}) s where ${latestStatus} = 'passed')`.mapWith(Number),
  applied: sql<boolean>`exists (select 1 from ${bpoAccreditations} ba where ba.bpo_user_id = ${users.id})`,
  placed: sql<number>`(select count(*) from ${bpoMembers} m where m.bpo_user_id = ${users.id} and m.status = 'member' and m.worksite_id in (select s.id from (${activeSites}) s))`.mapWith(Number),
};

const accreditationIs: Record<Schema<'AccreditationStatus'>, ReturnType<typeof sql>> = {
  not_applied: sql`not ${figures.applied}`,
  applied: sql`${figures.applied} and ${figures.passed} = 0`,
  accredited: sql`${figures.applied} and ${figures.passed} > 0`,
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
    accreditation: (!row.applied ? 'not_applied' : row.passed > 0 ? 'accredited' : 'applied') as Schema<'AccreditationStatus'>,
    worksites: row.worksites,
    passed_worksites: row.passed,
    seats: row.seats,
    staff_placed: row.placed,
  }));
  return { regions, ...pageOf(items, page, page_size) };
}
