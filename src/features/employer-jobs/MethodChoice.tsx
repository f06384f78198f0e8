import { List, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { experienceLabel, hireTypeLabel } from '@/lib/labels';
import { hoursLimits, type HireType } from '@/machines/post-job.machine';
import { FEES } from '@/shared/fees';
import { ChoiceGroup } from '@/ui/ChoiceGroup';

export interface MethodChoiceProps {
  legend: string;
  value: HireType | null;
  onChange: (method: HireType) => void;
  error?: string;
  /** One line per method, for the pay step where the choice was already explained. */
  compact?: boolean;
}

const METHODS: HireType[] = ['full_time', 'fractional'];

function MethodPoints({ method }: { method: HireType }) {
  const locale = useLocale();
  const points =
    method === 'full_time'
      ? [
          m.ejobs_method_full_time_pay(),
          m.ejobs_method_full_time_hours({ hours: hoursLimits('full_time').usual }),
          m.ejobs_method_full_time_fee({
            entry: formatMoney(FEES.serviceFee.entry, locale),
            entryLabel: experienceLabel('entry'),
            intermediate: formatMoney(FEES.serviceFee.intermediate, locale),
            intermediateLabel: experienceLabel('intermediate'),
            expert: formatMoney(FEES.serviceFee.expert, locale),
            expertLabel: experienceLabel('expert'),
          }),
          m.ejobs_method_full_time_setup({ setup: formatMoney(FEES.onboardingSetup, locale) }),
        ]
      : [
          m.ejobs_method_fractional_pay(),
          m.ejobs_method_fractional_hours({ max: hoursLimits('fractional').max }),
          m.ejobs_method_fractional_bill(),
        ];
  return (
    <List.Root ps="5" gap="1" color="fg.muted" textStyle="sm">
      {points.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * Full-time or fractional, as radio cards: native radios, so arrows move between
 * them and a choice never navigates by itself. Each card names its method and says
 * what it means, read out as the radio's description.
 */
export function MethodChoice({ legend, value, onChange, error, compact = false }: MethodChoiceProps) {
  const choices = METHODS.map((method) => ({
    value: method,
    label: (
      <Text as="span" fontWeight="semibold" textStyle={compact ? 'md' : 'lg'}>
        {hireTypeLabel(method)}
      </Text>
    ),
    description: compact ? (
      method === 'full_time' ? m.ejobs_method_full_time_short() : m.ejobs_method_fractional_short()
    ) : (
      <Stack gap="2" mt="1">
        <Text color="fg" textStyle="md">
          {method === 'full_time' ? m.ejobs_method_full_time_about() : m.ejobs_method_fractional_about()}
        </Text>
        <MethodPoints method={method} />
      </Stack>
    ),
  }));
  return (
    <ChoiceGroup
      legend={legend}
      choices={choices}
      value={value}
      onChange={onChange}
      error={error}
      size={compact ? 'sm' : 'md'}
      columns={{ base: 1, md: 2 }}
    />
  );
}
