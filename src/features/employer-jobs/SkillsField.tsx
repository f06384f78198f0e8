import { m } from '@/generated/paraglide/messages.js';
import { JOB_LIMITS } from '@/machines/post-job.machine';
import { ChipsInput, type ChipsInputProps, type ChipsInputWords } from '@/ui/ChipsInput';

const { max, length } = JOB_LIMITS.skills;

// Built on each render: the messages follow the language chosen.
const words = (): ChipsInputWords => ({
  legend: m.ejobs_field_skills(),
  hint: m.ejobs_field_skills_hint({ max }),
  entry: m.ejobs_skill_new(),
  add: m.ejobs_skill_add(),
  chosen: m.ejobs_skills_chosen(),
  none: m.ejobs_skills_none_yet(),
  remove: (skill) => m.ejobs_skill_remove({ skill }),
  added: (skill) => m.ejobs_skill_added({ skill }),
  removed: (skill) => m.ejobs_skill_removed({ skill }),
  duplicate: (skill) => m.ejobs_skill_already_added({ skill }),
  full: m.ejobs_skills_too_many({ max }),
  tooLong: m.ejobs_skill_too_long({ max: length }),
});

export interface SkillsFieldProps extends Pick<ChipsInputProps, 'id' | 'onChange' | 'error'> {
  value: string[];
}

/** The skills a job asks for as chips, in the job post's words, within the contract's limits. */
export function SkillsField({ value, ...field }: SkillsFieldProps) {
  return <ChipsInput {...field} values={value} words={words()} maxCount={max} maxLength={length} />;
}
