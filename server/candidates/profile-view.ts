import type { candidateProfiles } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';

// The search vector and the CV's text are never needed to show a profile.
type ProfileRow = Omit<typeof candidateProfiles.$inferSelect, 'search' | 'cvText'>;
type Sections = Pick<Schema<'CandidateProfileView'>, 'work_history' | 'education' | 'languages' | 'skills_detail' | 'work_hours' | 'links'>;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The work hours, when the candidate has set them (the four columns are all set or all null). */
function workHoursOf(p: ProfileRow): Schema<'WorkHours'> | undefined {
  if (p.workTimezone == null || p.workStartMinute == null || p.workEndMinute == null || p.workDays == null) return undefined;
  return { timezone: p.workTimezone, start: clock(p.workStartMinute), end: clock(p.workEndMinute), days: p.workDays as Schema<'Weekday'>[] };
}

/**
 * The profile's sections as the contract shows them, to the candidate and to employers alike: nothing
 * here is private (the e-mail address, phone number and address live on the account, never here).
 */
export function profileSections(p: ProfileRow): Sections {
  const workHours = workHoursOf(p);
  return {
    work_history: p.workHistory,
    education: p.education as Schema<'EducationEntry'>[],
    languages: p.languages as Schema<'LanguageSkill'>[],
    skills_detail: p.skillYears,
    ...(workHours ? { work_hours: workHours } : {}),
    links: p.links,
  };
}

/** Which of the candidate's files exist (server/candidates/profile-files.ts). */
export interface ProfileFilesPresent {
  photo: boolean;
  cv: boolean;
}

/**
 * How much of the profile is filled in, section by section, in the order the contract lists them
 * (ProfileSection): `about` wants the headline, summary, role and level; `rate` the monthly rate.
 */
export function profileCompleteness(p: ProfileRow, files: ProfileFilesPresent): Schema<'ProfileCompleteness'> {
  const filled: Record<Schema<'ProfileSection'>, boolean> = {
    about: p.headline.trim() !== '' && p.bio.trim() !== '' && p.role != null && p.experienceLevel != null,
    photo: files.photo,
    cv: files.cv,
    work_history: p.workHistory.length > 0,
    education: p.education.length > 0,
    languages: p.languages.length > 0,
    skills: p.skillYears.length > 0,
    work_hours: p.workTimezone != null,
    links: Object.keys(p.links).length > 0,
    rate: p.monthlyRateCents != null,
  };
  const sections = Object.keys(filled) as Schema<'ProfileSection'>[];
  const missing = sections.filter((section) => !filled[section]);
  return { percent: Math.round((100 * (sections.length - missing.length)) / sections.length), missing };
}
