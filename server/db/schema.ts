import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
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
    companyName: text('company_name'),
    sendMails: boolean('send_mails').notNull().default(true),
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

export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
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

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    hireType: text('hire_type', { enum: ['full_time', 'fractional'] }).notNull(),
    experienceLevel: text('experience_level', { enum: ['entry', 'intermediate', 'expert'] }).notNull(),
    monthlyPayCents: integer('monthly_pay_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    hoursPerWeek: integer('hours_per_week').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'open', 'closed'] }).notNull().default('draft'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_employer_idx').on(t.employerId, t.createdAt)],
);
