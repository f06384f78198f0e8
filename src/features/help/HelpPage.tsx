import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { HelpAnswers } from './HelpAnswers';
import { HelpHeader } from './HelpHeader';

/** `/help`: every answer, by topic, searchable; the way to a person when none fits. */
export default function HelpPage() {
  usePageTitle(m.help_title());
  useMetaDescription(m.help_description());
  return (
    <PageColumn maxW="3xl" gap="10">
      <HelpHeader title={m.help_title()} intro={m.help_intro()} />
      <HelpAnswers headingLevel={2} />
      <Stack as="section" aria-labelledby="help-still" gap="2" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 6 }}>
        <Heading as="h2" id="help-still" size="xl">
          {m.help_still_heading()}
        </Heading>
        <Text lineHeight="tall">
          {m.help_still_body()}{' '}
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/contact-us">{m.help_still_contact()}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </PageColumn>
  );
}
