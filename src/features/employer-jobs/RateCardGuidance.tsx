import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { experienceLabel, jobRoleLabel } from '@/lib/labels';
import type { HireType } from '@/machines/post-job.machine';
import type { ExperienceLevel, JobRole } from '@/shared/job-roles';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useRateCard } from './api';

export interface RateCardGuidanceProps {
  role: JobRole | '';
  level: ExperienceLevel | '';
  method: HireType;
  /** The pay typed so far, in cents; null while it is not an amount. */
  payCents: number | null;
  /** The pay field's id, so its hint can point here. */
  id: string;
}

/**
 * What people in this role and level are usually paid with us (the rate card), as a
 * month's salary or an hour's rate depending on the method, and a word when the pay
 * offered is below the usual range: fewer candidates answer such a post.
 */
export function RateCardGuidance({ role, level, method, payCents, id }: RateCardGuidanceProps) {
  const locale = useLocale();
  const card = useRateCard(role, level);
  if (!role || !level) return null;
  let body;
  if (card.isPending) {
    body = <LoadingSpinner size="sm" label={m.ejobs_ratecard_loading()} />;
  } else if (card.isError) {
    body = <Text color="fg.muted">{m.ejobs_ratecard_unavailable()}</Text>;
  } else {
    const range = method === 'full_time' ? card.data.monthly_salary_cents : card.data.hourly_rate_cents;
    const money = (cents: number) => formatMoney(cents, locale, card.data.currency);
    const below = payCents !== null && payCents < range.low;
    body = (
      <Stack gap="3">
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {[
            { label: m.ejobs_ratecard_low(), value: range.low },
            { label: m.ejobs_ratecard_typical(), value: range.typical },
            { label: m.ejobs_ratecard_high(), value: range.high },
          ].map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel minW="24" color="fg.muted">
                {row.label}
              </DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">
                {method === 'full_time' ? m.ejobs_per_month({ amount: money(row.value) }) : m.ejobs_per_hour({ amount: money(row.value) })}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {method === 'full_time' ? (
          <Text textStyle="sm">{m.ejobs_ratecard_fee({ fee: money(card.data.service_fee_cents) })}</Text>
        ) : null}
        {below ? (
          <Text role="status" color="orange.800" bg="orange.100" px="3" py="2" borderRadius="md" textStyle="sm" fontWeight="medium">
            {m.ejobs_ratecard_below({ low: money(range.low) })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Box id={id} as="section" aria-labelledby={`${id}-heading`} borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Stack gap="2">
        <Heading as="h3" size="sm" id={`${id}-heading`}>
          {m.ejobs_ratecard_heading({ role: jobRoleLabel(role), level: experienceLabel(level) })}
        </Heading>
        {body}
      </Stack>
    </Box>
  );
}
