import { Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import type { SignupSlug } from './forms';
import { HaveAccount } from './HaveAccount';

interface Choice {
  slug: SignupSlug;
  title: () => string;
  text: () => string;
}

const groups: Array<{ id: string; heading: () => string; choices: Choice[] }> = [
  {
    id: 'signup-main',
    heading: m.reg_chooser_main_heading,
    choices: [
      { slug: 'employer', title: m.reg_chooser_employer_title, text: m.reg_chooser_employer_text },
      { slug: 'candidate', title: m.reg_chooser_candidate_title, text: m.reg_chooser_candidate_text },
    ],
  },
  {
    id: 'signup-agents',
    heading: m.reg_chooser_agents_heading,
    choices: [
      { slug: 'agent', title: m.reg_chooser_agent_title, text: m.reg_chooser_agent_text },
      { slug: 'business-agent', title: m.reg_chooser_business_agent_title, text: m.reg_chooser_business_agent_text },
    ],
  },
  {
    id: 'signup-partners',
    heading: m.reg_chooser_partners_heading,
    choices: [
      { slug: 'bpo', title: m.reg_chooser_bpo_title, text: m.reg_chooser_bpo_text },
      { slug: 'saa', title: m.reg_chooser_saa_title, text: m.reg_chooser_saa_text },
      { slug: 'ba', title: m.reg_chooser_ba_title, text: m.reg_chooser_ba_text },
    ],
  },
];

/** /signup: which kind of account to create. Each card is one link, named by its title. */
export default function SignupChooserPage() {
  usePageTitle(m.reg_chooser_title());
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }} gap="10">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {m.reg_chooser_title()}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {m.reg_chooser_lead()}
        </Text>
      </Stack>
      {groups.map((group) => (
        <Stack as="section" key={group.id} aria-labelledby={group.id} gap="4">
          <Heading as="h2" id={group.id} size="xl">
            {group.heading()}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: group.choices.length === 3 ? 3 : 2 }} gap="4" listStyleType="none">
            {group.choices.map((choice) => (
              <LinkBox
                as="li"
                key={choice.slug}
                p="5"
                borderWidth="1px"
                borderRadius="lg"
                bg="bg.panel"
                _hover={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
                _focusWithin={{ layerStyle: 'focusRing' }}
              >
                <Heading as="h3" size="md" mb="2">
                  <LinkOverlay asChild color="brand.fg">
                    <RouterLink to={`/signup/${choice.slug}`}>{choice.title()}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted">{choice.text()}</Text>
              </LinkBox>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      <HaveAccount />
    </Stack>
  );
}
