import type { Schema } from '../http/handler-types.js';
import type { UserRow } from './sessions.js';

/** The non-secret profile the contract promises; nothing else leaves the server. */
export function toApiUser(row: UserRow): Schema<'User'> {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    ...(row.callMeBy ? { call_me_by: row.callMeBy } : {}),
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    country: row.country,
    locale: row.locale,
    ...(row.timezone ? { timezone: row.timezone } : {}),
    ...(row.companyName ? { company_name: row.companyName } : {}),
    created_at: row.createdAt.toISOString(),
  };
}
