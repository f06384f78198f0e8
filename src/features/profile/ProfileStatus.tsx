import { Box, List, Text } from '@chakra-ui/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { missingParts, type MissingPart } from './profile-form';

const missingLabel: Record<MissingPart, () => string> = {
  headline: m.profile_missing_headline,
  role: m.profile_missing_role,
  experience_level: m.profile_missing_experience_level,
  rate: m.profile_missing_rate,
  skills: m.profile_missing_skills,
};

/** Whether employers can find the saved profile, and if not, what it still lacks. */
export function ProfileStatus({ profile }: { profile: components['schemas']['CandidateProfile'] }) {
  const missing = missingParts(profile);
  const complete = profile.complete && missing.length === 0;
  return (
    <Box
      data-complete={complete}
      p="4"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderRadius="lg"
      borderColor={complete ? 'green.700' : 'orange.700'}
      bg={complete ? 'bg.success' : 'bg.warning'}
    >
      {complete ? (
        <Text>{m.profile_complete()}</Text>
      ) : (
        <>
          <Text id="profile-missing">{m.profile_incomplete()}</Text>
          <List.Root aria-labelledby="profile-missing" mt="2" ps="5">
            {missing.map((part) => (
              <List.Item key={part}>{missingLabel[part]()}</List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  );
}
