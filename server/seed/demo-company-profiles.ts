import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import { employerProfiles } from '../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { setCompanyLogo } from '../employers/company-logo.js';
import { DEMO_EMPLOYER, DEMO_SECOND_EMPLOYER } from './demo-data.js';

/*
 * Both demo companies' profiles (issue 21), with a logo drawn at seed time and handed in through
 * the same steps as an upload (server/employers/company-logo.ts): a rounded square of colour with
 * the company's monogram, rendered by sharp from an SVG, so no picture is committed.
 */

type ProfileValues = Omit<typeof employerProfiles.$inferInsert, 'userId' | 'logoKey' | 'updatedAt'>;

const demoCompanies: { email: string; name: string; profile: ProfileValues }[] = [
  {
    email: DEMO_EMPLOYER,
    name: 'Northwind Dental Group',
    profile: {
      description:
        'Northwind Dental Group runs twelve family dental clinics across Oregon and Washington. Our remote team keeps the front desks ' +
        'free for patients: insurance claims, billing, scheduling and the books, handled by people who know dental practices.\n\n' +
        'You work with our office managers every day, on our hours, with the tools we use (Dentrix, QuickBooks, Google Workspace).',
      size: '51-200',
      industry: 'healthcare',
      locations: [
        { city: 'Portland', country: 'US' },
        { city: 'Seattle', country: 'US' },
      ],
      timezone: 'America/Los_Angeles',
      workStart: '08:00',
      workEnd: '17:00',
    },
  },
  {
    email: DEMO_SECOND_EMPLOYER,
    name: 'Harbor & Pine Realty',
    profile: {
      description:
        'Harbor & Pine Realty is an independent agency selling and managing homes on the New South Wales coast. Our remote ' +
        'assistants keep listings, tenancies and the agents’ calendars in order, so the agents can be out with buyers.',
      size: '11-50',
      industry: 'real-estate',
      locations: [{ city: 'Sydney', country: 'AU' }],
      timezone: 'Australia/Sydney',
      workStart: '09:00',
      workEnd: '17:30',
    },
  },
];

/** Dark enough for white letters to read (WCAG AA at this size). */
const COLOURS = ['#1a365d', '#22543d', '#744210', '#553c9a', '#702459', '#234e52'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0)};`);

/** The first letters of the name's first two words that start with a letter: "Harbor & Pine Realty" → "HP". */
export const monogramOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!)
    .join('')
    .toLocaleUpperCase('en');

/** A logo stand-in: the monogram, white on a rounded square of a colour chosen by the name, as a PNG. */
export async function demoLogo(name: string): Promise<Buffer> {
  const colour = COLOURS[createHash('sha256').update(name).digest()[0]! % COLOURS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="${colour}"/>` +
    `<text x="256" y="256" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="200" font-weight="700" fill="#ffffff" ` +
    `text-anchor="middle" dominant-baseline="central">${escapeXml(monogramOf(name))}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes both demo companies' profiles and logos; answers how many were written. Runs after the accounts are committed. */
export async function insertDemoCompanyProfiles(db: Db, files: FileStore, userIds: Map<string, string>): Promise<number> {
  let written = 0;
  for (const company of demoCompanies) {
    const userId = userIds.get(company.email);
    if (!userId) continue;
    await db.insert(employerProfiles).values({ userId, ...company.profile }).onConflictDoNothing();
    await setCompanyLogo({ db, files }, userId, { bytes: await demoLogo(company.name), sentName: 'logo.png' });
    written += 1;
  }
  return written;
}
