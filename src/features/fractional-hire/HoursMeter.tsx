import { Box, Stack, Text } from '@chakra-ui/react';
import { useLocale } from '@/app-state/app-actors';
import type { HoursRange } from './api';
import { workedOfRange } from './words';

/**
 * This month's hours worked against the range, as a meter with its words beside it: "12 h 30 min
 * of 20–40 h". The bar is full at the maximum (hours beyond it are not billed); a mark shows the
 * minimum, which is billed whatever the hours.
 */
export function HoursMeter({ id, label, minutes, range }: { id: string; label: string; minutes: number; range: HoursRange }) {
  const locale = useLocale();
  const text = workedOfRange(minutes, range, locale);
  const cap = range.max_hours * 60;
  const shown = Math.min(minutes, cap);
  const percent = cap > 0 ? (shown / cap) * 100 : 0;
  const floor = cap > 0 ? ((range.min_hours * 60) / cap) * 100 : 0;
  const labelId = `${id}-label`;
  return (
    <Stack gap="1">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={shown}
        aria-valuetext={text}
        position="relative"
        h="2.5"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg={minutes >= range.min_hours * 60 ? 'green.solid' : 'brand.solid'} borderRadius="full" />
        <Box position="absolute" top="0" bottom="0" left={`${floor}%`} w="0.5" bg="fg" aria-hidden="true" />
      </Box>
      <Text textStyle="sm" aria-hidden="true">
        {text}
      </Text>
    </Stack>
  );
}
