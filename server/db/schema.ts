import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', {
      enum: ['employer', 'candidate', 'agent', 'business_agent', 'bpo', 'saa', 'ba', 'admin'],
    }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    callMeBy: text('call_me_by'),
    country: text('country').notNull(),
    phoneNumber: text('phone_number'),
    locale: text('locale', { enum: ['en', 'fr', 'es', 'zh'] }).notNull().default('en'),
    // The IANA zone the user's browser last reported; null until it has.
    timezone: text('timezone'),
    companyName: text('company_name'),
    // Consent to product news and tips, asked at sign-up; the mail category `news` (server/mail/categories.ts).
    sendMails: boolean('send_mails').notNull().default(true),
    // The other mail categories a user may turn off, by name; a category not here is on (server/mail/categories.ts).
    mailPreferences: jsonb('mail_preferences').$type<Partial<Record<'hiring_updates' | 'work_updates' | 'messages', boolean>>>().notNull().default({}),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // Role-specific sign-up answers (degree, industries, headcount, ...): read whole, never queried by field.
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // Public id shown on the security page; the secret cookie value is only stored hashed.
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    xsrfHash: text('xsrf_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_active_idx').on(t.userId, t.createdAt),
  ],
);

/*
 * Two-factor sign-in (docs/product.md, "Accounts"; server/auth/two-factor.ts). One row per account
 * that has set it up: `secret` once it is on, `pendingSecret` while the first code is awaited.
 * `lastUsedStep` is the 30-second step of the last code accepted, so a code works once.
 */
export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** The ten recovery codes, kept hashed; each is used once (`usedAt`), and a renewal replaces them all. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its second step: no session exists until the
 * code is given. The browser holds the token (an HTTP-only cookie); we keep its hash.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_hash_idx').on(t.tokenHash)],
);

