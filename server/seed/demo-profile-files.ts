import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import type { FileStore } from '../storage/file-store.js';
import { setCv } from '../candidates/profile-cv.js';
import { setPhoto } from '../candidates/profile-photo.js';
import { wrap, writePdf, type PdfLine } from './pdf-writer.js';
import type { DemoPerson } from './demo-data.js';

/*
 * Every demo candidate's photo and CV (issue 21), made at seed time and handed in through the
 * same steps as an upload (server/candidates/profile-photo.ts, profile-cv.ts): the photo is a
 * square of colour with the candidate's initials, the CV a PDF of their profile written by
 * ./pdf-writer.ts, whose words the employers' search then finds.
 */

/** Dark enough for white letters to read (WCAG AA at this size). */
const COLOURS = ['#2b6cb0', '#2f855a', '#9c4221', '#6b46c1', '#b83280', '#2c7a7b', '#975a16', '#4a5568', '#c53030', '#285e61'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0)};`);

const initialsOf = (person: Pick<DemoPerson, 'firstname' | 'lastname'>) =>
  [person.firstname, person.lastname].map((name) => [...name.trim()][0] ?? '').join('').toLocaleUpperCase('en');

/** A portrait stand-in: the initials, white on a colour chosen by the address, as a PNG as a phone would send. */
export async function demoPhoto(person: Pick<DemoPerson, 'email' | 'firstname' | 'lastname'>): Promise<Buffer> {
  const colour = COLOURS[createHash('sha256').update(person.email).digest()[0]! % COLOURS.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${colour}"/>` +
    `<text x="200" y="200" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="150" font-weight="700" fill="#ffffff" ` +
    `text-anchor="middle" dominant-baseline="central">${escapeXml(initialsOf(person))}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const regions = new Intl.DisplayNames('en', { type: 'region' });

/** The candidate's CV: who they are, their summary, skills, experience and education, from the demo's data. */
export function demoCv(person: DemoPerson): Buffer {
  const profile = person.candidateProfile!;
  const answers = person.profile ?? {};
  const name = `${person.firstname} ${person.lastname}`;
  const lines: PdfLine[] = [
    { text: name, heading: true },
    { text: profile.headline },
    { text: `Based in ${regions.of(person.country) ?? person.country} · works remotely` },
    { text: 'Summary', heading: true },
    ...wrap(profile.bio).map((text) => ({ text })),
    { text: 'Skills', heading: true },
    ...wrap(profile.skills.join(', ')).map((text) => ({ text })),
    { text: 'Experience', heading: true },
    { text: `${profile.yearsExperience} years${typeof answers.job_title === 'string' ? ` as ${answers.job_title}` : ''}.` },
  ];
  if (typeof answers.institution === 'string') {
    lines.push({ text: 'Education', heading: true });
    lines.push({ text: `${answers.institution}${typeof answers.graduation_year === 'number' ? `, ${answers.graduation_year}` : ''}` });
  }
  return writePdf(`${name} CV`, lines);
}

/** Runs after the demo's accounts and profiles are committed: files are not in the database's transaction. */
export async function insertDemoProfileFiles(db: Db, files: FileStore, people: DemoPerson[], userIds: Map<string, string>): Promise<number> {
  let count = 0;
  for (const person of people) {
    const userId = userIds.get(person.email);
    if (person.role !== 'candidate' || !person.candidateProfile || !userId) continue;
    const fileStem = `${person.firstname} ${person.lastname}`;
    await setPhoto({ db, files }, userId, { bytes: await demoPhoto(person), sentName: `${fileStem}.png` });
    await setCv({ db, files }, userId, { bytes: demoCv(person), sentName: `${fileStem} CV.pdf` });
    count += 1;
  }
  return count;
}
