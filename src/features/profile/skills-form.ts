import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

type S = components['schemas'];
export type SkillsInput = S['SkillsInput'];

// The contract's limits (SkillsInput).
const L = limits.SkillsInput.entries;
export const SKILLS_MAX = L.maxItems;
export const SKILL_MAX = L.items.name.maxLength;
const YEARS_MAX = L.items.years.maximum;

/** One skill as typed. */
export interface SkillForm {
  name: string;
  years: string;
}
export interface SkillsForm {
  entries: SkillForm[];
}

export const blankSkill = (): SkillForm => ({ name: '', years: '' });

export const skillsSchema = () =>
  z.object({
    entries: z
      .array(
        z.object({
          name: z.string().check(
            z.refine((value) => value.trim() !== '', { error: () => m.profile_required() }),
            z.refine((value) => value.trim().length <= SKILL_MAX, { error: () => m.api_field_too_long({ max: SKILL_MAX }) }),
          ),
          years: z.string().check(z.refine((value) => /^\d{1,2}$/.test(value.trim()) && Number(value) <= YEARS_MAX, { error: () => m.profile_years_range() })),
        }),
      )
      .check(
        z.maxLength(SKILLS_MAX, { error: () => m.profile_skills_max() }),
        // The server compares skills without case: say which one is there twice.
        z.superRefine((skills, ctx) => {
          const seen = new Set<string>();
          skills.forEach((skill, index) => {
            const key = skill.name.trim().toLowerCase();
            if (key && seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: m.profile_skill_duplicate() });
            seen.add(key);
          });
        }),
      ),
  });

export const skillsForm = (saved: S['SkillEntry'][]): SkillsForm => ({ entries: saved.map((skill) => ({ name: skill.name, years: String(skill.years) })) });

export const toSkills = (form: SkillsForm): SkillsInput => ({
  entries: form.entries.map((skill) => ({ name: skill.name.trim(), years: Number(skill.years.trim()) })),
});
