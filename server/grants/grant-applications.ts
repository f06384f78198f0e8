import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { grantApplications, grants, users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toApplication } from './grant-views.js';

type ReviewQuery = RouteOf<'reviewGrantApplications'>['Querystring'];

/** The employer's own grant applications, newest first. */
export async function ownGrantApplications(db: Db, owner: EmployerOwner) {
  const rows = await db
    .select({ application: grantApplications, grant: grants })
    .from(grantApplications)
    .leftJoin(grants, eq(grants.id, grantApplications.grantId))
    .where(eq(grantApplications.employerId, owner.employerId))
    .orderBy(desc(grantApplications.submittedAt));
  return { items: rows.map((r) => toApplication(r.application, r.grant)) };
}

/** Every employer's applications for review, oldest first, by status. */
export async function applicationsToReview(db: Db, query: ReviewQuery) {
  const { status, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select({ application: grantApplications, grant: grants, applicant: users })
    .from(grantApplications)
    .innerJoin(users, eq(users.id, grantApplications.employerId))
    .leftJoin(grants, eq(grants.id, grantApplications.grantId))
    .where(status ? eq(grantApplications.status, status) : undefined)
    .orderBy(asc(grantApplications.submittedAt), asc(grantApplications.id))
    .limit(limit)
    .offset(offset);
  return pageOf(
    rows.map((r) => toApplication(r.application, r.grant, r.applicant)),
    page,
    page_size,
  );
}