/** A browser that skips the second step until `expiresAt` (its cookie's token, hashed). */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('remembered_devices_token_hash_idx').on(t.tokenHash), index('remembered_devices_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
    // The address a `change_email` link moves the account to (server/account/email-change.ts).
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

// Fixed-window counters shared by every server instance (see docs/decisions/004-rate-limits-in-the-database.md).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Full-text search vector; filled by a generated column, queried with `@@ websearch_to_tsquery('simple', ...)`.
 * `skills_text` (created in migration 0001) is array_to_string declared immutable, as a generated column requires.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobStatuses = ['draft', 'open', 'closed'] as const;
export const hireTypes = ['full_time', 'fractional'] as const;
export const experienceLevels = ['entry', 'intermediate', 'expert'] as const;
export const applicationStatuses = ['invited', 'applied', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export const interviewStatuses = ['proposed', 'accepted', 'declined', 'reschedule_requested', 'cancelled'] as const;
export const offerStatuses = ['pending', 'awaiting_payment', 'declined', 'expired', 'withdrawn', 'hired', 'ended'] as const;
export const availabilities = ['immediately', 'two_weeks', 'one_month', 'not_available'] as const;

export type WorkScheduleRow = {
  work_days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[];
  start_time: string;
  end_time: string;
  timezone: string;
  hours_per_week: number;
};

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    role: text('role').notNull(),
    industry: text('industry').notNull(),
    hireType: text('hire_type', { enum: hireTypes }).notNull(),
    experienceLevel: text('experience_level', { enum: experienceLevels }).notNull(),
    // A monthly salary for full-time jobs, an hourly rate for fractional ones.
    payCents: integer('pay_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    hoursPerWeek: integer('hours_per_week').notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    country: text('country'),
    status: text('status', { enum: jobStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, title || ' ' || role || ' ' || skills_text(skills))`,
      ),
  },
  (t) => [
    index('jobs_employer_idx').on(t.employerId, t.createdAt.desc(), t.id),
    index('jobs_employer_status_idx').on(t.employerId, t.status, t.createdAt.desc(), t.id),
    // The public board only ever reads open jobs, newest first.
    index('jobs_open_idx').on(t.publishedAt.desc(), t.id).where(sql`${t.status} = 'open'`),
    index('jobs_open_role_idx').on(t.role, t.publishedAt.desc(), t.id).where(sql`${t.status} = 'open'`),
    index('jobs_open_industry_idx').on(t.industry, t.publishedAt.desc(), t.id).where(sql`${t.status} = 'open'`),
    index('jobs_open_search_idx').using('gin', t.search).where(sql`${t.status} = 'open'`),
  ],
);

/** A candidate's searchable profile; created with the account, completed on /profile. */
/** The items of a candidate profile's sections, as the contract writes them (openapi/components/schemas/candidates.yaml). */
export interface WorkHistoryItem {
  employer: string;
  role: string;
  start_month: string;
  end_month?: string;
  description: string;
}
export interface EducationItem {
  institution: string;
  degree: string;
  field_of_study?: string;
  start_year?: number;
  end_year?: number;
}
export interface LanguageItem {
  language: string;
  level: string;
}
export interface SkillYearsItem {
  name: string;
  years: number;
}
export type ProfileLinkKind = 'portfolio' | 'linkedin' | 'github' | 'website';

export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Copies of the account's name and country, so a search never joins users.
    fullName: text('full_name').notNull(),
    country: text('country').notNull(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    role: text('role'),
    industry: text('industry'),
    experienceLevel: text('experience_level', { enum: experienceLevels }),
    yearsExperience: integer('years_experience').notNull().default(0),
    monthlyRateCents: integer('monthly_rate_cents'),
    availability: text('availability', { enum: availabilities }).notNull().default('immediately'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    // Only complete profiles are searchable; engaged = on an active contract.
    complete: boolean('complete').notNull().default(false),
    engaged: boolean('engaged').notNull().default(false),
    // Vetted by the platform (server/vetting/review.ts): shown as a badge wherever employers see the candidate.
    vetted: boolean('vetted').notNull().default(false),
    // The profile's sections (server/candidates/profile-sections.ts). Each is written whole and read whole
    // with the profile, never queried by item, so jsonb columns rather than child tables: one row per
    // candidate for the view and the search, one UPDATE per section. What search filters on is kept in
    // plain columns beside them: `skills` (names of skill_years), `language_levels` and the work hours.
    workHistory: jsonb('work_history').$type<WorkHistoryItem[]>().notNull().default([]),
    education: jsonb('education').$type<EducationItem[]>().notNull().default([]),
    languages: jsonb('languages').$type<LanguageItem[]>().notNull().default([]),
    skillYears: jsonb('skill_years').$type<SkillYearsItem[]>().notNull().default([]),
    links: jsonb('links').$type<Partial<Record<ProfileLinkKind, string>>>().notNull().default({}),
    // Every "code:level" a candidate meets ('es:A1'…'es:B2' for B2 Spanish), so "Spanish, B2 or better" is one GIN lookup.
    languageLevels: text('language_levels').array().notNull().default(sql`'{}'::text[]`),
    // Working hours on the candidate's clock, minutes after midnight (an end before the start runs past midnight); all null or all set.
    workTimezone: text('work_timezone'),
    workStartMinute: integer('work_start_minute'),
    workEndMinute: integer('work_end_minute'),
    workDays: text('work_days').array(),
    // The text of the CV (server/candidates/cv-text.ts), searched with the rest.
    cvText: text('cv_text').notNull().default(''),
    updatedAt: updatedAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, full_name || ' ' || headline || ' ' || coalesce(role, '') || ' ' || skills_text(skills) || ' ' || cv_text)`,
      ),
  },
  (t) => [
    index('candidates_listed_idx').on(t.updatedAt.desc(), t.userId).where(sql`${t.complete}`),
    index('candidates_role_idx').on(t.role, t.updatedAt.desc(), t.userId).where(sql`${t.complete}`),
    index('candidates_country_idx').on(t.country, t.updatedAt.desc(), t.userId).where(sql`${t.complete}`),
    index('candidates_skills_idx').using('gin', t.skills).where(sql`${t.complete}`),
    index('candidates_languages_idx').using('gin', t.languageLevels).where(sql`${t.complete}`),
    check(
      'candidates_work_hours_whole',
      sql`(${t.workTimezone} is null) = (${t.workStartMinute} is null) and (${t.workTimezone} is null) = (${t.workEndMinute} is null) and (${t.workTimezone} is null) = (${t.workDays} is null)`,
    ),
    // Not partial: applicant lists search their candidates whether or not the profile is complete.
    index('candidates_search_idx').using('gin', t.search),
  ],
);

export const candidateProfileFileKinds = ['photo', 'cv'] as const;

/** A candidate's photo and CV (server/candidates/profile-files.ts): one of each kind at most. */
export const candidateProfileFiles = pgTable(
  'candidate_profile_files',
  {
    userId: userRef('user_id'),
    kind: text('kind', { enum: candidateProfileFileKinds }).notNull(),
    /** Where the bytes are (server/storage/file-store.ts); never shown. */
    fileKey: text('file_key').notNull(),
    /** The name it is shown and downloaded under (server/uploads/file-name.ts). */
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    // Copied from the job so that an employer's lists read one index.
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    status: text('status', { enum: applicationStatuses }).notNull(),
    source: text('source', { enum: ['applied', 'invited'] }).notNull(),
    note: text('note'),
    invitationMessage: text('invitation_message'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_idx').on(t.jobId, t.candidateId),
    index('applications_employer_idx').on(t.employerId, t.updatedAt.desc(), t.id),
    index('applications_employer_status_idx').on(t.employerId, t.status, t.updatedAt.desc(), t.id),
    index('applications_job_idx').on(t.jobId, t.updatedAt.desc(), t.id),
    index('applications_job_status_idx').on(t.jobId, t.status, t.updatedAt.desc(), t.id),
    index('applications_candidate_idx').on(t.candidateId, t.updatedAt.desc(), t.id),
  ],
);

/**
 * How many applications each employer has in each status, kept by statement triggers on
 * `applications` (migration 0006_application_counts.sql), so that the dashboard reads a few
 * rows instead of counting an employer's tens of thousands of applications on every visit.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    employerId: uuid('employer_id').notNull(),
    status: text('status', { enum: applicationStatuses }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.status] })],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    status: text('status', { enum: interviewStatuses }).notNull().default('proposed'),
    proposedTimes: jsonb('proposed_times').$type<string[]>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull(),
    meetingUrl: text('meeting_url'),
    message: text('message'),
    candidateNote: text('candidate_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt.desc()),
    index('interviews_employer_idx').on(t.employerId, t.updatedAt.desc(), t.id),
    index('interviews_candidate_idx').on(t.candidateId, t.updatedAt.desc(), t.id),
    // The dashboard's counts of interviews to attend or to move, without reading the past ones.
    index('interviews_employer_open_idx')
      .on(t.employerId, t.status, t.scheduledAt)
      .where(sql`${t.status} in ('accepted', 'reschedule_requested')`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    contractType: text('contract_type', { enum: hireTypes }).notNull(),
    experienceLevel: text('experience_level', { enum: experienceLevels }).notNull(),
    payCents: integer('pay_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    includeInsurance: boolean('include_insurance').notNull(),
    includeHealthcare: boolean('include_healthcare').notNull(),
    secureCloudComputing: boolean('secure_cloud_computing').notNull(),
    startDate: date('start_date').notNull(),
    schedule: jsonb('schedule').$type<WorkScheduleRow>().notNull(),
    /**
     * A fractional offer's hours a month, the range it is billed within (docs/product.md,
     * "Fractional hire"); null for full time. Changes after the hire are `fractional_hour_ranges`.
     */
    hoursMin: integer('hours_min'),
    hoursMax: integer('hours_max'),
    message: text('message'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    declineComment: text('decline_comment'),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** The day billing began (start date, or the checkout day if later); its month was paid at checkout. */
    billingStartDate: date('billing_start_date'),
    /** The grant that pays part of this hire's fees every month while it runs. */
    grantId: uuid('grant_id').references((): AnyPgColumn => grants.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open offer per candidate per job, even when two requests race.
    uniqueIndex('offers_one_open_idx')
      .on(t.applicationId)
      .where(sql`${t.status} in ('pending', 'awaiting_payment', 'hired')`),
    index('offers_employer_idx').on(t.employerId, t.updatedAt.desc(), t.id),
    index('offers_candidate_idx').on(t.candidateId, t.updatedAt.desc(), t.id),
    index('offers_staff_idx').on(t.employerId, t.hiredAt.desc(), t.id).where(sql`${t.hiredAt} is not null`),
    // The latest offer of each application on a page of applicants.
    index('offers_application_idx').on(t.applicationId, t.sentAt.desc()),
    index('offers_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The dashboard's counts of offers by status, read off the index alone.
    index('offers_employer_status_idx').on(t.employerId, t.status, t.expiresAt),
    check(
      'offers_hours_range_check',
      sql`(${t.contractType} = 'full_time' and ${t.hoursMin} is null and ${t.hoursMax} is null) or (${t.contractType} = 'fractional' and ${t.hoursMin} is not null and ${t.hoursMax} is not null and ${t.hoursMin} >= 1 and ${t.hoursMin} <= ${t.hoursMax})`,
    ),
  ],
);

/** What the other side did, for the dashboards; one row per recipient. */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    type: text('type').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    counterpart: text('counterpart').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_user_idx').on(t.userId, t.createdAt.desc())],
);

/** "Find me someone": requests for our team to source candidates. */
export const candidateRequests = pgTable(
  'candidate_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    role: text('role').notNull(),
    experienceLevel: text('experience_level', { enum: experienceLevels }).notNull(),
    hireType: text('hire_type', { enum: hireTypes }).notNull(),
    headcount: integer('headcount').notNull(),
    startDate: date('start_date'),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_requests_employer_idx').on(t.employerId, t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------
// Checkout and billing (issue 4). Money is integer cents; the card provider holds card data.

export const paymentKinds = ['hire', 'monthly'] as const;
export const paymentStatuses = ['processing', 'requires_action', 'succeeded', 'failed', 'void'] as const;
export const attemptStatuses = ['processing', 'requires_action', 'succeeded', 'failed'] as const;
export const subscriptionStatuses = ['active', 'past_due', 'cancelled'] as const;

/** One row per employer: the provider's customer, invoice details, the agreements accepted. */
export const billingAccounts = pgTable('billing_accounts', {
  employerId: uuid('employer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').unique(),
  billingName: text('billing_name').notNull().default(''),
  billingAddress: text('billing_address').notNull().default(''),
  mcc: text('mcc'),
  platformAgreementType: text('platform_agreement_type', { enum: ['standard'] }),
  platformAgreementVersion: text('platform_agreement_version'),
  platformAgreementAcceptedAt: timestamp('platform_agreement_accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The master service agreement; pending until the employer accepts it, then active. */
export const msas = pgTable('msas', {
  id: uuid('id').primaryKey().defaultRandom(),
  employerId: uuid('employer_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'active'] }).notNull().default('pending'),
  contractType: text('contract_type', { enum: hireTypes }).notNull().default('full_time'),
  version: text('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Saved cards: the provider's id and what may be shown, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    employerId: userRef('employer_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_employer_idx').on(t.employerId, t.createdAt.desc()),
    uniqueIndex('payment_methods_one_default_idx').on(t.employerId).where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/** The monthly platform subscription of an employer with staff; one row per employer, reused. */
export const platformSubscriptions = pgTable(
  'platform_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('active'),
    feeCents: integer('fee_cents').notNull(),
    nextBillDate: date('next_bill_date').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('platform_subscriptions_due_idx').on(t.nextBillDate).where(sql`${t.status} <> 'cancelled'`)],
);

export const coupons = pgTable('coupons', {
  /** Stored upper-case; looked up upper-cased. */
  code: text('code').primaryKey(),
  type: text('type', { enum: ['percent', 'fixed'] }).notNull(),
  amount: integer('amount').notNull(),
  scope: text('scope', { enum: ['standard', 'fractional'] }).notNull().default('standard'),
  expiresOn: date('expires_on'),
  maxUses: integer('max_uses'),
  used: integer('used').notNull().default(0),
  createdAt: createdAt(),
});

/** Approved grants pay a share of the setup and service fees of up to `hires` hires. */
export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    name: text('name').notNull(),
    percent: integer('percent').notNull(),
    hires: integer('hires').notNull(),
    hiresUsed: integer('hires_used').notNull().default(0),
    expiresOn: date('expires_on'),
    createdAt: createdAt(),
  },
  (t) => [index('grants_employer_idx').on(t.employerId)],
);

/**
 * What is owed: a checkout of accepted offers (`hire`) or a month of active staff
 * (`monthly`). Amounts are fixed when the row is made; attempts to collect them are
 * `payment_attempts`. `(employer_id, idempotency_key)` makes a resubmitted checkout the
 * same payment; `(subscription_id, period_start)` makes a month billed once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('processing'),
    idempotencyKey: text('idempotency_key').notNull(),
    offerIds: uuid('offer_ids').array().notNull().default(sql`'{}'::uuid[]`),
    subscriptionId: uuid('subscription_id').references(() => platformSubscriptions.id, { onDelete: 'set null' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    couponCode: text('coupon_code'),
    grantId: uuid('grant_id').references(() => grants.id, { onDelete: 'set null' }),
    /** Invoice lines as priced when the payment was made (InvoiceLine of the contract). */
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    cardFeeCents: integer('card_fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    paymentMethodId: text('payment_method_id'),
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.employerId, t.idempotencyKey),
    uniqueIndex('payments_one_month_idx').on(t.subscriptionId, t.periodStart).where(sql`${t.kind} = 'monthly'`),
    index('payments_employer_idx').on(t.employerId, t.createdAt.desc(), t.id),
    index('payments_paid_idx').on(t.employerId, t.paidAt.desc(), t.id).where(sql`${t.status} = 'succeeded'`),
    index('payments_failed_idx').on(t.employerId, t.updatedAt.desc()).where(sql`${t.status} = 'failed'`),
    index('payments_offers_idx').using('gin', t.offerIds),
  ],
);

/**
 * Each call to the card provider. The attempt's id is the provider's idempotency key, so
 * an attempt left `processing` by a crash is replayed at start with the same key: the
 * provider answers the original charge instead of making a second one.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The key the app sent for this try; a resent try answers the same attempt. */
    requestKey: text('request_key').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    /** Charged with nobody present (the monthly run); a replay must ask exactly as the first try did. */
    offSession: boolean('off_session').notNull().default(false),
    status: text('status', { enum: attemptStatuses }).notNull().default('processing'),
    providerPaymentId: text('provider_payment_id'),
    clientSecret: text('client_secret'),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_request_idx').on(t.paymentId, t.requestKey),
    index('payment_attempts_open_idx').on(t.createdAt).where(sql`${t.status} in ('processing', 'requires_action')`),
    uniqueIndex('payment_attempts_provider_idx').on(t.providerPaymentId),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** INV-<year>-<sequence>, from the invoice_number_seq sequence. */
    number: text('number').notNull().unique(),
    employerId: userRef('employer_id'),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    billingName: text('billing_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    companyName: text('company_name'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_employer_idx').on(t.employerId, t.issuedAt.desc())],
);

/** Provider events already handled; the primary key makes a redelivered event a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lease that lets one server instance at a time run a background job (the monthly
 * billing run). A row lock would not outlive its transaction, and an advisory lock is
 * tied to one pooled connection; a lease with an expiry survives both and a dead holder.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The day a billing job (the monthly run) was last made as of, one row per job. Billing's
 * clock moves only forward, as the real one does: a run is never made as of an earlier
 * day, even after the dev route moved it ahead.
 */
export const billingRuns = pgTable('billing_runs', {
  name: text('name').primaryKey(),
  lastDate: date('last_date').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// The embedded card sandbox's own records: what Stripe would hold in test mode.
export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  /** succeed | decline | insufficient_funds | authenticate, from the test card's number. */
  behaviour: text('behaviour').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  customerId: text('customer_id'),
  createdAt: createdAt(),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  cardId: text('card_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** succeeded | failed | requires_action | authentication_failed */
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  createdAt: createdAt(),
});

// The public site's forms. Each keeps a reference quoted in its confirmation mail, and the
// language it was written in, so that our answer comes in the same one.

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

export const demoBookings = pgTable('demo_bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  // Unique: a slot is booked once, even by two visitors pressing at the same moment.
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  teamSize: text('team_size').notNull(),
  notes: text('notes'),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

export const privacyInquiries = pgTable(
  'privacy_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** Set when a signed-in user asked; the answer goes to the account's address. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    details: text('details').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_inquiries_email_idx').on(t.email)],
);

export const personalDataRequests = pgTable('personal_data_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef('user_id'),
  createdAt: createdAt(),
});

export const grantApplications = pgTable(
  'grant_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    organisationName: text('organisation_name').notNull(),
    organisationType: text('organisation_type').notNull(),
    country: text('country').notNull(),
    employees: text('employees').notNull(),
    hiresPlanned: integer('hires_planned').notNull(),
    reason: text('reason').notNull(),
    locale: text('locale').notNull(),
    /** submitted | approved | rejected */
    status: text('status').notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    grantId: uuid('grant_id').references(() => grants.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('grant_applications_employer_idx').on(t.employerId, t.submittedAt.desc()),
    index('grant_applications_review_idx').on(t.status, t.submittedAt),
    // One application waits for review at a time, even when two are sent at once.
    uniqueIndex('grant_applications_one_pending_idx').on(t.employerId).where(sql`${t.status} = 'submitted'`),
  ],
);

/** A price estimate saved from the calculator: its lines and the totals computed when it was saved. */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    name: text('name').notNull(),
    lines: jsonb('lines').notNull(),
    totals: jsonb('totals').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('estimates_employer_idx').on(t.employerId, t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------
// Staff at work (issue 15): attendance, end-of-day reports and time off of a hire. Every row
// names the hire (`offer_id`) and, for ownership filters and indexes, its employer and staff
// member. Instants are UTC; `work_date` and leave dates are days of the staff member's
// calendar (the time zone of the hire's schedule). Attendance is the one record of worked hours.

export const timeOffKinds = ['vacation', 'sick', 'personal', 'public_holiday'] as const;
export const partsOfDay = ['full', 'morning', 'afternoon'] as const;
export const timeOffStatuses = ['requested', 'approved', 'declined', 'cancelled'] as const;
export const correctionStatuses = ['pending', 'approved', 'declined', 'cancelled'] as const;

const hireRef = () =>
  uuid('offer_id')
    .notNull()
    .references(() => offers.id, { onDelete: 'cascade' });

/** From clock-in to clock-out; `clock_out_at` null while it is open (one open session a staff member). */
export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: hireRef(),
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    workDate: date('work_date').notNull(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    /** The staff member forgot to clock out; housekeeping closed it at the scheduled end. */
    autoClosed: boolean('auto_closed').notNull().default(false),
    /** The times come from an approved correction (the change is in `attendance_changes`). */
    corrected: boolean('corrected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_one_open_idx').on(t.candidateId).where(sql`${t.clockOutAt} is null`),
    index('attendance_candidate_day_idx').on(t.candidateId, t.workDate),
    index('attendance_employer_day_idx').on(t.employerId, t.candidateId, t.workDate),
  ],
);

export const attendanceBreaks = pgTable(
  'attendance_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [
    index('attendance_breaks_session_idx').on(t.sessionId, t.startAt),
    uniqueIndex('attendance_breaks_one_open_idx').on(t.sessionId).where(sql`${t.endAt} is null`),
  ],
);

/** A staff member's request to fix a day's times; never applied without the employer's approval. */
export const attendanceCorrections = pgTable(
  'attendance_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: hireRef(),
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    sessionId: uuid('session_id').references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    workDate: date('work_date').notNull(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: correctionStatuses }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_corrections_day_idx').on(t.employerId, t.candidateId, t.workDate),
    uniqueIndex('attendance_corrections_one_pending_idx').on(t.sessionId).where(sql`${t.status} = 'pending'`),
  ],
);

/** The record of what changed in attendance: who, when, the times before and after. */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    /** auto_closed | correction_approved | contract_ended */
    kind: text('kind').notNull(),
    correctionId: uuid('correction_id').references(() => attendanceCorrections.id, { onDelete: 'set null' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attendance_changes_session_idx').on(t.sessionId, t.createdAt)],
);

/** One end-of-day report per hire and working day. */
export const eodReports = pgTable(
  'eod_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: hireRef(),
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    workDate: date('work_date').notNull(),
    done: text('done').notNull(),
    blockers: text('blockers').notNull().default(''),
    plan: text('plan').notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('eod_reports_one_a_day_idx').on(t.offerId, t.workDate),
    index('eod_reports_employer_idx').on(t.employerId, t.candidateId, t.workDate.desc()),
    index('eod_reports_candidate_idx').on(t.candidateId, t.workDate.desc()),
  ],
);

export const eodReportComments = pgTable(
  'eod_report_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => eodReports.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('eod_report_comments_report_idx').on(t.reportId, t.createdAt)],
);

export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: hireRef(),
    employerId: userRef('employer_id'),
    candidateId: userRef('candidate_id'),
    kind: text('kind', { enum: timeOffKinds }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    partOfDay: text('part_of_day', { enum: partsOfDay }).notNull().default('full'),
    /** Working days taken, in halves (a day and a half = 3), so that sums stay exact. */
    halfDays: integer('half_days').notNull(),
    note: text('note'),
    status: text('status', { enum: timeOffStatuses }).notNull().default('requested'),
    acceptedDate: date('accepted_date'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_off_employer_idx').on(t.employerId, t.candidateId, t.startDate.desc()),
    index('time_off_candidate_idx').on(t.candidateId, t.startDate.desc()),
  ],
);

/** Days a year each kind of leave earns at one employer; no row means the default policy. */
export const timeOffPolicies = pgTable('time_off_policies', {
  employerId: uuid('employer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vacationDays: integer('vacation_days').notNull(),
  sickDays: integer('sick_days').notNull(),
  personalDays: integer('personal_days').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------
// Fractional hire (issue 16): requests for fractional help, and the hours range of a hire
// over time. Hours worked come from attendance (docs/decisions/017).

export const fractionalRequestStatuses = ['open', 'answered', 'closed'] as const;

/** An employer's request for fractional help; it posts a fractional job and our team answers it. */
export const fractionalRequests = pgTable(
  'fractional_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    /** The fractional job the request posted; candidates apply to it as to any job. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    role: text('role').notNull(),
    experienceLevel: text('experience_level', { enum: experienceLevels }).notNull(),
    hoursMin: integer('hours_min').notNull(),
    hoursMax: integer('hours_max').notNull(),
    schedule: jsonb('schedule').$type<WorkScheduleRow>().notNull(),
    /** The most the employer means to pay an hour. */
    budgetCents: integer('budget_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    startDate: date('start_date'),
    details: text('details'),
    status: text('status', { enum: fractionalRequestStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fractional_requests_employer_idx').on(t.employerId, t.createdAt.desc(), t.id),
    check('fractional_requests_hours_check', sql`${t.hoursMin} >= 1 and ${t.hoursMin} <= ${t.hoursMax}`),
  ],
);

/**
 * A fractional hire's hours range from a month on: the range in force in a month is the row
 * with the latest `from_month` not after it, else the offer's own (`offers.hours_min/max`).
 * A change raises a bound at once and lowers it from the next month (server/fractional/hours-range.ts).
 */
export const fractionalHourRanges = pgTable(
  'fractional_hour_ranges',
  {
    offerId: hireRef(),
    /** The first day of the month the range applies from. */
    fromMonth: date('from_month').notNull(),
    hoursMin: integer('hours_min').notNull(),
    hoursMax: integer('hours_max').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.fromMonth] }),
    check('fractional_hour_ranges_check', sql`${t.hoursMin} >= 1 and ${t.hoursMin} <= ${t.hoursMax}`),
  ],
);

// ---------------------------------------------------------------------------------------
// Onboarding (issue 17): the compliance documents a candidate hands in, reviewed by an admin.
// The files are in the file store (server/storage, decision 020); these rows say what they are.

export const complianceDocumentKinds = ['identity_document', 'proof_of_address', 'tax_form'] as const;
export const complianceDocumentStatuses = ['submitted', 'approved', 'rejected'] as const;

/**
 * A candidate's current document of one kind: uploading again replaces it (and sends it back to
 * review); the file it replaced is removed from the store. An approved identity document past its
 * `expires_on` reads as expired.
 */
export const complianceDocuments = pgTable(
  'compliance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: userRef('candidate_id'),
    kind: text('kind', { enum: complianceDocumentKinds }).notNull(),
    status: text('status', { enum: complianceDocumentStatuses }).notNull().default('submitted'),
    /** Where the bytes are (server/storage/file-store.ts); never shown. */
    fileKey: text('file_key').notNull(),
    /** The name it is shown and downloaded under (server/uploads/file-name.ts). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Of the bytes stored (an image after it was encoded again). */
    sha256: text('sha256').notNull(),
    expiresOn: date('expires_on'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    uniqueIndex('compliance_documents_candidate_kind_idx').on(t.candidateId, t.kind),
    index('compliance_documents_queue_idx').on(t.status, t.submittedAt, t.id),
  ],
);

/** Every decision on a document, with who took it and when: the review's record. */
export const complianceDecisions = pgTable(
  'compliance_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => complianceDocuments.id, { onDelete: 'cascade' }),
    /** The file decided on: a later upload replaces the document's file, not this record. */
    sha256: text('sha256').notNull(),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compliance_decisions_document_idx').on(t.documentId, t.decidedAt)],
);

/**
 * Files to delete from the file store, written in the transaction that stops needing them (a
 * document replaced or taken back): deleted right after it commits, and by housekeeping when that
 * failed (server/storage/file-deletions.ts). A file is never left behind because the store was down.
 */
export const fileDeletions = pgTable('file_deletions', {
  fileKey: text('file_key').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The intake survey's work set-up, as the contract's IntakeWorkSetup writes it. */
export type IntakeWorkSetupRow = {
  download_mbps: number;
  upload_mbps: number;
  connection: 'fiber' | 'cable' | 'dsl' | 'mobile' | 'satellite' | 'other';
  backup_connection: 'none' | 'mobile_data' | 'second_line';
  backup_power: 'none' | 'ups' | 'inverter_battery' | 'generator';
  computer: 'laptop' | 'desktop';
  operating_system: 'windows' | 'macos' | 'linux' | 'chromeos';
  headset: boolean;
  webcam: boolean;
  workspace: 'private_room' | 'shared_room' | 'coworking';
};

/** Whom to call, trimmed (server/onboarding/intake-survey.ts). */
export type IntakeEmergencyContactRow = { name: string; relationship: string; phone: string };

/** Preferred hours in the candidate's own zone; an end before the start ends the next day. */
export type IntakeWorkingHoursRow = Omit<WorkScheduleRow, 'hours_per_week'>;

/**
 * A candidate's intake survey (docs/product.md, "Onboarding"): one row, each section a column
 * saved on its own (a save writes only its column, so two tabs saving different sections keep
 * both). `completed_at` is set by the save that fills the last empty section, and kept.
 */
export const intakeSurveys = pgTable('intake_surveys', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workSetup: jsonb('work_setup').$type<IntakeWorkSetupRow>(),
  emergencyContact: jsonb('emergency_contact').$type<IntakeEmergencyContactRow>(),
  workingHours: jsonb('working_hours').$type<IntakeWorkingHoursRow>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * When a candidate became ready to start work (docs/product.md, "Onboarding"): identity verified,
 * the documents their country asks for approved and the agreements signed. Written once, by the
 * decision that completed the last of them (server/onboarding/readiness.ts), so the hiring
 * employers are told once; a hire clocks in only once it exists. Staff who were already working
 * when onboarding's checks came in were recorded by the migration as `started_before_checks`.
 */
export const onboardingCompletions = pgTable('onboarding_completions', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grounds: text('grounds', { enum: ['checks_passed', 'started_before_checks'] }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

// Vetting (issue 17): a candidate's profile and role questionnaire, reviewed by an administrator.

export const vettingStatuses = ['answering', 'in_review', 'vetted', 'needs_changes'] as const;

/** An answer as the contract's VettingAnswerInput writes it: words, a choice's key or a number of years. */
export type VettingAnswerValue = string | number;

/**
 * A candidate's vetting (server/vetting/): one row, its status moved by the candidate's submission
 * and an administrator's decision; the last decision's reasons are kept for the candidate to read.
 */
export const vettingCases = pgTable(
  'vetting_cases',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: vettingStatuses }).notNull().default('answering'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reasons: text('reasons'),
    updatedAt: updatedAt(),
  },
  (t) => [index('vetting_cases_queue_idx').on(t.status, t.submittedAt, t.candidateId)],
);

/** The questionnaire's answers, one row a question, saved as drafts until the case is submitted. */
export const vettingAnswers = pgTable(
  'vetting_answers',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: jsonb('answer').$type<VettingAnswerValue>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.question] })],
);

/** Every decision on a vetting case, with who took it, when, and the answers it was taken on. */
export const vettingDecisions = pgTable(
  'vetting_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['vetted', 'needs_changes'] }).notNull(),
    reasons: text('reasons'),
    answers: jsonb('answers').$type<Record<string, VettingAnswerValue>>().notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vetting_decisions_candidate_idx').on(t.candidateId, t.decidedAt)],
);

export const agreementKinds = ['contractor_agreement', 'nda'] as const;

/**
 * A candidate's signature of an agreement signed in the app (docs/product.md, "Onboarding"): which
 * text (its kind, version and language, and the SHA-256 of the exact text shown), the name typed,
 * when, and from where (address and browser). One per candidate, kind and version: signing the
 * same version again answers the first signature; a new version asks for a new one. Kept as they
 * were signed: nothing updates a row.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: userRef('candidate_id'),
    kind: text('kind', { enum: agreementKinds }).notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    textSha256: text('text_sha256').notNull(),
    typedName: text('typed_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [uniqueIndex('agreement_signatures_candidate_kind_version_idx').on(t.candidateId, t.kind, t.version)],
);

// The identity check (issue 17): a candidate's verification sessions with the identity provider.

export const identityCheckStatuses = ['started', 'processing', 'verified', 'failed'] as const;
export const identityFailureReasons = ['document_unverified', 'document_expired', 'selfie_mismatch'] as const;

/**
 * A candidate's identity checks (server/identity/identity-checks.ts), one row an attempt: started
 * (the provider's session open, waiting for the candidate's photos), processing, then verified or
 * failed with its reason. At most one open (started or processing) per candidate: starting again
 * answers it. The row is written before the provider is asked, and its id is the idempotency key,
 * so a session asked for twice is one session. No image is kept here, only the result.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: userRef('candidate_id'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's verification session (`vs_...`); null until the provider has answered. */
    providerSessionId: text('provider_session_id').unique(),
    status: text('status', { enum: identityCheckStatuses }).notNull().default('started'),
    failureReason: text('failure_reason', { enum: identityFailureReasons }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_checks_one_open_idx').on(t.candidateId).where(sql`${t.status} in ('started', 'processing')`),
    index('identity_checks_candidate_idx').on(t.candidateId, t.startedAt),
  ],
);

/**
 * The embedded identity sandbox's own records (server/identity/sandbox-identity.ts): what Stripe
 * Identity would hold in test mode. The photos' file keys are kept only until the result is
 * delivered; the outcome is the test outcome the candidate chose on the sandbox's capture screen.
 */
export const sandboxIdentitySessions = pgTable('sandbox_identity_sessions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** Our identity check's id, echoed in the session's events. */
  reference: text('reference').notNull(),
  /** requires_input (waiting for the photos), processing (submitted; result not yet delivered), verified or failed. */
  status: text('status').notNull(),
  documentFileKey: text('document_file_key'),
  selfieFileKey: text('selfie_file_key'),
  outcome: text('outcome'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An account's deletion (docs/product.md, "Deleting an account"; server/account-deletion/): asked for
 * with the password, carried out by housekeeping once `deletes_at` has passed, unless cancelled
 * before (cancelling removes the row). After the purge the row stays, with `purged_at`: the record
 * that the deletion was done, tied to nothing but the anonymous placeholder left in `users`.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deletesAt: timestamp('deletes_at', { withTimezone: true }).notNull(),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('account_deletions_due_idx').on(t.deletesAt).where(sql`${t.purgedAt} is null`)],
);

export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;

/**
 * An employer's company profile (docs/product.md, "The company profile"; server/employers/), one
 * row per employer, written the first time it is saved; candidates see it on the company's jobs.
 * The company's name and website stay on the account (`users.company_name`, `users.profile`).
 * `logoKey` is the logo's file in the store (server/storage/file-store.ts), never shown.
 */
export const employerProfiles = pgTable('employer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  size: text('size', { enum: companySizes }),
  industry: text('industry'),
  locations: jsonb('locations').$type<{ city: string; country: string }[]>().notNull().default([]),
  timezone: text('timezone'),
  workStart: text('work_start'),
  workEnd: text('work_end'),
  logoKey: text('logo_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Partner verification (issue 18): every partner kind's business, checked by an administrator.

export const partnerKinds = ['agent', 'business_agent', 'bpo', 'saa', 'ba'] as const;
export const partnerVerificationStatuses = ['draft', 'submitted', 'verified', 'changes_requested', 'rejected'] as const;
export const partnerDocumentKinds = ['registration_certificate', 'proof_of_address', 'other'] as const;

/**
 * A partner's verification (server/partners/): one row a partner, its status moved by the partner's
 * submission and an administrator's decision. `verified_*` keep the last verified state: a verified
 * partner whose edit is under review (or sent back for changes) keeps working under it, and lists
 * show the name that was checked, never one still waiting for review. A rejection clears it.
 */
export const partnerVerifications = pgTable(
  'partner_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: partnerKinds }).notNull(),
    status: text('status', { enum: partnerVerificationStatuses }).notNull().default('draft'),
    businessName: text('business_name').notNull().default(''),
    registrationNumber: text('registration_number').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    // The countries (ISO 3166-1 alpha-2) a business association answers for: a hub partner's region.
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    reviewerReason: text('reviewer_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBusinessName: text('verified_business_name'),
    verifiedRegions: text('verified_regions').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_verifications_queue_idx').on(t.status, t.kind, t.submittedAt, t.id)],
);

/** The papers a partner hands in with its verification; the bytes are in the file store. */
export const partnerVerificationDocuments = pgTable(
  'partner_verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => partnerVerifications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: partnerDocumentKinds }).notNull(),
    /** Where the bytes are (server/storage/file-store.ts); never shown. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_verification_documents_verification_idx').on(t.verificationId, t.uploadedAt)],
);

/** Every decision on a verification, with who took it, when and why: the review's record. */
export const partnerVerificationDecisions = pgTable(
  'partner_verification_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => partnerVerifications.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['verified', 'changes_requested', 'rejected'] }).notNull(),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_verification_decisions_verification_idx').on(t.verificationId, t.decidedAt)],
);

// Agents (issue 18): an employer's invitation of an agent, and what the agent did for it (server/agents/).

export const agentInvitationStatuses = ['invited', 'accepted', 'declined', 'expired', 'removed'] as const;
export const agentActionKinds = ['shortlisted', 'proposed', 'interview_scheduled'] as const;

/**
 * An employer's invitation of an agent, and, once accepted, the agent's standing as its current
 * agent (server/agents/agent-invitations.ts): invited → accepted / declined / expired → removed.
 * `agent_id` is null while the invited address has no agent account; it is set on acceptance.
 * At most one open invitation and one current agent per employer, even when two requests race.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: agentInvitationStatuses }).notNull().default('invited'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_invitations_one_current_idx').on(t.employerId).where(sql`${t.status} = 'accepted'`),
    uniqueIndex('agent_invitations_one_open_idx').on(t.employerId).where(sql`${t.status} = 'invited'`),
    index('agent_invitations_agent_idx').on(t.agentId, t.status),
    index('agent_invitations_open_email_idx').on(sql`lower(${t.email})`).where(sql`${t.status} = 'invited'`),
  ],
);

/** What an agent did in an employer's pipeline: the records "done by the agent" (server/agents/agent-actions.ts). */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => agentInvitations.id, { onDelete: 'cascade' }),
    agentId: userRef('agent_id'),
    employerId: userRef('employer_id'),
    kind: text('kind', { enum: agentActionKinds }).notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_actions_employer_idx').on(t.employerId, t.createdAt.desc(), t.id),
    index('agent_actions_agent_idx').on(t.agentId, t.createdAt.desc(), t.id),
    index('agent_actions_application_idx').on(t.applicationId),
  ],
);

// Business agents' referrals (issue 18, server/referrals/): the public /Referral-Program-Rules page
// (messages/content/legal/Referral-Program-Rules) is what these tables keep true.

/** A business agent's personal referral code, made the first time it asks for its link. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * An employer that signed up through a business agent's link. One row per employer (the rules:
 * "if two people refer the same business, the credit goes to the one whose referral we received
 * first"), recorded at sign-up, so always before the business's first payment. `rulesVersion` is
 * the rules page's `updated` date when it was recorded ("referrals recorded before the change keep
 * the rules that applied when we received them").
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: userRef('referrer_id'),
    employerId: uuid('employer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    rulesVersion: text('rules_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.recordedAt.desc(), t.id)],
);

export const referralCreditOutcomes = ['credited', 'yearly_limit_reached'] as const;

/**
 * The ledger: one line per qualifying referral, written once when billing's paid months show it
 * qualifies (server/referrals/referral-settlement.ts). `amountCents` is the rules' USD 100, or 0
 * when the referrer already earned its 20 credits of `creditYear`. Credits are never paid out.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralId: uuid('referral_id')
      .notNull()
      .unique()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    referrerId: userRef('referrer_id'),
    outcome: text('outcome', { enum: referralCreditOutcomes }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    creditYear: integer('credit_year').notNull(),
    /** When the referred business paid the month after its hire's first paid month. */
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }).notNull(),
    /** The hire and the monthly payment that made the referral qualify. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('referral_credits_referrer_idx').on(t.referrerId, t.qualifiedAt.desc(), t.id)],
);


/**
 * A BPO's accreditation application (server/bpo/accreditation-application.ts), one row per BPO,
 * written when it applies and updated when it edits. The BPO is accredited once it has applied and
 * at least one of its worksites passed audit (server/bpo/accreditation.ts); nothing here says so.
 */
