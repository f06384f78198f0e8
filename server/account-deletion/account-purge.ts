import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database.js';
import * as schema from '../db/schema.js';
import { candidateProfileFileKeys } from '../candidates/profile-files.js';
import { deleteScheduledFiles, scheduleFileDeletion } from '../storage/file-deletions.js';
import type { FileStore } from '../storage/file-store.js';
import { deletionBlockers } from './deletion-blockers.js';

/*
 * The purge of an account whose grace period is over (docs/product.md, "Deleting an account";
 * docs/decisions/024-account-deletion.md), run by housekeeping (server/housekeeping.ts).
 *
 * What law and billing require stays, with the person replaced by an anonymous placeholder: the
 * `users` row is kept (invoices, payments and past contracts point to it) with its name, e-mail,
 * password and every other detail overwritten, so the address is free to register again and
 * signing in with it meets an unknown address. Everything else that was the person's is deleted,
 * table by table as `TABLES` says; the guard in tests/server/account-deletion.test.ts fails when
 * a table that points to `users` is missing from it.
 *
 * Invariants: one transaction per account, which re-reads the deletion under a row lock (a
 * cancellation that won the race leaves it alone) and the blockers (a contract may have started
 * during the grace period: the purge then waits for it to end); the stored files are scheduled for
 * deletion in that transaction and removed once it has committed, so a crash between the two
 * leaves records that housekeeping finishes (server/storage/file-deletions.ts).
 */

/** The name every page shows for a deleted account. */
export const DELETED_FIRST_NAME = 'Deleted';
export const DELETED_LAST_NAME = 'account';
/** ISO 3166's code for an unknown region: `country` is required, and no real one is kept. */
const NO_COUNTRY = 'ZZ';

/**
 * Every table that points to `users`, and what the purge does with the person's rows in it:
 * `removed`, `kept` (law or billing, under the placeholder) or `emptied` (the row stays for what
 * points to it, its personal fields cleared). docs/product.md says the same in plain words.
 */
export const TABLES: Record<string, 'removed' | 'kept' | 'emptied'> = {
  users: 'emptied',
  account_deletions: 'kept',
  sessions: 'removed',
  two_factor_settings: 'removed',
  two_factor_recovery_codes: 'removed',
  sign_in_challenges: 'removed',
  remembered_devices: 'removed',
  email_tokens: 'removed',
  personal_data_requests: 'removed',
  privacy_inquiries: 'removed',
  activity: 'removed',
  candidate_profiles: 'emptied',
  candidate_profile_files: 'removed',
  employer_profiles: 'removed',
  compliance_documents: 'removed',
  compliance_decisions: 'removed',
  identity_checks: 'removed',
  intake_surveys: 'removed',
  onboarding_completions: 'removed',
  vetting_cases: 'removed',
  vetting_answers: 'removed',
  vetting_decisions: 'removed',
  // A signature's record stays (which text, its hash, when); the typed name, address and browser go.
  agreement_signatures: 'emptied',
  jobs: 'kept',
  applications: 'kept',
  interviews: 'removed',
  offers: 'kept',
  candidate_requests: 'removed',
  fractional_requests: 'removed',
  estimates: 'removed',
  grant_applications: 'removed',
  time_off_policies: 'removed',
  billing_accounts: 'removed',
  payment_methods: 'removed',
  platform_subscriptions: 'kept',
  msas: 'kept',
  grants: 'kept',
  payments: 'kept',
  invoices: 'kept',
  attendance_sessions: 'kept',
  attendance_corrections: 'kept',
  attendance_changes: 'kept',
  eod_reports: 'kept',
  eod_report_comments: 'removed',
  time_off_requests: 'kept',
  fractional_hour_ranges: 'kept',
  // A partner's verification (issue 18), its documents and decisions go by cascade.
  partner_verifications: 'removed',
  partner_verification_decisions: 'removed',
  // Worksite audits (issue 18) are the BPO's accreditation's evidence: kept when the auditor goes.
  worksite_audits: 'kept',
  association_endorsements: 'removed',
  // A BPO's application, worksites (their photos go by cascade) and members (issue 18); a candidate's memberships.
  bpo_accreditations: 'removed',
  worksites: 'removed',
  bpo_members: 'removed',
  // A business agent's referral link and ledger (issue 18) go with it; a referred employer's
  // deletion keeps the agent's line, the employer shown as the placeholder.
  // An employer's agent invitations and what its agent did (issue 18) go when either side leaves:
  // they are the record of a relation that ends with it.
  agent_invitations: 'removed',
  agent_actions: 'removed',
  // Messages (issue 19): the conversations the person took part in go whole, both sides' messages,
  // files, read positions and reports with them: a conversation is a relation between two people that
  // ends with either, as an agent's invitation does. The blocks either way go too.
  conversations: 'removed',
  conversation_participants: 'removed',
  messages: 'removed',
  message_attachments: 'removed',
  message_reports: 'removed',
  message_blocks: 'removed',
  referral_codes: 'removed',
  referrals: 'removed',
  referral_credits: 'removed',
  // Live updates waiting to be read (server/live/live-events.ts): they are only the person's.
  live_events: 'removed',
};

