import { Heading, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { Button } from '@/ui/Button';
import { InlineText } from '@/ui/InlineText';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { introContentQuery, type IntroContent } from './intro-content';

/**
 * What onboarding involves for a hired candidate, for someone who is not signed in: the steps in
 * order, what to prepare and how long it takes, with the ways in (sign in, sign up) and the guide for
 * new staff. The page's h1 is its title; the page around it names the tab.
 */
export function OnboardingIntro() {
  const locale = useLocale();
  const intro = useQuery({ ...introContentQuery(locale), staleTime: Infinity });
  if (intro.data) return <Intro content={intro.data} />;
  if (intro.isError)
    return (
      <LoadProblem
        error={intro.error}
        what={m.onbres_intro_load_failed()}
        retryLabel={m.onbres_retry()}
        onRetry={() => void intro.refetch()}
        retrying={intro.isFetching}
      />
    );
  return <LoadingSpinner size="lg" />;
}

function Intro({ content }: { content: IntroContent }) {
  return (
    <Stack gap="10">
      <Stack as="header" gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {content.title}
        </Heading>
        <Text textStyle="lg" color="fg.muted" lineHeight="tall">
          {content.intro}
        </Text>
      </Stack>

      <Stack as="section" aria-labelledby="onboarding-steps" gap="4">
        <Heading as="h2" id="onboarding-steps" size="xl">
          {content.steps_heading}
        </Heading>
        <List.Root as="ol" ps="6" gap="4">
          {content.steps.map((step) => (
            <List.Item key={step.id} ps="1">
              <Stack gap="1">
                <Text fontWeight="semibold">{step.heading}</Text>
                <Text lineHeight="tall" color="fg.muted">
                  <InlineText text={step.text} />
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack as="section" aria-labelledby="onboarding-prepare" gap="4">
        <Heading as="h2" id="onboarding-prepare" size="xl">
          {content.prepare_heading}
        </Heading>
        <List.Root ps="5" gap="2" lineHeight="tall">
          {content.prepare.map((item, i) => (
            <List.Item key={i}>
              <InlineText text={item} />
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack as="section" aria-labelledby="onboarding-duration" gap="3">
        <Heading as="h2" id="onboarding-duration" size="xl">
          {content.duration_heading}
        </Heading>
        {content.duration.map((paragraph, i) => (
          <Text key={i} lineHeight="tall">
            <InlineText text={paragraph} />
          </Text>
        ))}
      </Stack>

      <Stack as="section" aria-labelledby="onboarding-begin" gap="4" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
        <Heading as="h2" id="onboarding-begin" size="xl">
          {m.onbres_intro_begin_heading()}
        </Heading>
        <Text lineHeight="tall">{m.onbres_intro_begin_body()}</Text>
        <HStack gap="3" flexWrap="wrap">
          <Button look="primary" asChild>
            <Link to="/login">{m.onbres_intro_sign_in()}</Link>
          </Button>
          <Button look="secondary" asChild>
            <Link to="/signup/candidate">{m.onbres_intro_sign_up()}</Link>
          </Button>
        </HStack>
        <Text lineHeight="tall">
          {m.onbres_intro_guide_body()}{' '}
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/onboarding/resource">{m.onbres_intro_guide_link()}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </Stack>
  );
}
