import { Box } from '@chakra-ui/react';

export interface ProgressBarProps {
  /** What is measured, for a screen reader ("Your onboarding"). */
  label: string;
  value: number;
  max: number;
  /** The value in words ("2 of 5 steps done"), read instead of a bare number. */
  valueText: string;
}

/** How far along a set of steps is: a bar with its value in words for assistive technology. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      h="2.5"
      borderRadius="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box h="full" w={`${max > 0 ? (value / max) * 100 : 0}%`} bg="green.solid" borderRadius="full" />
    </Box>
  );
}
