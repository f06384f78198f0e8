import type { Schema } from '../http/handler-types.js';
import type { FieldProblem } from '../http/errors.js';

type Register = Schema<'RegisterRequest'>;
type UserType = Register['user_type'];
type Field = keyof Register;

/** Which profile answers each kind of account must give; the contract's description says the same. */
export const requiredByType: Record<UserType, Field[]> = {
  business_owner: ['company_name', 'website_url'],
  candidate: ['highest_degree', 'institution', 'graduation_year', 'job_title', 'industry', 'job_type'],
  agent: ['years_experience', 'industries', 'regions'],
  business_agent: ['company_name', 'years_experience', 'industries', 'expected_referrals'],
  bpo: ['company_name', 'website_url', 'headcount'],
  saa: ['company_name', 'license_number'],
  ba: ['company_name', 'website_url', 'member_count'],
};

/** The profile answers each kind of account may give (server/account/account-details.ts edits some of them too). */
export const optionalByType: Record<UserType, Field[]> = {
  // The code of the business agent's link it came through (server/referrals/record-referral.ts).
  business_owner: ['referral_code'],
  candidate: ['call_me_by'],
  agent: ['agency_name', 'linkedin_url'],
  business_agent: ['website_url', 'linkedin_url'],
  bpo: [],
  saa: ['website_url'],
  ba: [],
};

export const roleOf = (type: UserType) => (type === 'business_owner' ? 'employer' : type);

/** Fields that are not this role's are refused, like unknown ones, rather than silently stored. */
export function registrationProblems(body: Register): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const required = requiredByType[body.user_type];
  const allowed = new Set<Field>([
    'user_type', 'firstname', 'lastname', 'email', 'password', 'country', 'phone_number',
    'send_mails', 'agree_to_terms', 'locale', ...required, ...optionalByType[body.user_type],
  ]);
  for (const field of required) {
    const value = body[field];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) problems[field] = { key: 'required' };
  }
  for (const field of Object.keys(body) as Field[]) {
    if (!allowed.has(field)) problems[field] = { key: 'unknown' };
  }
  if (body.firstname.trim() === '') problems.firstname = { key: 'required' };
  if (body.lastname.trim() === '') problems.lastname = { key: 'required' };
  return problems;
}

/** The role-specific answers kept in users.profile. */
export function profileOf(body: Register): Record<string, unknown> {
  const columns = new Set(['user_type', 'firstname', 'lastname', 'email', 'password', 'country', 'phone_number',
    'send_mails', 'agree_to_terms', 'locale', 'company_name', 'call_me_by', 'referral_code']);
  return Object.fromEntries(Object.entries(body).filter(([k]) => !columns.has(k)));
}
