import { and, arrayContains, asc, desc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { Handlers, Schema } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { applications, candidateProfiles, candidateRequests, jobs, users } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { enforceLimit, limits } from '../auth/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { asLocale } from '../i18n.js';
import { toCandidateSummary, toJobRef } from '../hiring/views.js';
import { educationOf, ensureCandidateProfile, isComplete } from '../hiring/candidate-profiles.js';
import { cleanSkills, cleanText, skillsFilter, throwIfAny } from '../hiring/clean-input.js';
import { hourlyRateRange, industryOf, monthlySalaryRange } from '../../src/shared/job-roles.js';
import { serviceFeeCents } from '../../src/shared/fees.js';

type CandidateOps =
  | 'searchCandidates'
  | 'getCandidateProfile'
  | 'getMyCandidateProfile'
  | 'updateMyCandidateProfile'
  | 'getRateCard'
  | 'requestCandidate';

// Everything but the search vector, which only the database reads.
const { search: _search, ...profileColumns } = getTableColumns(candidateProfiles);
type ProfileRow = Omit<typeof candidateProfiles.$inferSelect, 'search'>;
type UserRow = typeof users.$inferSelect;

function toOwnProfile(p: ProfileRow, user: UserRow): Schema<'CandidateProfile'> {
  return {
    ...toCandidateSummary(p, user),
    bio: p.bio,
    education: educationOf(user),
    email: user.email,
    complete: p.complete,
    updated_at: p.updatedAt.toISOString(),
  };
}

export function candidateHandlers({ db }: Deps): Pick<Handlers, CandidateOps> {
  return {
    async searchCandidates(request, reply) {
      const { q, role, skills, experience_level, max_monthly_rate_cents, availability, country, page = 1, page_size = 20 } = request.query;
      const { limit, offset } = pageWindow(page, page_size);
      // A literal, not a parameter, so the planner can match the partial indexes on listed profiles.
      const conditions: SQL[] = [sql`${candidateProfiles.complete}`];
      if (role) conditions.push(eq(candidateProfiles.role, role));
      if (country) conditions.push(eq(candidateProfiles.country, country));
      if (experience_level) conditions.push(eq(candidateProfiles.experienceLevel, experience_level));
      if (availability) conditions.push(eq(candidateProfiles.availability, availability));
      if (max_monthly_rate_cents !== undefined) conditions.push(lte(candidateProfiles.monthlyRateCents, max_monthly_rate_cents));
      // Whole skills, exactly as the candidates typed them (trimmed): what the GIN index can answer.
      const wanted = skillsFilter(skills);
      if (wanted.length) conditions.push(arrayContains(candidateProfiles.skills, wanted));
      const tsquery = toPrefixQuery(q);
      if (tsquery) conditions.push(sql`${candidateProfiles.search} @@ to_tsquery('simple', ${tsquery})`);
      // Engaged candidates stay listed (flagged), since a fractional job can sit beside a contract.
      // The order is exactly that of candidates_listed_idx (and its role and country siblings). The page is
      // cut before the names are joined, so the rows an OFFSET skips cost no lookup in users.
      const listed = db
        .select({ userId: candidateProfiles.userId })
        .from(candidateProfiles)
        .where(and(...conditions))
        .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId))
        .limit(limit)
        .offset(offset)
        .as('listed');
      const rows = await db
        .select({ ...profileColumns, firstname: users.firstname, lastname: users.lastname })
        .from(listed)
        .innerJoin(candidateProfiles, eq(candidateProfiles.userId, listed.userId))
        .innerJoin(users, eq(users.id, listed.userId))
        .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId));
      const { items, ...rest } = pageOf(rows, page, page_size);
      return reply.code(200).send({ candidates: items.map((row) => toCandidateSummary(row, row)), ...rest });
    },

    async getCandidateProfile(request, reply) {
      const employerId = request.auth!.user.id;
      const [row] = await db
        .select({ profile: profileColumns, user: users })
        .from(candidateProfiles)
        .innerJoin(users, eq(users.id, candidateProfiles.userId))
        .where(eq(candidateProfiles.userId, request.params.id));
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      const mine = await db
        .select({ id: applications.id, status: applications.status, job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status } })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(eq(applications.candidateId, row.user.id), eq(applications.employerId, employerId)))
        .orderBy(desc(applications.updatedAt), asc(applications.id));
      // An unlisted profile is shown only to the employers it applied to or was invited by.
      if (!row.profile.complete && mine.length === 0) throw new ApiError(404, 'NOT_FOUND');
      return reply.code(200).send({
        ...toCandidateSummary(row.profile, row.user),
        bio: row.profile.bio,
        education: educationOf(row.user),
        joined_at: row.user.createdAt.toISOString(),
        applications: mine.map((a) => ({ id: a.id, status: a.status, job: toJobRef(a.job) })),
      });
    },

    async getMyCandidateProfile(request, reply) {
      const user = request.auth!.user;
      return reply.code(200).send(toOwnProfile(await ensureCandidateProfile(db, user), user));
    },

    async updateMyCandidateProfile(request, reply) {
      const user = request.auth!.user;
      const body = request.body;
      const fields: Record<string, FieldProblem> = {};
      const headline = cleanText(fields, 'headline', body.headline);
      const bio = cleanText(fields, 'bio', body.bio);
      const skills = cleanSkills(fields, 'skills', body.skills);
      throwIfAny(fields);
      await ensureCandidateProfile(db, user);
      const values = {
        // The copies kept for search follow the account.
        fullName: `${user.firstname} ${user.lastname}`,
        country: user.country,
        headline,
        bio,
        role: body.role ?? null,
        // Without a role the industry given at sign-up stays.
        ...(body.role ? { industry: industryOf(body.role) } : {}),
        experienceLevel: body.experience_level ?? null,
        yearsExperience: body.years_experience,
        monthlyRateCents: body.monthly_rate_cents ?? null,
        availability: body.availability,
        skills,
      };
      const [profile] = await db
        .update(candidateProfiles)
        .set({ ...values, complete: isComplete(values), updatedAt: sql`now()` })
        .where(eq(candidateProfiles.userId, user.id))
        .returning();
      return reply.code(200).send(toOwnProfile(profile!, user));
    },

    async getRateCard(request, reply) {
      const { role, experience_level } = request.body;
      return reply.code(200).send({
        role,
        industry: industryOf(role),
        experience_level,
        currency: 'USD',
        monthly_salary_cents: monthlySalaryRange(role, experience_level),
        hourly_rate_cents: hourlyRateRange(role, experience_level),
        service_fee_cents: serviceFeeCents(experience_level),
      });
    },

    async requestCandidate(request, reply) {
      const user = request.auth!.user;
      const body = request.body;
      await enforceLimit(db, `candidate-request:${user.id}`, limits.candidateRequestsPerEmployer);
      const receipt = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(candidateRequests)
          .values({
            employerId: user.id,
            role: body.role,
            experienceLevel: body.experience_level,
            hireType: body.hire_type,
            headcount: body.headcount,
            startDate: body.start_date ?? null,
            details: body.details?.trim() || null,
          })
          .returning({ id: candidateRequests.id, createdAt: candidateRequests.createdAt });
        await enqueueMail(tx, user.email, { template: 'candidate_request_received', name: user.firstname, headcount: body.headcount }, asLocale(user.locale));
        return row!;
      });
      return reply.code(201).send({ id: receipt.id, created_at: receipt.createdAt.toISOString() });
    },
  };
}
