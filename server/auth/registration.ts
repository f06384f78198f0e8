import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import type { Locale } from '../i18n.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { issueLink } from './email-links.js';
import { profileOf, registrationProblems, roleOf } from './registration-rules.js';
import { startCandidateProfile } from '../candidates/candidate-profiles.js';
import { enqueueMail } from '../mail/outbox.js';
import { verifyLink } from './mailed-links.js';
import { recordReferral } from '../referrals/record-referral.js';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Creates an account waiting for its address to be verified, and mails the link.
 * `locale` is the one asked for, else the browser's.
 */
export async function register(db: Db, publicUrl: string, ip: string, body: Schema<'RegisterRequest'>, browserLocale: Locale) {
  // One person retrying one address: generous enough for every typo, not for a script.
  await enforceLimit(db, `register:${ip}:${body.email.trim().toLowerCase()}`, limits.registerAttemptsPerAddressAndEmail);
  if (!body.agree_to_terms) {
    throw new ApiError(400, 'TERMS_REQUIRED', { agree_to_terms: { key: 'termsRequired' } });
  }
  const problems = registrationProblems(body);
  if (Object.keys(problems).length) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  if (passwordProblem(body.password, body.email)) {
    throw new ApiError(400, 'PASSWORD_COMMON', { password: { key: 'passwordCommon' } });
  }
  // Only sign-ups that would create an account count (and those refused for a taken
  // e-mail, or this would answer "is X registered?" at will): an office behind one
  // address is not locked out because someone mistyped a field.
  await enforceLimit(db, `sign-ups:${ip}`, limits.signUpsPerAddress);
  const locale = body.locale ?? browserLocale;
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email.trim(),
          passwordHash,
          role: roleOf(body.user_type),
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          callMeBy: body.call_me_by?.trim() || null,
          country: body.country,
          phoneNumber: body.phone_number ?? null,
          locale,
          companyName: body.company_name?.trim() || null,
          sendMails: body.send_mails ?? true,
          termsAcceptedAt: new Date(),
          profile: profileOf(body),
        })
        .returning();
      if (user!.role === 'candidate') await startCandidateProfile(tx, user!, body);
      if (body.referral_code) await recordReferral(tx, publicUrl, user!, body.referral_code);
      const token = await issueLink(tx, user!.id, 'verify_email');
      await enqueueMail(tx, user!.email, { template: 'verify_email', name: user!.firstname, link: verifyLink(publicUrl, token) }, locale);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'EMAIL_TAKEN', { email: { key: 'emailTaken' } });
    throw error;
  }
  return { email: body.email.trim(), verification_required: true };
}
