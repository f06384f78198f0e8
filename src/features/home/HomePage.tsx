import { Box, Card, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { FEES } from '@/shared/fees';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { PageHero } from '@/ui/PageHero';
import { INDUSTRY_PAGES } from '@/lib/industry-names';
import { typicalMonthlyCost } from '@/shared/typical-cost';
import { PRICE_EXAMPLES } from './price-examples';

const steps = [
  { title: m.home_step_post_title, body: m.home_step_post_body },
  { title: m.home_step_interview_title, body: m.home_step_interview_body },
  { title: m.home_step_hire_title, body: m.home_step_hire_body },
];

const reasons = [
  { title: m.home_why_vetted_title, body: m.home_why_vetted_body },
  { title: m.home_why_checks_title, body: m.home_why_checks_body },
  { title: m.home_why_invoice_title, body: m.home_why_invoice_body },
  { title: m.home_why_cards_title, body: m.home_why_cards_body },
  { title: m.home_why_languages_title, body: m.home_why_languages_body },
];

const column = { maxW: '6xl', mx: 'auto', px: { base: 4, md: 6 } } as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} {...column} py={{ base: 10, md: 14 }} gap="6">
      <Stack gap="2" maxW="3xl">
        <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {intro && (
          <Text color="fg.muted" textStyle="lg" lineHeight="tall">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" alignSelf="flex-start">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

function Hero() {
  const { status } = useSession();
  return (
    <PageHero title={m.home_headline()} lead={m.home_lead()}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
        {status === 'authenticated' ? (
          <Button look="primary" size="lg" asChild>
            <Link to="/dashboard">{m.home_cta_dashboard()}</Link>
          </Button>
        ) : (
          <>
            <Button look="primary" size="lg" asChild>
              <Link to="/signup/employer">{m.home_cta_hire()}</Link>
            </Button>
            <Button look="secondary" size="lg" asChild bg="bg.panel">
              <Link to="/signup/candidate">{m.home_cta_work()}</Link>
            </Button>
          </>
        )}
      </Stack>
    </PageHero>
  );
}

function HowItWorks() {
  return (
    <Section id="home-how" title={m.home_how_title()}>
      <CardGrid numbered columns={{ base: 1, md: 3 }} cards={steps.map((step) => ({ title: step.title(), body: step.body() }))} />
      <MoreLink to="/how-it-works">{m.home_how_link()}</MoreLink>
    </Section>
  );
}

function WhyUs() {
  return (
    <Section id="home-why" title={m.home_why_title()}>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="6" listStyleType="none">
        {reasons.map((reason, index) => (
          <Stack as="li" key={index} gap="2" borderInlineStartWidth="4px" borderColor="brand.solid" ps="4">
            <Heading as="h3" size="md">
              {reason.title()}
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              {reason.body()}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Industries() {
  return (
    <Section id="home-industries" title={m.home_industries_title()} intro={m.home_industries_intro()}>
      <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gapX="6" gapY="1" listStyleType="none">
        {INDUSTRY_PAGES.map((page) => (
          <li key={page.industry}>
            <ChakraLink asChild color="brand.fg" display="inline-block" py="2">
              <Link to={page.to}>{page.name()}</Link>
            </ChakraLink>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function PricingTeaser() {
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <Section id="home-pricing" title={m.home_pricing_title()} intro={m.home_pricing_intro()}>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
        {PRICE_EXAMPLES.map((example) => {
          const cost = typicalMonthlyCost(example.role, example.level);
          return (
            <Card.Root as="li" key={example.role} variant="outline">
              <Card.Body gap="1">
                <Heading as="h3" size="md">
                  {example.roleName()}
                </Heading>
                <Text color="fg.muted">{example.levelName()}</Text>
                <Text fontSize="2xl" fontWeight="bold" mt="2">
                  {m.home_pricing_total({ amount: money(cost.totalCents) })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {m.home_pricing_split({ salary: money(cost.salaryCents), fee: money(cost.serviceFeeCents) })}
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <Text color="fg.muted" maxW="3xl" lineHeight="tall">
        {m.home_pricing_note({ setup: money(FEES.onboardingSetup), subscription: money(FEES.platformSubscription) })}
      </Text>
      <MoreLink to="/pricing">{m.home_pricing_link()}</MoreLink>
    </Section>
  );
}

function GrantsAndPartners() {
  return (
    <SimpleGrid {...column} columns={{ base: 1, md: 2 }} gap="6" py={{ base: 4, md: 6 }}>
      <Stack as="section" aria-labelledby="home-grants" gap="3" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
        <Heading as="h2" id="home-grants" size="2xl">
          {m.home_grants_title()}
        </Heading>
        <Text lineHeight="tall">{m.home_grants_body()}</Text>
        <MoreLink to="/grants">{m.home_grants_link()}</MoreLink>
      </Stack>
      <Stack as="section" aria-labelledby="home-partners" gap="3" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
        <Heading as="h2" id="home-partners" size="2xl">
          {m.home_partners_title()}
        </Heading>
        <Text lineHeight="tall">{m.home_partners_body()}</Text>
        <Stack as="ul" listStyleType="none" gap="1">
          <li>
            <MoreLink to="/partnership">{m.home_partners_link_partnership()}</MoreLink>
          </li>
          <li>
            <MoreLink to="/debpo">{m.home_partners_link_debpo()}</MoreLink>
          </li>
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}

function BookDemo() {
  return (
    <Section id="home-demo" title={m.home_demo_title()} intro={m.home_demo_body()}>
      <HStack>
        <Button look="primary" size="lg" asChild>
          <Link to="/book-a-demo">{m.home_demo_cta()}</Link>
        </Button>
      </HStack>
    </Section>
  );
}

/** `/`: what we do and for whom, in the order a first-time visitor asks; light enough for a phone's first load. */
export default function HomePage() {
  usePageTitle(m.home_title());
  useMetaDescription(m.home_description());
  return (
    <Box>
      <Hero />
      <HowItWorks />
      <WhyUs />
      <Industries />
      <PricingTeaser />
      <GrantsAndPartners />
      <BookDemo />
    </Box>
  );
}
