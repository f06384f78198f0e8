import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import type { VettingCase } from '@/machines/vetting.machine';
import { ToneBadge } from '@/ui/StatusBadge';
import { PROFILE_FIELD } from './words';

/** The parts of the profile vetting asks for, each done or missing (in words, not colour alone), with a link to fill it in. */
export function ProfileChecklist({ profile }: { profile: VettingCase['profile'] }) {
  return (
    <Box as="section" aria-labelledby="vetting-profile" p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <Stack gap="1">
          <Heading as="h2" id="vetting-profile" size="md">
            {m.vet_profile_title()}
          </Heading>
          <Text color="fg.muted">{m.vet_profile_hint()}</Text>
        </Stack>
        <Stack as="ul" listStyleType="none" ps="0" gap="2">
          {profile.map(({ field, done }) => (
            <HStack as="li" key={field} justify="space-between" wrap="wrap" gap="2">
              <HStack gap="2">
                <ToneBadge tone={done ? 'green' : 'orange'}>{done ? m.vet_field_done() : m.vet_field_missing()}</ToneBadge>
                <Text>{PROFILE_FIELD[field].label()}</Text>
              </HStack>
              {done ? null : (
                <ChakraLink asChild color="fg.link" textStyle="sm">
                  <Link to={`/profile#${PROFILE_FIELD[field].anchor}`} aria-label={`${m.vet_fill_in()}: ${PROFILE_FIELD[field].label()}`}>
                    {m.vet_fill_in()}
                  </Link>
                </ChakraLink>
              )}
            </HStack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
