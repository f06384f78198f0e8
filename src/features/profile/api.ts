import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { FormSection } from './drafts';

type S = components['schemas'];
export type CandidateProfile = S['CandidateProfile'];

/* The reads and writes of the candidate's own profile: each section is saved on its own and answers the whole profile. */

export const useMyProfile = () => $api.useQuery('get', '/candidate/profile');

/** What each section's PUT takes. */
export interface SectionBodies {
  about: S['CandidateProfileInput'];
  work_history: S['WorkHistoryInput'];
  education: S['EducationInput'];
  languages: S['LanguagesInput'];
  skills: S['SkillsInput'];
  work_hours: S['WorkHours'];
  links: S['ProfileLinks'];
}

export function saveSection<K extends FormSection>(section: K, body: SectionBodies[K]): Promise<CandidateProfile> {
  const b = body as never;
  switch (section) {
    case 'about':
      return unwrap(api.PUT('/candidate/profile', { body: b }));
    case 'work_history':
      return unwrap(api.PUT('/candidate/profile/work-history', { body: b }));
    case 'education':
      return unwrap(api.PUT('/candidate/profile/education', { body: b }));
    case 'languages':
      return unwrap(api.PUT('/candidate/profile/languages', { body: b }));
    case 'skills':
      return unwrap(api.PUT('/candidate/profile/skills', { body: b }));
    case 'work_hours':
      return unwrap(api.PUT('/candidate/profile/work-hours', { body: b }));
    default:
      return unwrap(api.PUT('/candidate/profile/links', { body: b }));
  }
}

export type ProfileFileKind = 'photo' | 'cv';

/** The form CandidateFileUpload describes: the one file. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export function uploadProfileFile(kind: ProfileFileKind, file: File): Promise<CandidateProfile> {
  // The contract types the body by its field; it travels as the multipart form it makes.
  const init = { body: { file } as unknown as S['CandidateFileUpload'], bodySerializer: () => fileForm(file) };
  return kind === 'photo' ? unwrap(api.PUT('/candidate/profile/photo', init)) : unwrap(api.PUT('/candidate/profile/cv', init));
}

export const removeProfileFile = (kind: ProfileFileKind): Promise<CandidateProfile> =>
  kind === 'photo' ? unwrap(api.DELETE('/candidate/profile/photo')) : unwrap(api.DELETE('/candidate/profile/cv'));
