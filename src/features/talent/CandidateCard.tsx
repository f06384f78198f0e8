import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { backToState } from '@/lib/back-to';
import type { CandidateSummary } from './api';
import { candidateFacts, fullName } from './candidate-facts';
import { CandidatePhoto } from './CandidatePhoto';
import { EngagedBadge } from './EngagedBadge';
import { VettedBadge } from './VettedBadge';
import { FactList } from './FactList';
import { candidateProfilePath } from './paths';
import { SkillTags } from '@/ui/SkillTags';

/** One candidate in a list, with their photo (or initials); the name leads to the full profile. */
export function CandidateCard({ candidate, headingLevel = 'h3' }: { candidate: CandidateSummary & { photo_url?: string }; headingLevel?: 'h2' | 'h3' }) {
  const locale = useLocale();
  const name = fullName(candidate);
  // The profile's back link returns to this list, its filters and page included.
  const here = useLocation();
  return (
    <Stack as="li" gap="3" p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel" listStyleType="none">
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <HStack gap="3" align="flex-start" minW="0">
        <CandidatePhoto firstname={candidate.firstname} lastname={candidate.lastname} photoUrl={candidate.photo_url} />
        <Stack gap="1" minW="0">
          <Heading as={headingLevel} size="md">
            <ChakraLink asChild color="brand.fg">
              <Link to={candidateProfilePath(candidate.id)} state={backToState(here)}>
                {name}
              </Link>
            </ChakraLink>
          </Heading>
          {candidate.headline ? <Text color="fg.muted">{candidate.headline}</Text> : null}
        </Stack>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {candidate.vetted ? <VettedBadge /> : null}
          {candidate.engaged ? <EngagedBadge /> : null}
        </HStack>
      </HStack>
      <FactList facts={candidateFacts(candidate, locale)} />
      <SkillTags skills={candidate.skills} label={m.talent_skills_of({ name })} />
    </Stack>
  );
}
