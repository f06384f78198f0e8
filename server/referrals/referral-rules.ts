/*
 * The public /Referral-Program-Rules page (messages/content/legal/Referral-Program-Rules/en.json)
 * as numbers. What it promises, and where this area keeps each promise:
 * - "Each qualifying referral earns a credit of USD 100" and "each referred business earns one
 *   credit, however many people it hires": one ledger line per referral (referral_credits.referral_id
 *   is unique), of CREDIT_CENTS.
 * - "You can earn at most 20 credits in a calendar year": YEARLY_LIMIT, counted by the UTC year the
 *   referral qualified (server/referrals/referral-settlement.ts).
 * - A referral qualifies when the business "hires at least one staff member through RemoteHire and
 *   pays for the first month", "that staff member is still employed through RemoteHire after the
 *   first paid month, and the business has paid the invoice for the following month"
 *   (server/referrals/referral-qualification.ts reads billing's payments for it).
 * - "The referred business was not already a RemoteHire customer and had not signed up before you
 *   referred it" and "you told us about the referral before the business made its first payment":
 *   a referral is recorded only as the employer signs up through the link
 *   (server/referrals/record-referral.ts), so both hold by construction.
 * - "If two people refer the same business, the credit goes to the one whose referral we received
 *   first": referrals.employer_id is unique.
 * - "Referrals recorded before the change keep the rules that applied when we received them":
 *   each referral keeps RULES_VERSION, the page's `updated` date (a test checks they agree).
 * - "The platform never pays them out", and a business agent, who has no invoices, has its credits
 *   "recorded in the credit ledger on your Referrals page" and settled with RemoteHire under its
 *   partner agreement, outside the platform: the ledger has no payout
 *   (docs/decisions/026-referral-credits-are-a-ledger.md).
 */

/** The `updated` date of the rules page new referrals are recorded under. */
export const RULES_VERSION = '2026-11-22';
export const CREDIT_CENTS = 10_000;
export const CREDIT_CURRENCY = 'USD';
export const YEARLY_LIMIT = 20;

/** The employer sign-up a business agent's link opens, relative to the site. */
export const signupPathOf = (code: string) => `/signup/employer?ref=${code}`;
