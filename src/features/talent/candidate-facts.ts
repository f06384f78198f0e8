import { m } from '@/generated/paraglide/messages.js';
import { countryName } from '@/lib/countries';
import { availabilityLabel, experienceLabel, jobRoleLabel, payLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { CandidateSummary } from './api';
import type { Fact } from './FactList';

/** What an employer weighs first about a candidate, in the order they weigh it. */
export function candidateFacts(candidate: CandidateSummary, locale: Locale): Fact[] {
  const notGiven = m.talent_not_given();
  return [
    { label: m.talent_fact_role(), value: candidate.role ? jobRoleLabel(candidate.role) : notGiven },
    { label: m.talent_fact_level(), value: candidate.experience_level ? experienceLabel(candidate.experience_level) : notGiven },
    { label: m.talent_fact_years(), value: String(candidate.years_experience) },
    {
      label: m.talent_fact_rate(),
      value: candidate.monthly_rate_cents === undefined ? notGiven : payLabel(candidate.monthly_rate_cents, 'full_time', locale),
    },
    { label: m.talent_fact_availability(), value: availabilityLabel(candidate.availability) },
    { label: m.talent_fact_country(), value: countryName(candidate.country, locale) },
  ];
}

export const fullName = (candidate: Pick<CandidateSummary, 'firstname' | 'lastname'>) =>
  `${candidate.firstname} ${candidate.lastname}`.trim();
