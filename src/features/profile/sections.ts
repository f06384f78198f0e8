import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';

export type ProfileSection = components['schemas']['ProfileSection'];
/** The editor's cards: the rate is a field of the about card. */
export type EditorSection = Exclude<ProfileSection, 'rate'>;

/** The cards in the order the page shows them (the server's `missing` keeps the same order). */
export const EDITOR_SECTIONS: readonly EditorSection[] = ['about', 'photo', 'cv', 'work_history', 'education', 'languages', 'skills', 'work_hours', 'links'];

export const SECTION_TITLE: Record<EditorSection, () => string> = {
  about: m.profile_section_about,
  photo: m.profile_section_photo,
  cv: m.profile_section_cv,
  work_history: m.profile_section_work_history,
  education: m.profile_section_education,
  languages: m.profile_section_languages,
  skills: m.profile_section_skills,
  work_hours: m.profile_section_work_hours,
  links: m.profile_section_links,
};

/** The element of a card (its heading) that a link to it focuses. */
export const sectionHeadingId = (section: EditorSection) => `profile-${section.replaceAll('_', '-')}-title`;

/** The rate's own field, inside the about card. */
export const RATE_FIELD_ID = 'profile-rate';

/** What a missing part is called in the list of what is left, and the element its link focuses. */
export const MISSING: Record<ProfileSection, { label: () => string; target: string }> = {
  about: { label: m.profile_missing_about, target: sectionHeadingId('about') },
  rate: { label: m.profile_missing_rate, target: RATE_FIELD_ID },
  photo: { label: m.profile_missing_photo, target: sectionHeadingId('photo') },
  cv: { label: m.profile_missing_cv, target: sectionHeadingId('cv') },
  work_history: { label: m.profile_missing_work_history, target: sectionHeadingId('work_history') },
  education: { label: m.profile_missing_education, target: sectionHeadingId('education') },
  languages: { label: m.profile_missing_languages, target: sectionHeadingId('languages') },
  skills: { label: m.profile_missing_skills, target: sectionHeadingId('skills') },
  work_hours: { label: m.profile_missing_work_hours, target: sectionHeadingId('work_hours') },
  links: { label: m.profile_missing_links, target: sectionHeadingId('links') },
};
