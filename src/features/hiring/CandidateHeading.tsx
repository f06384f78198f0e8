import { Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { backToState } from '@/lib/back-to';
import { countryName } from '@/lib/countries';
import { experienceLabel, jobRoleLabel, payLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { CandidateSummary } from './api';

export const candidateName = (candidate: Pick<CandidateSummary, 'firstname' | 'lastname'>) =>
  `${candidate.firstname} ${candidate.lastname}`.trim();

export const candidateProfilePath = (candidateId: string) => `/Employer/CandidateProfileView?id=${encodeURIComponent(candidateId)}`;

/** The candidate's name, linking to their profile, as the heading of a card. */
export function CandidateHeading({ candidate, id, level }: { candidate: CandidateSummary; id: string; level: 'h2' | 'h3' }) {
  // The profile's back link returns here, filters and page included.
  const here = useLocation();
  return (
    <Heading as={level} id={id} size="md">
      <ChakraLink asChild color="brand.fg">
        <Link to={candidateProfilePath(candidate.id)} state={backToState(here)}>
          {candidateName(candidate)}
        </Link>
      </ChakraLink>
    </Heading>
  );
}

/** Who the candidate is at a glance: headline, role, experience, country and the pay they ask. */
export function CandidateFacts({ candidate, locale }: { candidate: CandidateSummary; locale: Locale }) {
  const facts = [
    candidate.role ? jobRoleLabel(candidate.role) : null,
    candidate.experience_level ? experienceLabel(candidate.experience_level) : null,
    m.hiring_candidate_years({ years: candidate.years_experience }),
    candidate.country ? countryName(candidate.country, locale) : null,
    candidate.monthly_rate_cents !== undefined
      ? m.hiring_candidate_asks({ pay: payLabel(candidate.monthly_rate_cents, 'full_time', locale) })
      : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <>
      {candidate.headline ? <Text>{candidate.headline}</Text> : null}
      <Text color="fg.muted" textStyle="sm">
        {facts.join(' · ')}
      </Text>
    </>
  );
}
