import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.js';
import * as schema from '../db/schema.js';

/**
 * Everything we hold about one account, by kind of record, for the account's owner to
 * download. Each table is asked by the column that ties its rows to the account; the
 * columns that hold secrets (password and token hashes, the anti-forgery secret) and the
 * search vectors the database builds are left out; a card is what the billing page shows
 * of it, and the tokens of mailed links are cut out of the mails.
 */
const SECRET = /hash|token|secret|^search$/i;

/** Every token we issue is 256 random bits in base64url (server/auth/tokens.ts): 43 characters. */
const LINK_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** A mailed link still usable would let whoever reads the file sign in or set a password: its token is cut out. */
export const withoutLinkTokens = (text: string) => text.replace(LINK_TOKEN, '[removed]');

type Owned = { name: string; table: PgTable; owner: PgColumn[]; columns?: Record<string, PgColumn> };

// What a card shows on the billing page, and no more: the provider's ids stay with us.
const cardColumns = {
  brand: schema.paymentMethods.brand,
  last4: schema.paymentMethods.last4,
  exp_month: schema.paymentMethods.expMonth,
  exp_year: schema.paymentMethods.expYear,
  created_at: schema.paymentMethods.createdAt,
  removed_at: schema.paymentMethods.removedAt,
};

// Two-factor sign-in as the security settings show it: when it was turned on, never its key.
const twoFactorColumns = { enabled_at: schema.twoFactorSettings.enabledAt };
// A browser that skips the second step: which, since and until when; its cookie's hash stays with us.
const rememberedDeviceColumns = {
  user_agent: schema.rememberedDevices.userAgent,
  created_at: schema.rememberedDevices.createdAt,
  expires_at: schema.rememberedDevices.expiresAt,
};

// The mail as the person read it; the sender's bookkeeping (attempts, errors) and the HTML copy are left out.
const mailColumns = {
  id: schema.outbox.id,
  to: schema.outbox.to,
  subject: schema.outbox.subject,
  text: schema.outbox.text,
  template: schema.outbox.template,
  created_at: schema.outbox.createdAt,
  sent_at: schema.outbox.sentAt,
};

// A compliance document as its candidate knows it; where its file is stored is ours (the file itself is downloaded from the compliance page).
const documentColumns = {
  id: schema.complianceDocuments.id,
  kind: schema.complianceDocuments.kind,
  status: schema.complianceDocuments.status,
  file_name: schema.complianceDocuments.fileName,
  content_type: schema.complianceDocuments.contentType,
  size_bytes: schema.complianceDocuments.sizeBytes,
  sha256: schema.complianceDocuments.sha256,
  expires_on: schema.complianceDocuments.expiresOn,
  submitted_at: schema.complianceDocuments.submittedAt,
  reviewed_at: schema.complianceDocuments.reviewedAt,
  rejection_reason: schema.complianceDocuments.rejectionReason,
};

// A vetting decision as its candidate reads it; which administrator took it stays with us.
const vettingDecisionColumns = {
  decision: schema.vettingDecisions.decision,
  reasons: schema.vettingDecisions.reasons,
  answers: schema.vettingDecisions.answers,
  decided_at: schema.vettingDecisions.decidedAt,
};

const vettingCaseColumns = {
  status: schema.vettingCases.status,
  submitted_at: schema.vettingCases.submittedAt,
  decided_at: schema.vettingCases.decidedAt,
  reasons: schema.vettingCases.reasons,
};

// An identity check's result as its candidate knows it; no image is ever kept, and the provider's session id is ours.
const identityCheckColumns = {
  provider: schema.identityChecks.provider,
  status: schema.identityChecks.status,
  failure_reason: schema.identityChecks.failureReason,
  started_at: schema.identityChecks.startedAt,
  submitted_at: schema.identityChecks.submittedAt,
  decided_at: schema.identityChecks.decidedAt,
};

// A candidate's photo and CV as they know them (the files themselves are on the profile page); where they are stored is ours.
const profileFileColumns = {
  kind: schema.candidateProfileFiles.kind,
  file_name: schema.candidateProfileFiles.fileName,
  content_type: schema.candidateProfileFiles.contentType,
  size_bytes: schema.candidateProfileFiles.sizeBytes,
  uploaded_at: schema.candidateProfileFiles.uploadedAt,
};

// The company profile as the employer wrote it; where its logo is stored is ours (the logo is on the company page).
const companyProfileColumns = {
  description: schema.employerProfiles.description,
  size: schema.employerProfiles.size,
  industry: schema.employerProfiles.industry,
  locations: schema.employerProfiles.locations,
  timezone: schema.employerProfiles.timezone,
  work_start: schema.employerProfiles.workStart,
  work_end: schema.employerProfiles.workEnd,
  updated_at: schema.employerProfiles.updatedAt,
};

