import { desc, eq, type Column } from 'drizzle-orm';
import { interviews, offers } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { effectiveOfferStatus } from './read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import type { Queryable } from './pipeline-records.js';

// Each list joins these laterally (`left join lateral ... on true`) beside its page, so that a
// page and the interview and offer of each of its rows are one statement: one probe of
// `interviews_application_idx` / `offers_application_idx` per row of the page.

/** The latest interview of the application whose id is the outer query's `applicationId`: join `subquery`, select `fields`. */
export function latestInterview(db: Queryable, applicationId: Column) {
  const subquery = db
    .select({ id: interviews.id, status: interviews.status, scheduledAt: interviews.scheduledAt })
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(newestFirst(interviews.createdAt), desc(interviews.id))
    .limit(1)
    .as('interview');
  return { subquery, fields: { id: subquery.id, status: subquery.status, scheduledAt: subquery.scheduledAt } };
}

/** The latest offer of the application whose id is the outer query's `applicationId`: join `subquery`, select `fields`. */
export function latestOffer(db: Queryable, applicationId: Column) {
  const subquery = db
    // A name no joined table has: the outer query names a computed column of a subquery unqualified.
    .select({ id: offers.id, status: effectiveOfferStatus.as('offer_status'), expiresAt: offers.expiresAt })
    .from(offers)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.sentAt), desc(offers.id))
    .limit(1)
    .as('offer');
  return { subquery, fields: { id: subquery.id, status: subquery.status, expiresAt: subquery.expiresAt } };
}

type InterviewRow = Pick<typeof interviews.$inferSelect, 'id' | 'status' | 'scheduledAt'>;
type OfferRow = Pick<typeof offers.$inferSelect, 'id' | 'expiresAt'> & { status: Schema<'OfferStatus'> };

/** An interview as a list of applications shows it; nothing when the application has none. */
export const toInterviewBrief = (i: InterviewRow | null): Schema<'InterviewBrief'> | undefined =>
  i ? { id: i.id, status: i.status, ...present('scheduled_at', i.scheduledAt && iso(i.scheduledAt)) } : undefined;

/** An offer as a list of applications shows it; nothing when the application has none. */
export const toOfferBrief = (o: OfferRow | null): Schema<'OfferBrief'> | undefined =>
  o ? { id: o.id, status: o.status, expires_at: iso(o.expiresAt) } : undefined;
