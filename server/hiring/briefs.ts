import { asc, desc, sql } from 'drizzle-orm';
import { prepared } from '../db/prepared.js';
import { interviews, offers } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { effectiveOfferStatus } from './read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import type { Queryable } from './pipeline-records.js';

/** The latest interview of each application of a page, in one query. */
export async function latestInterviews(db: Queryable, applicationIds: string[]): Promise<Map<string, Schema<'InterviewBrief'>>> {
  if (!applicationIds.length) return new Map();
  // One array parameter, so that a page of any length is the same prepared statement.
  const rows = await prepared(db, 'latest_interviews', (db, name) =>
    db
      .selectDistinctOn([interviews.applicationId], {
        applicationId: interviews.applicationId,
        id: interviews.id,
        status: interviews.status,
        scheduledAt: interviews.scheduledAt,
      })
      .from(interviews)
      .where(sql`${interviews.applicationId} = any(${sql.placeholder('applicationIds')}::uuid[])`)
      .orderBy(asc(interviews.applicationId), newestFirst(interviews.createdAt), desc(interviews.id))
      .prepare(name),
  ).execute({ applicationIds });
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
  const rows = await prepared(db, 'latest_offers', (db, name) =>
    db
      .selectDistinctOn([offers.applicationId], {
        applicationId: offers.applicationId,
        id: offers.id,
        status: effectiveOfferStatus,
        expiresAt: offers.expiresAt,
      })
      .from(offers)
      .where(
        sql`${offers.candidateId} = any(${sql.placeholder('candidateIds')}::uuid[]) and ${offers.applicationId} = any(${sql.placeholder('applicationIds')}::uuid[])`,
      )
      .orderBy(asc(offers.applicationId), desc(offers.sentAt), desc(offers.id))
      .prepare(name),
  ).execute({ candidateIds: [...new Set(page.map((a) => a.candidateId))], applicationIds: page.map((a) => a.id) });
  return new Map(rows.map((r) => [r.applicationId, { id: r.id, status: r.status, expires_at: iso(r.expiresAt) }]));
}
