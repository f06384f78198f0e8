import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { candidateProfiles, users } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { UserRow } from '../auth/sessions.js';
import { optionalByType, requiredByType } from '../auth/registration-rules.js';
import { toApiUser } from '../auth/user-view.js';

/*
 * The details a user gave at sign-up, edited on the settings page (docs/product.md, "Account settings").
 * The rules are sign-up's (server/auth/registration-rules.ts): a kind of account edits the company
 * name and website only when it gives them at sign-up, and cannot empty the ones it must give.
 * Invariant: the candidate profile's copies of the name and country (candidate_profiles.full_name,
 * country, which searches read without joining users) change in the same transaction.
 */

type Field = Schema<'AccountDetailsField'>;
type Update = Schema<'AccountDetailsUpdate'>;
type UserType = keyof typeof requiredByType;

const COMMON: Field[] = ['firstname', 'lastname', 'call_me_by', 'country', 'phone_number'];
const ROLE_FIELDS = ['company_name', 'website_url'] as const;

/** The kind of account chosen at sign-up, from the role; an administrator's was never chosen. */
const userTypeOf = (role: UserRow['role']): UserType | null => (role === 'admin' ? null : role === 'employer' ? 'business_owner' : role);

/** Which fields this account edits, and which of them cannot be left empty. */
export function detailFieldsOf(role: UserRow['role']): { editable: Field[]; required: Field[] } {
  const type = userTypeOf(role);
  const required = type ? ROLE_FIELDS.filter((f) => requiredByType[type].includes(f)) : [];
  const optional = type ? ROLE_FIELDS.filter((f) => optionalByType[type].includes(f)) : [];
  return { editable: [...COMMON, ...required, ...optional], required: ['firstname', 'lastname', 'country', ...required] };
}

const websiteOf = (user: UserRow) => (typeof user.profile.website_url === 'string' ? user.profile.website_url : undefined);

export function toAccountDetails(user: UserRow): Schema<'AccountDetails'> {
  const { editable, required } = detailFieldsOf(user.role);
  const website = editable.includes('website_url') ? websiteOf(user) : undefined;
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    ...(user.callMeBy ? { call_me_by: user.callMeBy } : {}),
    country: user.country,
    ...(user.phoneNumber ? { phone_number: user.phoneNumber } : {}),
    ...(editable.includes('company_name') && user.companyName ? { company_name: user.companyName } : {}),
    ...(website ? { website_url: website } : {}),
    editable,
    required,
  };
}

export const getAccountDetails = (owner: Owner) => toAccountDetails(owner.account);

function problemsOf(role: UserRow['role'], body: Update): Record<string, FieldProblem> {
  const { editable, required } = detailFieldsOf(role);
  const problems: Record<string, FieldProblem> = {};
  for (const field of Object.keys(body) as Field[]) if (!editable.includes(field)) problems[field] = { key: 'unknown' };
  for (const field of required) {
    const value = body[field];
    if (value === undefined || value.trim() === '') problems[field] = { key: 'required' };
  }
  return problems;
}

/** The whole set of details, as the form sends it: an optional field left out is emptied. */
export async function updateAccountDetails(db: Db, owner: Owner, body: Update) {
  const problems = problemsOf(owner.role, body);
  if (Object.keys(problems).length) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  const { editable } = detailFieldsOf(owner.role);
  const { website_url: _website, ...profile } = owner.account.profile;
  const website = body.website_url?.trim();
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        callMeBy: body.call_me_by?.trim() || null,
        country: body.country,
        phoneNumber: body.phone_number?.trim() || null,
        ...(editable.includes('company_name') ? { companyName: body.company_name?.trim() || null } : {}),
        ...(editable.includes('website_url') ? { profile: website ? { ...profile, website_url: website } : profile } : {}),
      })
      .where(eq(users.id, owner.userId))
      .returning();
    // A candidate's profile row may not exist yet (ensureCandidateProfile makes it from users on first use).
    await tx
      .update(candidateProfiles)
      .set({ fullName: `${user!.firstname} ${user!.lastname}`, country: user!.country })
      .where(eq(candidateProfiles.userId, owner.userId));
    return user!;
  });
  return { details: toAccountDetails(updated), user: toApiUser(updated) };
}
