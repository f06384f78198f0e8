import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { employerProfiles, users } from '../db/schema.js';
import { API_PREFIX } from '../contract.js';
import type { Schema } from '../http/handler-types.js';

/*
 * Who is hiring, as the company's jobs show it (docs/product.md, "The company profile"): what the
 * employer wrote in their company profile (server/employers/company-profile.ts), with the name and
 * website their account holds.
 */

type ProfileRow = typeof employerProfiles.$inferSelect;
type ProfileFields = Pick<ProfileRow, 'size' | 'industry' | 'locations' | 'timezone' | 'workStart' | 'workEnd' | 'logoKey'>;
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The logo's version in its address: changes with every new logo, and says nothing of where it is stored. */
export const logoVersion = (fileKey: string) => createHash('sha256').update(fileKey).digest('hex').slice(0, 16);

export const logoUrl = (employerId: string, fileKey: string) => `${API_PREFIX}/companies/${employerId}/logo?v=${logoVersion(fileKey)}`;

/** The website the account was given (at sign-up or in the settings), kept in `users.profile`. */
export const websiteOf = (profile: Record<string, unknown>) => (typeof profile.website_url === 'string' && profile.website_url !== '' ? profile.website_url : undefined);

/** The company's name as every page shows it: the account's company name, else the employer's own. */
export const companyNameOf = (user: { companyName: string | null; firstname: string; lastname: string }) => user.companyName ?? `${user.firstname} ${user.lastname}`;

/**
 * The fields the profile and a job's card share. The time zone falls back to the one the
 * employer's browser reported (`users.timezone`), the zone the pipeline's pages already use.
 */
export function companyFields(employerId: string, row: Nullable<ProfileFields> | undefined, accountZone: string | null) {
  const timezone = row?.timezone ?? accountZone;
  return {
    ...(row?.size ? { size: row.size } : {}),
    ...(row?.industry ? { industry: row.industry as Schema<'Industry'> } : {}),
    locations: row?.locations ?? [],
    ...(timezone ? { timezone } : {}),
    ...(row?.workStart && row.workEnd ? { work_hours: { start: row.workStart, end: row.workEnd } } : {}),
    ...(row?.logoKey ? { logo_url: logoUrl(employerId, row.logoKey) } : {}),
  };
}

/** How much of the description a job on the board shows, "…" included. */
export const SHORT_DESCRIPTION = 240;

/** The first words of a description, cut at a word when one ends in the second half. */
export function shortDescription(text: string): string {
  if (text.length <= SHORT_DESCRIPTION) return text;
  const cut = text.slice(0, SHORT_DESCRIPTION - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_DESCRIPTION / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The cards of a page of jobs' employers, in one statement prepared once: the board's own
 * statement (server/jobs/job-board.ts) stays at its two relations, whose planning is what a search
 * costs (docs/performance.md, API), and this one reads at most a page's employers by primary key.
 * On the board only the description's first characters are read (`whole` false).
 */
function cardsOf(db: Db, whole: boolean) {
  return prepared(db, whole ? 'company_cards_whole' : 'company_cards', (db, name) =>
    db
      .select({
        id: users.id,
        companyName: users.companyName,
        firstname: users.firstname,
        lastname: users.lastname,
        accountZone: users.timezone,
        website: sql<string | null>`${users.profile}->>'website_url'`,
        description: whole ? employerProfiles.description : sql<string | null>`left(${employerProfiles.description}, ${sql.raw(String(SHORT_DESCRIPTION + 1))})`,
        size: employerProfiles.size,
        industry: employerProfiles.industry,
        locations: employerProfiles.locations,
        timezone: employerProfiles.timezone,
        workStart: employerProfiles.workStart,
        workEnd: employerProfiles.workEnd,
        logoKey: employerProfiles.logoKey,
      })
      .from(users)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, users.id))
      // One parameter whatever the page's size, so one text: the ids joined by commas.
      .where(sql`${users.id} = any(string_to_array(${sql.placeholder('ids')}, ',')::uuid[])`)
      .prepare(name),
  );
}

/** The company card of each of these employers, by employer id; `whole` gives the whole description (a job's page). */
export async function companyCards(db: Db, employerIds: string[], whole: boolean): Promise<Map<string, Schema<'CompanyCard'>>> {
  const ids = [...new Set(employerIds)];
  if (ids.length === 0) return new Map();
  const rows = await cardsOf(db, whole).execute({ ids: ids.join(',') });
  return new Map(
    rows.map((row) => {
      const description = row.description ? (whole ? row.description : shortDescription(row.description)) : '';
      const website = websiteOf({ website_url: row.website });
      const card: Schema<'CompanyCard'> = {
        name: companyNameOf(row),
        ...companyFields(row.id, row, row.accountZone),
        ...(website ? { website_url: website } : {}),
        ...(description ? { description } : {}),
      };
      return [row.id, card];
    }),
  );
}
