import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The band that opens a public page: its h1, a lead sentence and the ways in. The heading is
 * plain text in the first paint: on a phone it is the page's largest element.
 */
export function PageHero({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Box bg="brand.50" borderBottomWidth="1px">
      <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 12, md: 20 }} gap="6" align="flex-start">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} maxW="3xl" lineHeight="1.1">
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl" lineHeight="tall">
          {lead}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
