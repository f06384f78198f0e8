import { Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import { hireTypeLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import { personCost } from '@/shared/estimate';
import { firstMonth } from '@/shared/pricing';
import { HOURS_PER_WEEK } from '@/shared/working-hours';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageColumn } from '@/ui/PageColumn';
import { lazyPart } from '@/ui/lazy-part';
import { FeesTable } from './FeesTable';
import { formatHours } from './units';

// The calculator brings xstate: it loads after the page's own text, in its own chunk.
const PriceCalculator = lazyPart(() => import('./PriceCalculator'), <CalculatorLoading />);

/** Before the prerendered page hydrates, so that the calculator's fields are live with the rest of it. */
export const preload = () => PriceCalculator.preload();

function CalculatorLoading() {
  return (
    <Stack align="center" py="10">
      <LoadingSpinner size="lg" label={m.pricing_calculator_loading()} />
    </Stack>
  );
}

/** A first month worked out with the pricing module, so the example never drifts from what we charge. */
const EXAMPLE_START = '2026-06-16';
const EXAMPLE_PAY = 150_000;

function FirstMonthExample({ locale }: { locale: Locale }) {
  const first = firstMonth({
    monthlyPayCents: EXAMPLE_PAY,
    level: 'intermediate',
    startDate: EXAMPLE_START,
    includeInsurance: false,
    includeHealthcare: false,
    secureCloudComputing: false,
  });
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <Text lineHeight="tall">
      {m.pricing_first_month_example({
        pay: money(EXAMPLE_PAY),
        date: formatDate(EXAMPLE_START, locale),
        days: first.days,
        daysInMonth: first.daysInMonth,
        salary: money(first.salary),
        fee: money(first.serviceFee),
        setup: money(first.setupFee),
        total: money(first.total),
      })}
    </Text>
  );
}

function FractionalExample({ locale }: { locale: Locale }) {
  const hours = HOURS_PER_WEEK.fractional.usual;
  const cost = personCost({
    role: 'bookkeeper',
    experience: 'intermediate',
    type_of_hire: 'fractional',
    headcount: 1,
    service_period_months: 1,
    security: false,
    work_hours: hours,
    start_date: EXAMPLE_START,
  });
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <Text lineHeight="tall">
      {m.pricing_fractional_example({
        hourly: money(cost.hourly),
        hours: formatHours(hours, locale),
        pay: money(cost.pay),
        fee: money(cost.serviceFee),
      })}
    </Text>
  );
}

function HoursTable({ labelledBy }: { labelledBy: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="xl">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.pricing_hours_col_type()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.pricing_hours_col_range()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.pricing_hours_col_usual()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(['full_time', 'fractional'] as const).map((type) => (
            <Table.Row key={type}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {hireTypeLabel(type)}
              </Table.Cell>
              <Table.Cell>{m.pricing_hours_range({ min: HOURS_PER_WEEK[type].min, max: HOURS_PER_WEEK[type].max })}</Table.Cell>
              <Table.Cell>{HOURS_PER_WEEK[type].usual}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function TextLink({ to, children }: { to: string; children: string }) {
  return (
    <ChakraLink asChild color="brand.fg" textDecoration="underline">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** `/pricing`: what we charge and why, then the calculator. Public, prerendered, light. */
export default function PricingPage() {
  const locale = useLocale();
  usePageTitle(m.pricing_title());
  useMetaDescription(m.pricing_meta_description());
  return (
    <PageColumn as="article" gap="12">
      <Stack as="header" gap="4" maxW="3xl">
        <Heading as="h1" size="4xl">
          {m.pricing_title()}
        </Heading>
        <Text textStyle="lg" lineHeight="tall">
          {m.pricing_intro()}
        </Text>
      </Stack>

      <Section id="pricing-fees" title={m.pricing_fees_heading()}>
        <FeesTable locale={locale} labelledBy="pricing-fees" />
        <Stack gap="3" maxW="3xl" lineHeight="tall">
          <Text>{m.pricing_fees_salary_note()}</Text>
          <Text>{m.pricing_fees_addons_note()}</Text>
          <Text>{m.pricing_fees_billing_note()}</Text>
        </Stack>
      </Section>

      <Section id="pricing-first-month" title={m.pricing_first_month_heading()}>
        <Stack gap="3" maxW="3xl">
          <Text lineHeight="tall">{m.pricing_first_month_body()}</Text>
          <FirstMonthExample locale={locale} />
        </Stack>
      </Section>

      <Section id="pricing-hours" title={m.pricing_hours_heading()}>
        <Stack gap="3" maxW="3xl">
          <Text lineHeight="tall">{m.pricing_hours_body()}</Text>
          <HoursTable labelledBy="pricing-hours" />
          <FractionalExample locale={locale} />
          <Text lineHeight="tall">{m.pricing_hours_range_note()}</Text>
        </Stack>
      </Section>

      <Section id="pricing-grants" title={m.pricing_grants_heading()}>
        <Stack gap="3" maxW="3xl">
          <Text lineHeight="tall">{m.pricing_grants_body()}</Text>
          <Text>
            <TextLink to="/grants">{m.pricing_grants_link()}</TextLink>
          </Text>
        </Stack>
      </Section>

      <Section id="pricing-calculator" title={m.pricing_calculator_heading()}>
        <Text maxW="3xl" lineHeight="tall">
          {m.pricing_calculator_intro()}
        </Text>
        <PriceCalculator />
        {/* The tab keeps the estimate, so it is still there on the account's page. */}
        <Text>
          <TextLink to="/pricing/estimate">{m.pricing_calculator_account_link()}</TextLink>
        </Text>
      </Section>

      <Stack as="section" aria-labelledby="pricing-talk" gap="4" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
        <Heading as="h2" id="pricing-talk" size="2xl">
          {m.pricing_talk_heading()}
        </Heading>
        <Text>{m.pricing_talk_body()}</Text>
        <HStack gap="3" flexWrap="wrap">
          <Button look="primary" asChild>
            <Link to="/book-a-demo">{m.pricing_talk_demo()}</Link>
          </Button>
          <Button look="secondary" asChild>
            <Link to="/contact-us">{m.pricing_talk_contact()}</Link>
          </Button>
        </HStack>
      </Stack>
    </PageColumn>
  );
}