// Rows that are only the person's, removed whole (their children go by cascade).
const REMOVED: Array<{ table: PgTable; owner: PgColumn }> = [
  { table: schema.sessions, owner: schema.sessions.userId },
  { table: schema.twoFactorSettings, owner: schema.twoFactorSettings.userId },
  { table: schema.twoFactorRecoveryCodes, owner: schema.twoFactorRecoveryCodes.userId },
  { table: schema.signInChallenges, owner: schema.signInChallenges.userId },
  { table: schema.rememberedDevices, owner: schema.rememberedDevices.userId },
  { table: schema.emailTokens, owner: schema.emailTokens.userId },
  { table: schema.personalDataRequests, owner: schema.personalDataRequests.userId },
  { table: schema.privacyInquiries, owner: schema.privacyInquiries.userId },
  { table: schema.activity, owner: schema.activity.userId },
  { table: schema.candidateProfileFiles, owner: schema.candidateProfileFiles.userId },
  { table: schema.employerProfiles, owner: schema.employerProfiles.userId },
  { table: schema.complianceDocuments, owner: schema.complianceDocuments.candidateId },
  { table: schema.identityChecks, owner: schema.identityChecks.candidateId },
  { table: schema.intakeSurveys, owner: schema.intakeSurveys.candidateId },
  { table: schema.onboardingCompletions, owner: schema.onboardingCompletions.candidateId },
  { table: schema.vettingCases, owner: schema.vettingCases.candidateId },
  { table: schema.vettingAnswers, owner: schema.vettingAnswers.candidateId },
  { table: schema.vettingDecisions, owner: schema.vettingDecisions.candidateId },
  { table: schema.interviews, owner: schema.interviews.employerId },
  { table: schema.interviews, owner: schema.interviews.candidateId },
  { table: schema.candidateRequests, owner: schema.candidateRequests.employerId },
  { table: schema.fractionalRequests, owner: schema.fractionalRequests.employerId },
  { table: schema.estimates, owner: schema.estimates.employerId },
  { table: schema.grantApplications, owner: schema.grantApplications.employerId },
  { table: schema.timeOffPolicies, owner: schema.timeOffPolicies.employerId },
  { table: schema.billingAccounts, owner: schema.billingAccounts.employerId },
  { table: schema.paymentMethods, owner: schema.paymentMethods.employerId },
  { table: schema.eodReportComments, owner: schema.eodReportComments.authorId },
  { table: schema.partnerVerifications, owner: schema.partnerVerifications.userId },
  { table: schema.associationEndorsements, owner: schema.associationEndorsements.associationId },
  { table: schema.associationEndorsements, owner: schema.associationEndorsements.bpoUserId },
  // A BPO's application, worksites (their photos and audits go by cascade) and members
  { table: schema.bpoAccreditations, owner: schema.bpoAccreditations.bpoUserId },
  { table: schema.worksites, owner: schema.worksites.bpoUserId },
  { table: schema.bpoMembers, owner: schema.bpoMembers.bpoUserId },
  { table: schema.bpoMembers, owner: schema.bpoMembers.candidateId },
  // An invitation's actions go by cascade.
  { table: schema.agentInvitations, owner: schema.agentInvitations.employerId },
  { table: schema.agentInvitations, owner: schema.agentInvitations.agentId },
  // A conversation's participants, messages, files and reports go by cascade.
  { table: schema.conversations, owner: schema.conversations.employerId },
  { table: schema.conversations, owner: schema.conversations.memberId },
  { table: schema.messageBlocks, owner: schema.messageBlocks.blockerId },
  { table: schema.messageBlocks, owner: schema.messageBlocks.blockedId },
  { table: schema.referralCodes, owner: schema.referralCodes.userId },
  // The ledger's lines before its referrals, which they point to.
  { table: schema.referralCredits, owner: schema.referralCredits.referrerId },
  { table: schema.referrals, owner: schema.referrals.referrerId },
  { table: schema.liveEvents, owner: schema.liveEvents.userId },
];

