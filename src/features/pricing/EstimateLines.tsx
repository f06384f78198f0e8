import { Box, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import { experienceLabel, hireTypeLabel, jobRoleLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { LineCost } from '@/shared/estimate';
import { Button } from '@/ui/Button';
import { otherWay } from './other-way';
import { formatHours, formatMonths } from './units';
import type { CalculatorActor } from './use-price-calculator';

export interface EstimateLinesProps {
  actor: CalculatorActor;
  lines: LineCost[];
  headingLevel: 3 | 4;
}

/** Each role added: its terms, its cost a month and over its service period, and the same people hired the other way. */
export function EstimateLines({ actor, lines, headingLevel }: EstimateLinesProps) {
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const editing = useSelector(actor, (s) => s.context.editing);
  return (
    <Stack as="ul" listStyleType="none" gap="4">
      {lines.map((cost, index) => (
        <LineCard
          key={index}
          cost={cost}
          headingLevel={headingLevel}
          beingChanged={editing === index}
          disabled={saving}
          onEdit={() => actor.send({ type: 'EDIT_ROLE', index })}
          onRemove={() => actor.send({ type: 'REMOVE_ROLE', index })}
        />
      ))}
    </Stack>
  );
}

interface LineCardProps {
  cost: LineCost;
  headingLevel: 3 | 4;
  beingChanged: boolean;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

function terms(cost: LineCost, locale: Locale) {
  const { line } = cost;
  return [
    experienceLabel(line.experience),
    hireTypeLabel(line.type_of_hire),
    m.pricing_line_hours({ hours: formatHours(line.work_hours, locale) }),
    m.pricing_line_start({ date: formatDate(line.start_date, locale) }),
    m.pricing_line_period({ period: formatMonths(line.service_period_months, locale) }),
    ...(line.security ? [m.pricing_line_security()] : []),
  ].join(' · ');
}

function LineCard({ cost, headingLevel, beingChanged, disabled, onEdit, onRemove }: LineCardProps) {
  const locale = useLocale();
  const { line } = cost;
  const role = jobRoleLabel(line.role);
  const money = (cents: number) => formatMoney(cents, locale);
  const period = formatMonths(line.service_period_months, locale);
  const other = otherWay(line);
  const difference = other.monthly - cost.each.monthly * line.headcount;
  const Title = `h${headingLevel}` as const;
  return (
    <Card.Root as="li" variant="outline" borderColor={beingChanged ? 'brand.solid' : undefined} borderWidth={beingChanged ? '2px' : '1px'}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as={Title} size="md">
            {m.pricing_line_title({ count: line.headcount, role })}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {terms(cost, locale)}
          </Text>
          {beingChanged ? (
            <Text textStyle="sm" fontWeight="semibold" color="brand.fg">
              {m.pricing_line_being_changed()}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
          <Amount label={m.pricing_line_monthly()} value={money(cost.monthly)} />
          <Amount label={m.pricing_line_first_month()} value={money(cost.firstMonth)} />
          <Amount label={m.pricing_line_over_period({ period })} value={money(cost.period)} />
        </SimpleGrid>
        {cost.grantSavings > 0 ? <Text textStyle="sm">{m.pricing_line_grant({ amount: money(cost.grantSavings), period })}</Text> : null}
        <Box bg="bg.subtle" borderRadius="l2" px="4" py="3">
          <Text textStyle="sm">
            {m.pricing_line_other_way({
              type: hireTypeLabel(other.line.type_of_hire),
              hours: formatHours(other.line.work_hours, locale),
              monthly: money(other.monthly),
              total: money(other.period),
              period,
            })}{' '}
            {difference === 0
              ? null
              : difference < 0
                ? m.pricing_line_other_way_less({ amount: money(-difference) })
                : m.pricing_line_other_way_more({ amount: money(difference) })}
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" flexWrap="wrap">
          <Button look="secondary" size="sm" onClick={onEdit} disabled={disabled} aria-label={m.pricing_line_change_label({ role })}>
            {m.pricing_line_change()}
          </Button>
          <Button look="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={m.pricing_line_remove_label({ role })}>
            {m.pricing_line_remove()}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="lg" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}
