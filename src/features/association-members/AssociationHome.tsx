import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useMembers } from './api';

/**
 * The business association's card on the dashboard home: how many BPOs it endorses and how many of
 * them are accredited (of the first page), with links to its members and, as a hub partner, to its
 * region's BPOs. For a verified association; the verification's own card comes before that.
 */
export function AssociationHome() {
  const members = useMembers(1);
  const items = members.data?.items ?? [];
  const more = members.data?.has_more ? '+' : '';
  return (
    <Stack as="section" aria-labelledby="association-home" gap="3" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Heading as="h2" id="association-home" size="md">
        {m.asm_home_title()}
      </Heading>
      {!members.data ? (
        members.isError ? null : <LoadingSpinner />
      ) : (
        <HStack gap="6" wrap="wrap">
          <Text>
            {m.asm_home_members()}: <strong>{`${items.length}${more}`}</strong>
          </Text>
          <Text>
            {m.asm_home_accredited()}: <strong>{items.filter((bpo) => bpo.accreditation === 'accredited').length}</strong>
          </Text>
        </HStack>
      )}
      <HStack gap="4" wrap="wrap">
        <ChakraLink asChild color="brand.fg">
          <Link to="/association/members">{m.asm_home_members_link()}</Link>
        </ChakraLink>
        <ChakraLink asChild color="brand.fg">
          <Link to="/hubpartner/bpos">{m.asm_home_hub_link()}</Link>
        </ChakraLink>
      </HStack>
    </Stack>
  );
}