// Forms and mails sent from or to the account's address, perhaps before the account existed.
const BY_ADDRESS: Array<{ table: PgTable; email: PgColumn }> = [
  { table: schema.privacyInquiries, email: schema.privacyInquiries.email },
  { table: schema.contactMessages, email: schema.contactMessages.email },
  { table: schema.demoBookings, email: schema.demoBookings.email },
  { table: schema.outbox, email: schema.outbox.to },
  { table: schema.bpoMembers, email: schema.bpoMembers.email },
  { table: schema.agentInvitations, email: schema.agentInvitations.email },
];

export interface PurgeDeps {
  db: Db;
  files: FileStore;
}

/** Every stored file of the account: compliance documents, identity photos still held, profile photo and CV, company logo, its conversations' files. */
async function fileKeysOf(tx: Tx, userId: string): Promise<string[]> {
  const documents = await tx
    .select({ key: schema.complianceDocuments.fileKey })
    .from(schema.complianceDocuments)
    .where(eq(schema.complianceDocuments.candidateId, userId));
  const checks = tx.select({ id: sql`${schema.identityChecks.id}::text` }).from(schema.identityChecks).where(eq(schema.identityChecks.candidateId, userId));
  const photos = await tx
    .select({ document: schema.sandboxIdentitySessions.documentFileKey, selfie: schema.sandboxIdentitySessions.selfieFileKey })
    .from(schema.sandboxIdentitySessions)
    .where(inArray(schema.sandboxIdentitySessions.reference, checks));
  const logos = await tx.select({ key: schema.employerProfiles.logoKey }).from(schema.employerProfiles).where(eq(schema.employerProfiles.userId, userId));
  return [
    ...documents.map((row) => row.key),
    ...logos.flatMap((row) => (row.key ? [row.key] : [])),
    ...photos.flatMap((row) => [row.document, row.selfie]).filter((key): key is string => key !== null),
    ...(await candidateProfileFileKeys(tx, userId)),
    ...(
      await tx
        .select({ key: schema.partnerVerificationDocuments.fileKey })
        .from(schema.partnerVerificationDocuments)
        .innerJoin(schema.partnerVerifications, eq(schema.partnerVerifications.id, schema.partnerVerificationDocuments.verificationId))
        .where(eq(schema.partnerVerifications.userId, userId))
    ).map((row) => row.key),
    ...(
      await tx
        .select({ key: schema.worksitePhotos.fileKey })
        .from(schema.worksitePhotos)
        .innerJoin(schema.worksites, eq(schema.worksites.id, schema.worksitePhotos.worksiteId))
        .where(eq(schema.worksites.bpoUserId, userId))
    ).map((row) => row.key),
    ...(
      await tx
        .select({ key: schema.messageAttachments.fileKey })
        .from(schema.messageAttachments)
        .innerJoin(schema.conversations, eq(schema.conversations.id, schema.messageAttachments.conversationId))
        .where(or(eq(schema.conversations.employerId, userId), eq(schema.conversations.memberId, userId)))
    ).map((row) => row.key),
  ];
}

/** A past hire, kept with its application and job: the record of a contract and what was billed for it. */
const hired = (offerColumn: PgColumn, by: 'application' | 'job') =>
  sql`exists (select 1 from ${schema.offers} where ${offerColumn} = ${by === 'application' ? schema.applications.id : schema.jobs.id} and ${schema.offers.hiredAt} is not null)`;

