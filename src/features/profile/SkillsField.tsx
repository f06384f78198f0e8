import { m } from '@/generated/paraglide/messages.js';
import { ChipsInput, type ChipsInputProps, type ChipsInputWords } from '@/ui/ChipsInput';
import { SKILL_MAX, SKILLS_MAX } from './profile-form';

// Built on each render: the messages follow the language chosen.
const words = (): ChipsInputWords => ({
  legend: m.profile_field_skills(),
  hint: m.profile_skills_hint(),
  entry: m.profile_skill_new(),
  add: m.profile_skill_add(),
  chosen: m.profile_skills_chosen(),
  none: m.profile_skills_none(),
  remove: (skill) => m.profile_skill_remove({ skill }),
  added: (skill) => m.profile_skill_added({ skill }),
  removed: (skill) => m.profile_skill_removed({ skill }),
  count: (count) => m.profile_skills_count({ count }),
  duplicate: () => m.profile_skill_duplicate(),
  full: m.profile_skills_max(),
  tooLong: m.profile_skill_too_long(),
});

export interface SkillsFieldProps extends Pick<ChipsInputProps, 'id' | 'onChange' | 'error' | 'inputRef'> {
  skills: string[];
}

/** The candidate's skills as chips, in the profile's words, within the contract's limits. */
export function SkillsField({ skills, ...field }: SkillsFieldProps) {
  return <ChipsInput {...field} values={skills} words={words()} maxCount={SKILLS_MAX} maxLength={SKILL_MAX} />;
}
