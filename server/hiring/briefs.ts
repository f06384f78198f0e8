import { and, asc, desc, inArray } from 'drizzle-orm';
import { interviews, offers } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { effectiveOfferStatus } from './read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import type { Queryable } from './pipeline-records.js';

/** The latest interview of each application of a page, in one query. */
export async function latestInterviews(db: Queryable, applicationIds: string[]): Promise<Map<string, Schema<'InterviewBrief'>>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([interviews.applicationId], {
      applicationId: interviews.applicationId,
      id: interviews.id,
      status: interviews.status,
      scheduledAt: interviews.scheduledAt,
    })
    .from(interviews)
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(asc(interviews.applicationId), newestFirst(interviews.createdAt), desc(interviews.id));
  return new Map(rows.map((r) => [r.applicationId, { id: r.id, status: r.status, ...present('scheduled_at', r.scheduledAt && iso(r.scheduledAt)) }]));
}

/**
 * The latest offer of each application of a page, in one query. Offers have no index by
 * application beyond the open ones, so the candidates' ids are given as well: the
 * `offers_candidate_idx` then finds the few offers each candidate has.
 */
export async function latestOffers(
  db: Queryable,
  page: { id: string; candidateId: string }[],
): Promise<Map<string, Schema<'OfferBrief'>>> {
  if (!page.length) return new Map();
  const rows = await db
    .selectDistinctOn([offers.applicationId], {
      applicationId: offers.applicationId,
      id: offers.id,
      status: effectiveOfferStatus,
      expiresAt: offers.expiresAt,
    })
    .from(offers)
    .where(
      and(
        inArray(offers.candidateId, [...new Set(page.map((a) => a.candidateId))]),
        inArray(offers.applicationId, page.map((a) => a.id)),
      ),
    )
    .orderBy(asc(offers.applicationId), desc(offers.sentAt), desc(offers.id));
  return new Map(rows.map((r) => [r.applicationId, { id: r.id, status: r.status, expires_at: iso(r.expiresAt) }]));
}
