import { Box, chakra, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { experienceLabel, hireTypeLabel } from '@/lib/labels';
import { hoursLimits, type HireType } from '@/machines/postJob.machine';
import { FEES } from '@/shared/fees';

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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <chakra.fieldset aria-describedby={error ? errorId : undefined} minW="0">
      <chakra.legend fontWeight="semibold" mb="3">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {METHODS.map((method) => {
          const inputId = `${id}-${method}`;
          const checked = value === method;
          return (
            <chakra.label
              key={method}
              htmlFor={inputId}
              display="flex"
              gap="3"
              alignItems="flex-start"
              p={compact ? '3' : '5'}
              borderWidth="2px"
              borderRadius="lg"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg.panel'}
              cursor="pointer"
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
            >
              <chakra.input
                type="radio"
                id={inputId}
                name={id}
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                aria-labelledby={`${inputId}-title`}
                aria-describedby={`${inputId}-about`}
                aria-invalid={error ? true : undefined}
                boxSize="5"
                mt="0.5"
                flexShrink={0}
                accentColor="brand.solid"
              />
              <Stack gap="2">
                <Text id={`${inputId}-title`} fontWeight="semibold" textStyle={compact ? 'md' : 'lg'}>
                  {hireTypeLabel(method)}
                </Text>
                <Box id={`${inputId}-about`}>
                  {compact ? (
                    <Text color="fg.muted" textStyle="sm">
                      {method === 'full_time' ? m.ejobs_method_full_time_short() : m.ejobs_method_fractional_short()}
                    </Text>
                  ) : (
                    <Stack gap="2">
                      <Text>{method === 'full_time' ? m.ejobs_method_full_time_about() : m.ejobs_method_fractional_about()}</Text>
                      <MethodPoints method={method} />
                    </Stack>
                  )}
                </Box>
              </Stack>
            </chakra.label>
          );
        })}
      </SimpleGrid>
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="sm" fontWeight="medium" mt="2">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
