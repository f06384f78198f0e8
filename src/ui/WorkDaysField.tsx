import { chakra, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { WEEKDAYS, weekdayLabel } from '@/lib/labels';
import { describedBy } from './LabelledField';

/**
 * The days of a work schedule as native checkboxes, one group with its legend and its error:
 * the offer's schedule (src/ui/ScheduleFields.tsx) and a request for fractional staff share it.
 */
export function WorkDaysField({
  idPrefix,
  legend,
  error,
  registration,
}: {
  idPrefix: string;
  legend: string;
  error: string | undefined;
  /** `register('schedule.work_days')` of the form. */
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${idPrefix}-days-error`;
  return (
    <chakra.fieldset aria-describedby={describedBy(error && errorId)}>
      <chakra.legend fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={{ base: 2, sm: 4, md: 7 }} gap="2">
        {WEEKDAYS.map((day) => (
          <HStack key={day} gap="2">
            <chakra.input
              type="checkbox"
              id={`${idPrefix}-day-${day}`}
              value={day}
              aria-invalid={error ? true : undefined}
              {...registration}
              boxSize="5"
              accentColor="brand.solid"
              cursor="pointer"
              _focusVisible={{ layerStyle: 'focusRing' }}
            />
            <chakra.label htmlFor={`${idPrefix}-day-${day}`} cursor="pointer">
              {weekdayLabel(day)}
            </chakra.label>
          </HStack>
        ))}
      </SimpleGrid>
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="sm" fontWeight="medium" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