/** Purges one account in one transaction; answers the file keys to remove once it has committed, or null when it must wait. */
async function purgeInTransaction(tx: Tx, userId: string, now: Date): Promise<string[] | null> {
  const [deletion] = await tx
    .select()
    .from(schema.accountDeletions)
    .where(and(eq(schema.accountDeletions.userId, userId), isNull(schema.accountDeletions.purgedAt), lte(schema.accountDeletions.deletesAt, now)))
    .for('update');
  if (!deletion) return null; // cancelled, or purged by another instance
  const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for('update');
  if (!user) return null;
  if (Object.keys(await deletionBlockers(tx, user, now)).length > 0) return null;

  const keys = await fileKeysOf(tx, userId);
  for (const key of keys) await scheduleFileDeletion(tx, key);
  const checks = tx.select({ id: sql`${schema.identityChecks.id}::text` }).from(schema.identityChecks).where(eq(schema.identityChecks.candidateId, userId));
  await tx.delete(schema.sandboxIdentitySessions).where(inArray(schema.sandboxIdentitySessions.reference, checks));

  // What never became a contract goes: an employer's jobs without a hire, a candidate's applications without one, offers never paid for.
  await tx.delete(schema.jobs).where(and(eq(schema.jobs.employerId, userId), sql`not ${hired(schema.offers.jobId, 'job')}`));
  await tx.update(schema.jobs).set({ status: 'closed', closedAt: sql`coalesce(${schema.jobs.closedAt}, now())` }).where(eq(schema.jobs.employerId, userId));
  await tx.delete(schema.applications).where(and(eq(schema.applications.candidateId, userId), sql`not ${hired(schema.offers.applicationId, 'application')}`));
  await tx
    .delete(schema.offers)
    .where(and(or(eq(schema.offers.employerId, userId), eq(schema.offers.candidateId, userId)), isNull(schema.offers.hiredAt)));
  // The other side's news of this person named them.
  await tx
    .delete(schema.activity)
    .where(
      or(
        inArray(schema.activity.applicationId, tx.select({ id: schema.applications.id }).from(schema.applications).where(eq(schema.applications.candidateId, userId))),
        inArray(schema.activity.jobId, tx.select({ id: schema.jobs.id }).from(schema.jobs).where(eq(schema.jobs.employerId, userId))),
      ),
    );
  await tx
    .update(schema.platformSubscriptions)
    .set({ status: 'cancelled', cancelledAt: sql`coalesce(${schema.platformSubscriptions.cancelledAt}, now())`, updatedAt: sql`now()` })
    .where(eq(schema.platformSubscriptions.employerId, userId));

  for (const { table, owner } of REMOVED) await tx.delete(table).where(eq(owner, userId));
  for (const { table, email } of BY_ADDRESS) await tx.delete(table).where(sql`lower(${email}) = lower(${user.email})`);

  await tx
    .update(schema.agreementSignatures)
    .set({ typedName: `${DELETED_FIRST_NAME} ${DELETED_LAST_NAME}`, ipAddress: '', userAgent: '' })
    .where(eq(schema.agreementSignatures.candidateId, userId));
  // Kept for the past contracts' pages (they read the profile's name); every other field back to its default.
  const profile = await tx.delete(schema.candidateProfiles).where(eq(schema.candidateProfiles.userId, userId)).returning({ userId: schema.candidateProfiles.userId });
  if (profile.length > 0) await tx.insert(schema.candidateProfiles).values({ userId, fullName: `${DELETED_FIRST_NAME} ${DELETED_LAST_NAME}`, country: NO_COUNTRY });

  await tx
    .update(schema.users)
    .set({
      // Unique (users_email_lower_idx) and undeliverable (.invalid, RFC 2606); the address itself is free again.
      email: `deleted-${userId}@deleted.invalid`,
      // Not an argon2 hash: no password ever verifies against it (server/auth/passwords.ts).
      passwordHash: '!deleted',
      firstname: DELETED_FIRST_NAME,
      lastname: DELETED_LAST_NAME,
      callMeBy: null,
      country: NO_COUNTRY,
      phoneNumber: null,
      timezone: null,
      companyName: null,
      sendMails: false,
      emailVerifiedAt: null,
      profile: {},
    })
    .where(eq(schema.users.id, userId));
  await tx.update(schema.accountDeletions).set({ purgedAt: now }).where(eq(schema.accountDeletions.userId, userId));
  return keys;
}

/** Purges one account whose grace period is over; true when it was purged (false: cancelled, already done, or waiting for a blocker). */
export async function purgeAccount({ db, files }: PurgeDeps, userId: string, now: Date): Promise<boolean> {
  const keys = await db.transaction((tx) => purgeInTransaction(tx, userId, now));
  if (keys === null) return false;
  await deleteScheduledFiles(db, files, keys);
  return true;
}

/** Housekeeping: every account whose grace period ended by `now`, a few at a time, one transaction each. */
export async function purgeDueAccounts(deps: PurgeDeps, now: Date, limit = 50): Promise<number> {
  const due = await deps.db
    .select({ userId: schema.accountDeletions.userId })
    .from(schema.accountDeletions)
    .where(and(isNull(schema.accountDeletions.purgedAt), lte(schema.accountDeletions.deletesAt, now)))
    .orderBy(schema.accountDeletions.deletesAt)
    .limit(limit);
  let purged = 0;
  for (const { userId } of due) if (await purgeAccount(deps, userId, now)) purged += 1;
  return purged;
}