export const bpoAccreditations = pgTable('bpo_accreditations', {
  bpoUserId: uuid('bpo_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** What the BPO does and for whom, as it presents itself to auditors and employers. */
  description: text('description').notNull(),
  services: text('services').array().notNull(),
  staffCount: integer('staff_count').notNull(),
  yearsOperating: integer('years_operating').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bpoServices = ['customer_support', 'technical_support', 'back_office', 'sales', 'content_moderation', 'bookkeeping', 'software_development'] as const;
export const worksiteStatuses = ['active', 'closed'] as const;
export const connectionRedundancies = ['none', 'backup_line', 'dual_providers'] as const;
export const powerRedundancies = ['none', 'ups', 'generator', 'ups_and_generator'] as const;
export const securityMeasures = ['cctv', 'access_control', 'security_guard', 'clean_desk', 'locked_storage', 'visitor_log'] as const;

/**
 * A BPO's worksite (server/bpo/worksites.ts): where its staff work. `active` worksites are audited
 * (server/audits/); `closed` ones stay for the record but count for nothing. Seats are the
 * worksite's capacity.
 */
export const worksites = pgTable(
  'worksites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bpoUserId: userRef('bpo_user_id'),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    seats: integer('seats').notNull(),
    /** The workstations, headsets, screens... as the BPO describes them. */
    equipment: text('equipment').notNull(),
    connectionRedundancy: text('connection_redundancy', { enum: connectionRedundancies }).notNull(),
    powerRedundancy: text('power_redundancy', { enum: powerRedundancies }).notNull(),
    securityMeasures: text('security_measures', { enum: securityMeasures }).array().notNull(),
    status: text('status', { enum: worksiteStatuses }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worksites_bpo_idx').on(t.bpoUserId, t.createdAt, t.id), check('worksites_seats_positive', sql`${t.seats} > 0`)],
);

/** A worksite's photos (server/bpo/worksite-photos.ts), through the file store. */
export const worksitePhotos = pgTable(
  'worksite_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    worksiteId: uuid('worksite_id')
      .notNull()
      .references(() => worksites.id, { onDelete: 'cascade' }),
    /** Where the bytes are (server/storage/file-store.ts); never shown. */
    fileKey: text('file_key').notNull(),
    /** The name it is shown and downloaded under (server/uploads/file-name.ts). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worksite_photos_worksite_idx').on(t.worksiteId, t.uploadedAt)],
);

export const bpoMemberStatuses = ['invited', 'member', 'declined', 'removed'] as const;

/**
 * A BPO's candidates (server/bpo/members.ts): invited by e-mail, then a member once the candidate
 * accepts (the invitation finds the candidate's account by its e-mail, also one made after the
 * invitation). A member may be placed at one of the BPO's worksites. A candidate is a member of at
 * most one BPO at a time.
 */
export const bpoMembers = pgTable(
  'bpo_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bpoUserId: userRef('bpo_user_id'),
    /** Lower-cased, as invited. */
    email: text('email').notNull(),
    candidateId: uuid('candidate_id').references(() => users.id, { onDelete: 'cascade' }),
    worksiteId: uuid('worksite_id').references(() => worksites.id, { onDelete: 'set null' }),
    status: text('status', { enum: bpoMemberStatuses }).notNull().default('invited'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bpo_members_bpo_email_idx').on(t.bpoUserId, t.email),
    uniqueIndex('bpo_members_one_bpo_idx').on(t.candidateId).where(sql`${t.status} = 'member'`),
    index('bpo_members_email_idx').on(t.email),
    index('bpo_members_list_idx').on(t.bpoUserId, t.invitedAt, t.id),
  ],
);

/** One answer of an audit's checklist: the item's key (src/shared/audit-checklist.ts) and what the auditor found. */
export type AuditChecklistAnswer = { item: string; result: 'meets' | 'falls_short' | 'not_applicable'; note: string };

/**
 * A worksite audit (docs/product.md, partners): an administrator assigns a verified auditor (saa) to a
 * BPO's worksite; the auditor works through the checklist, adds photos and findings, then passes or
 * fails the worksite with reasons. A worksite may be audited again after a failure: its latest audit
 * is its outcome (server/audits/audit-outcomes.ts). The checklist is kept as data, answer by answer.
 */
export const worksiteAudits = pgTable(
  'worksite_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    worksiteId: uuid('worksite_id')
      .notNull()
      .references(() => worksites.id, { onDelete: 'cascade' }),
    auditorId: uuid('auditor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['assigned', 'in_progress', 'passed', 'failed'] }).notNull().default('assigned'),
    checklist: jsonb('checklist').$type<AuditChecklistAnswer[]>().notNull().default([]),
    findings: text('findings').notNull().default(''),
    reason: text('reason'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('worksite_audits_worksite_idx').on(t.worksiteId, t.assignedAt),
    index('worksite_audits_auditor_idx').on(t.auditorId, t.status, t.assignedAt),
  ],
);

/** A photo taken during an audit, in the file store (server/storage/file-store.ts); the key is never shown. */
export const worksiteAuditPhotos = pgTable(
  'worksite_audit_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => worksiteAudits.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('worksite_audit_photos_audit_idx').on(t.auditId, t.createdAt)],
);

/** A business association's endorsement of a member BPO; withdrawn endorsements are kept with the date. */
export const associationEndorsements = pgTable(
  'association_endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    associationId: uuid('association_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bpoUserId: uuid('bpo_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['endorsed', 'withdrawn'] }).notNull().default('endorsed'),
    endorsedAt: timestamp('endorsed_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('association_endorsements_pair_idx').on(t.associationId, t.bpoUserId)],
);

// Messages (issue 19, server/messages/): conversations between an employer and a candidate, or an
// employer and its agent; docs/product.md, "Messages", says what a user can do and the rules.

/** What a conversation was started from: the client links to it. `staff` is a hire's offer, `agent` the agent's account. */
export const conversationSubjects = ['application', 'candidate', 'interview', 'offer', 'staff', 'job', 'agent'] as const;

/**
 * One conversation per employer, other person (a candidate or the employer's agent) and job; one
 * without a job (started from a profile, or with the agent) per pair. The unique constraint, nulls
 * not distinct, is what makes starting idempotent when two tabs start at once (insert … on
 * conflict do nothing, then read the one that won). The job is cascaded: a job is deleted only
 * with its employer's account, whose conversations go too (server/account-deletion/account-purge.ts).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: userRef('employer_id'),
    /** The candidate, or the agent. */
    memberId: userRef('member_id'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: conversationSubjects }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    startedBy: userRef('started_by'),
    createdAt: createdAt(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [unique('conversations_pair_job_key').on(t.employerId, t.memberId, t.jobId).nullsNotDistinct(), index('conversations_member_idx').on(t.memberId)],
);

/**
 * Each side of a conversation: how far it has read, what it has not (kept on every send and read,
 * so the list and the header's count read one index), muted or not, and how far the unread-message
 * digest mailed it (server/messages/message-digest.ts). `activity_at` is the conversation's last
 * message time (its start before any), copied here so that the list's order is this table's index.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull(),
    readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    /** When the oldest message this side has not read was sent; null when all is read. */
    unreadSince: timestamp('unread_since', { withTimezone: true }),
    mutedAt: timestamp('muted_at', { withTimezone: true }),
    digestedUpTo: bigint('digested_up_to', { mode: 'number' }).notNull().default(0),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The list: unread first, then by last message, newest first (scanned backwards).
    index('conversation_participants_list_idx').on(t.userId, sql`(${t.unreadCount} > 0)`, t.activityAt, t.conversationId),
    // The digest's due rows: unread, not muted.
    index('conversation_participants_digest_idx').on(t.unreadSince).where(sql`${t.unreadCount} > 0 and ${t.mutedAt} is null`),
  ],
);

/**
 * A message. The id is an identity, so a thread pages by it (`before=<id>`) without gaps or
 * repeats. `client_key` is the sender's idempotency key: sending again with it answers the first
 * message. A deleted message keeps its row (the thread shows "deleted") with its text cleared.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    text: text('text').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, text)`),
  },
  (t) => [
    uniqueIndex('messages_sender_key_idx').on(t.senderId, t.clientKey),
    // A thread in order: see threadPosition below.
    index('messages_thread_idx').on(t.conversationId, sql`(${t.id} + 0)`),
    index('messages_search_idx').using('gin', t.search),
  ],
);

/**
 * A message's place in its thread: its id, written `id + 0` so that only messages_thread_idx
 * (conversation_id, (id + 0)) holds it in order. Every read that orders or ranges a conversation's
 * messages by id goes through it. With a plain `order by id desc limit n`, PostgreSQL may walk the
 * primary key backwards from the newest id of the whole table and filter by conversation: it
 * reckons the matches spread evenly over the ids, so for a thread it counts as big (a most common
 * value: 5 % of the table) it expects a page within a few hundred rows, while a thread that went
 * quiet long ago holds only old ids and the walk reads nearly the whole table (docs/performance.md,
 * the messages row). No other index or key yields `id + 0` in order, so the primary key is out of
 * the running: a page is either an ordered scan of this index from the conversation's newest entry
 * (or, with before=, from that id), reading page_size rows, or this index's rows of the whole
 * thread sorted, which the planner only prefers for a thread it estimates at about a page. Either
 * way the rows read are at most the thread's, never the table's.
 */
export const threadPosition = sql<number>`(${messages.id} + 0)`;

/** A file sent with a message: uploaded first (no message yet), attached when the message is sent. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    uploaderId: userRef('uploader_id'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_conversation_idx').on(t.conversationId),
    // Uploads never sent, removed after a day.
    index('message_attachments_unsent_idx').on(t.createdAt).where(sql`${t.messageId} is null`),
  ],
);

/** A person who blocked another: the blocked one cannot send to the blocker, in any conversation. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('message_blocks_blocked_idx').on(t.blockedId)],
);

export const messageReportStatuses = ['open', 'resolved', 'dismissed'] as const;

/**
 * A conversation or one of its messages reported to administrators, with the reporter's reason and
 * the messages as they were when reported (`evidence`): a sender's later edit or deletion does not
 * hide them, and administrators never read the conversation itself.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    reporterId: userRef('reporter_id'),
    reason: text('reason').notNull(),
    evidence: jsonb('evidence').$type<{ id: number; sender_id: string; text: string; created_at: string }[]>().notNull(),
    createdAt: createdAt(),
    // An administrator's decision (server/messages/report-decisions.ts): open until one decides it, once.
    status: text('status', { enum: messageReportStatuses }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The deciding administrator's account: a purged account keeps its row under a placeholder name
    // (server/account-deletion/account-purge.ts), so the decision keeps its author; set null only if
    // the row itself ever goes, and the decision stays.
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  // The administrators' list: one status, newest first.
  (t) => [
    index('message_reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    // A decided report has its time and note; an open one has neither.
    check('message_reports_decision_check', sql`(${t.status} = 'open') = (${t.decidedAt} is null and ${t.resolutionNote} is null)`),
  ],
);

/*
 * Live updates (docs/architecture.md, "Live updates"; server/live/live-events.ts): one row per
 * recipient of an event, written in the transaction of the change it announces, so that it exists
 * exactly when that change commits. A listener's NOTIFY only says whose rows to read; streams read
 * them after the last id they sent. Ids are given in commit order per recipient (publishLive locks
 * each recipient first). Housekeeping deletes rows older than 48 hours.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);
