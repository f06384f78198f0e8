import type { Schema } from '../http/handler-types.js';
import type { FieldProblem } from '../http/errors.js';
import { cleanSkills, cleanText, throwIfAny } from '../http/clean-input.js';
import { industryOf } from '../../src/shared/job-roles.js';
import { HOURS_PER_WEEK } from '../../src/shared/working-hours.js';

/** The job input as stored: trimmed text, industry from the role, no country for "anywhere". */
export function jobValues(body: Schema<'JobInput'>) {
  const fields: Record<string, FieldProblem> = {};
  const values = {
    title: cleanText(fields, 'title', body.title, 3),
    description: cleanText(fields, 'description', body.description, 20),
    role: body.role,
    industry: industryOf(body.role),
    hireType: body.hire_type,
    experienceLevel: body.experience_level,
    payCents: body.pay_cents,
    hoursPerWeek: body.hours_per_week,
    skills: cleanSkills(fields, 'skills', body.skills),
    country: body.country ?? null,
  };
  const hours = HOURS_PER_WEEK[body.hire_type];
  if (body.hours_per_week < hours.min) fields.hours_per_week = { key: 'min', params: { min: hours.min } };
  if (body.hours_per_week > hours.max) fields.hours_per_week = { key: 'max', params: { max: hours.max } };
  throwIfAny(fields);
  return values;
}
