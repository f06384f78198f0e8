import { and, desc, eq, inArray } from 'drizzle-orm';
import { type bpoMembers, jobs, offers, users, worksites } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { toEmployerRef } from '../views/refs.js';

export type MemberRow = typeof bpoMembers.$inferSelect;

/**
 * The members' current hires, by candidate: the latest offer that hired them and has not ended,
 * with its job and company. What "who is hired and where" means to the BPO.
 */
async function hiresOf(db: Queryable, candidateIds: string[]): Promise<Map<string, Schema<'BpoMemberHire'>>> {
  if (candidateIds.length === 0) return new Map();
  const rows = await db
    .select({ candidateId: offers.candidateId, hiredAt: offers.hiredAt, title: jobs.title, employer: users })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(users, eq(users.id, offers.employerId))
    .where(and(inArray(offers.candidateId, candidateIds), eq(offers.status, 'hired')))
    .orderBy(desc(offers.hiredAt));
  const hires = new Map<string, Schema<'BpoMemberHire'>>();
  for (const row of rows) {
    if (hires.has(row.candidateId) || !row.hiredAt) continue;
    hires.set(row.candidateId, { job_title: row.title, company_name: toEmployerRef(row.employer).company_name, hired_at: iso(row.hiredAt) });
  }
  return hires;
}

/** Members as the contract shows them to their BPO: the candidate, where they are placed, their hire. */
export async function toMembers(db: Queryable, rows: MemberRow[]): Promise<Schema<'BpoMember'>[]> {
  if (rows.length === 0) return [];
  const candidateIds = [...new Set(rows.flatMap((row) => (row.candidateId ? [row.candidateId] : [])))];
  const worksiteIds = [...new Set(rows.flatMap((row) => (row.worksiteId ? [row.worksiteId] : [])))];
  const [candidates, sites, hires] = await Promise.all([
    candidateIds.length
      ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, candidateIds))
      : [],
    worksiteIds.length
      ? db.select({ id: worksites.id, name: worksites.name, city: worksites.city, country: worksites.country }).from(worksites).where(inArray(worksites.id, worksiteIds))
      : [],
    hiresOf(db, candidateIds),
  ]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    candidate: candidates.find((c) => c.id === row.candidateId) ?? null,
    worksite: sites.find((s) => s.id === row.worksiteId) ?? null,
    // Only a member's hire is the BPO's business.
    hire: row.status === 'member' && row.candidateId ? (hires.get(row.candidateId) ?? null) : null,
    invited_at: iso(row.invitedAt),
    answered_at: row.answeredAt ? iso(row.answeredAt) : null,
  }));
}

export async function toMember(db: Queryable, row: MemberRow): Promise<Schema<'BpoMember'>> {
  const [view] = await toMembers(db, [row]);
  return view!;
}