const OWNED: Owned[] = [
  { name: 'candidate_profile', table: schema.candidateProfiles, owner: [schema.candidateProfiles.userId] },
  { name: 'candidate_profile_files', table: schema.candidateProfileFiles, owner: [schema.candidateProfileFiles.userId], columns: profileFileColumns },
  { name: 'company_profile', table: schema.employerProfiles, owner: [schema.employerProfiles.userId], columns: companyProfileColumns },
  { name: 'sessions', table: schema.sessions, owner: [schema.sessions.userId] },
  { name: 'two_factor', table: schema.twoFactorSettings, owner: [schema.twoFactorSettings.userId], columns: twoFactorColumns },
  { name: 'remembered_devices', table: schema.rememberedDevices, owner: [schema.rememberedDevices.userId], columns: rememberedDeviceColumns },
  // A deletion asked for and not yet done: when it was asked, and the day everything here goes.
  { name: 'account_deletion', table: schema.accountDeletions, owner: [schema.accountDeletions.userId] },
  { name: 'activity', table: schema.activity, owner: [schema.activity.userId] },
  { name: 'jobs', table: schema.jobs, owner: [schema.jobs.employerId] },
  { name: 'applications', table: schema.applications, owner: [schema.applications.employerId, schema.applications.candidateId] },
  { name: 'interviews', table: schema.interviews, owner: [schema.interviews.employerId, schema.interviews.candidateId] },
  { name: 'offers', table: schema.offers, owner: [schema.offers.employerId, schema.offers.candidateId] },
  { name: 'candidate_requests', table: schema.candidateRequests, owner: [schema.candidateRequests.employerId] },
  { name: 'billing_account', table: schema.billingAccounts, owner: [schema.billingAccounts.employerId] },
  { name: 'agreements', table: schema.msas, owner: [schema.msas.employerId] },
  { name: 'payment_methods', table: schema.paymentMethods, owner: [schema.paymentMethods.employerId], columns: cardColumns },
  { name: 'platform_subscriptions', table: schema.platformSubscriptions, owner: [schema.platformSubscriptions.employerId] },
  { name: 'payments', table: schema.payments, owner: [schema.payments.employerId] },
  { name: 'invoices', table: schema.invoices, owner: [schema.invoices.employerId] },
  { name: 'grants', table: schema.grants, owner: [schema.grants.employerId] },
  { name: 'grant_applications', table: schema.grantApplications, owner: [schema.grantApplications.employerId] },
  { name: 'estimates', table: schema.estimates, owner: [schema.estimates.employerId] },
  { name: 'personal_data_requests', table: schema.personalDataRequests, owner: [schema.personalDataRequests.userId] },
  { name: 'compliance_documents', table: schema.complianceDocuments, owner: [schema.complianceDocuments.candidateId], columns: documentColumns },
  { name: 'intake_survey', table: schema.intakeSurveys, owner: [schema.intakeSurveys.candidateId] },
  { name: 'agreement_signatures', table: schema.agreementSignatures, owner: [schema.agreementSignatures.candidateId] },
  { name: 'vetting', table: schema.vettingCases, owner: [schema.vettingCases.candidateId], columns: vettingCaseColumns },
  { name: 'vetting_answers', table: schema.vettingAnswers, owner: [schema.vettingAnswers.candidateId] },
  { name: 'vetting_decisions', table: schema.vettingDecisions, owner: [schema.vettingDecisions.candidateId], columns: vettingDecisionColumns },
  { name: 'identity_checks', table: schema.identityChecks, owner: [schema.identityChecks.candidateId], columns: identityCheckColumns },
];

// Sent from the account's address, perhaps before the account existed.
const BY_ADDRESS: { name: string; table: PgTable; email: PgColumn; user?: PgColumn; columns?: Record<string, PgColumn> }[] = [
  { name: 'privacy_inquiries', table: schema.privacyInquiries, email: schema.privacyInquiries.email, user: schema.privacyInquiries.userId },
  { name: 'contact_messages', table: schema.contactMessages, email: schema.contactMessages.email },
  { name: 'demo_bookings', table: schema.demoBookings, email: schema.demoBookings.email },
  { name: 'mails', table: schema.outbox, email: schema.outbox.to, columns: mailColumns },
];

/** Keyed by the database's column names (snake_case, like the API), secrets left out. */
function openColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.values(getTableColumns(table))
      .filter((column) => !SECRET.test(column.name))
      .map((column) => [column.name, column]),
  );
}

export async function collectPersonalData(tx: Tx, userId: string, now: Date) {
  const [user] = await tx.select(openColumns(schema.users)).from(schema.users).where(eq(schema.users.id, userId));
  const account = user as Record<string, unknown>;
  const records: Record<string, Record<string, unknown>[]> = {};
  for (const { name, table, owner, columns } of OWNED) {
    records[name] = await tx
      .select(columns ?? openColumns(table))
      .from(table)
      .where(or(...owner.map((column) => eq(column, userId))));
  }
  const email = String(account.email);
  for (const { name, table, email: emailColumn, user: userColumn, columns } of BY_ADDRESS) {
    // Addresses are one account whatever their case (users_email_lower_idx), so forms typed in another case are theirs too.
    const sameAddress = sql`lower(${emailColumn}) = lower(${email})`;
    records[name] = await tx
      .select(columns ?? openColumns(table))
      .from(table)
      .where(userColumn ? or(sameAddress, eq(userColumn, userId)) : sameAddress);
  }
  records.mails = records.mails!.map((mail) => ({ ...mail, subject: withoutLinkTokens(String(mail.subject)), text: withoutLinkTokens(String(mail.text)) }));
  // Through JSON once, so dates read the same way everywhere in the file.
  return JSON.parse(JSON.stringify({ generated_at: now.toISOString(), account, records })) as {
    generated_at: string;
    account: Record<string, unknown>;
    records: Record<string, Record<string, unknown>[]>;
  };
}
