import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { applications, candidateProfiles, jobs, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { prepared, shapeName } from '../db/prepared.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { latestInterview, latestOffer, toInterviewBrief, toOfferBrief } from './briefs.js';
import { employerRefColumns, jobRefColumns, nameColumns, profileColumns } from './read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import { toCandidateSummary, toEmployerRef, toJobRef } from '../views/refs.js';
import type { Queryable } from './pipeline-records.js';

type ApplicationStatus = Schema<'ApplicationStatus'>;

export interface ApplicantFilter {
  employerId: string;
  applicationId?: string;
  jobId?: string;
  status?: ApplicationStatus;
  q?: string;
}

const applicationColumns = {
  id: applications.id,
  candidateId: applications.candidateId,
  status: applications.status,
  source: applications.source,
  note: applications.note,
  invitationMessage: applications.invitationMessage,
  rejectionReason: applications.rejectionReason,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

// Latest change first. The tie-break follows the indexes (`updated_at desc, id`), so that a
// page is read straight off `applications_employer_idx` / `applications_job_status_idx`
// even when a bulk import gave a million rows the same timestamp.
const latestFirst = [newestFirst(applications.updatedAt), asc(applications.id)];

/**
 * The page query for one shape of filter (which of job, status, search words and a single
 * application are given), prepared once per shape: every value is a parameter. The page is
 * cut first, off the ids alone (an index-only scan of `applications_employer_idx` or its
 * status sibling), so that the rows an OFFSET skips cost no lookup; then each of its rows gets
 * its job, candidate, and latest interview and offer, all in this one statement.
 */
function applicantsPage(db: Queryable, shape: { job: boolean; status: boolean; words: boolean; one: boolean }) {
  return prepared(db, shapeName('applicants_page', shape), (db, name) => {
    const listed = db.select({ id: applications.id }).from(applications).$dynamic();
    const searched = shape.words ? listed.innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId)) : listed;
    const page = searched
      .where(
        and(
          eq(applications.employerId, sql.placeholder('employerId')),
          shape.one ? eq(applications.id, sql.placeholder('applicationId')) : undefined,
          shape.job ? eq(applications.jobId, sql.placeholder('jobId')) : undefined,
          shape.status ? eq(applications.status, sql.placeholder('status')) : undefined,
          shape.words ? sql`${candidateProfiles.search} @@ to_tsquery('simple', ${sql.placeholder('words')})` : undefined,
        ),
      )
      .orderBy(...latestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const interview = latestInterview(db, applications.id);
    const offer = latestOffer(db, applications.id);
    return db
      .select({
        application: applicationColumns,
        job: jobRefColumns,
        profile: profileColumns,
        name: nameColumns,
        interview: interview.fields,
        offer: offer.fields,
      })
      .from(page)
      .innerJoin(applications, eq(applications.id, page.id))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .leftJoinLateral(interview.subquery, sql`true`)
      .leftJoinLateral(offer.subquery, sql`true`)
      .orderBy(...latestFirst)
      .prepare(name);
  });
}

/** An employer's applicants, one page, with each one's latest interview and offer. */
export async function findApplicants(db: Queryable, f: ApplicantFilter, page = 1, pageSize = 20) {
  const words = toPrefixQuery(f.q);
  const shape = { job: !!f.jobId, status: !!f.status, words: !!words, one: !!f.applicationId };
  const rows = await applicantsPage(db, shape).execute({
    employerId: f.employerId,
    applicationId: f.applicationId,
    jobId: f.jobId,
    status: f.status,
    words,
    ...pageWindow(page, pageSize),
  });
  const { items, ...rest } = pageOf(rows, page, pageSize);
  const applicants = items.map(({ application: a, job, profile, name, interview, offer }): Schema<'Applicant'> => ({
    id: a.id,
    status: a.status,
    source: a.source,
    ...present('note', a.note),
    ...present('rejection_reason', a.rejectionReason),
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    job: toJobRef(job),
    candidate: toCandidateSummary(profile, name),
    ...present('interview', toInterviewBrief(interview)),
    ...present('offer', toOfferBrief(offer)),
  }));
  return { applicants, ...rest };
}

export async function applicantById(db: Queryable, employerId: string, applicationId: string): Promise<Schema<'Applicant'>> {
  const { applicants } = await findApplicants(db, { employerId, applicationId }, 1, 1);
  return applicants[0]!;
}

/** A candidate's applications and invitations, one page. */
export async function findMyApplications(
  db: Queryable,
  f: { candidateId: string; applicationId?: string; status?: ApplicationStatus },
  page = 1,
  pageSize = 20,
) {
  const conditions: SQL[] = [eq(applications.candidateId, f.candidateId)];
  if (f.applicationId) conditions.push(eq(applications.id, f.applicationId));
  if (f.status) conditions.push(eq(applications.status, f.status));
  const { limit, offset } = pageWindow(page, pageSize);
  // A candidate has a few dozen applications at most: the page needs no cutting before its joins.
  const interview = latestInterview(db, applications.id);
  const offer = latestOffer(db, applications.id);
  const rows = await db
    .select({ application: applicationColumns, job: jobRefColumns, employer: employerRefColumns, interview: interview.fields, offer: offer.fields })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.employerId))
    .leftJoinLateral(interview.subquery, sql`true`)
    .leftJoinLateral(offer.subquery, sql`true`)
    .where(and(...conditions))
    .orderBy(...latestFirst)
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  const list = items.map(({ application: a, job, employer, interview, offer }): Schema<'CandidateApplication'> => ({
    id: a.id,
    status: a.status,
    source: a.source,
    ...present('note', a.note),
    ...present('invitation_message', a.invitationMessage),
    created_at: iso(a.createdAt),
    updated_at: iso(a.updatedAt),
    job: toJobRef(job),
    employer: toEmployerRef(employer),
    ...present('interview', toInterviewBrief(interview)),
    ...present('offer', toOfferBrief(offer)),
  }));
  return { applications: list, ...rest };
}

export async function myApplicationById(db: Queryable, candidateId: string, applicationId: string): Promise<Schema<'CandidateApplication'>> {
  const { applications: list } = await findMyApplications(db, { candidateId, applicationId }, 1, 1);
  return list[0]!;
}
