import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

export interface WizardProgressProps {
  steps: ReadonlyArray<{ id: string; title: string }>;
  /** 1-based. */
  current: number;
  /** The furthest step reached: each one up to it can be opened again. */
  reached: number;
  onSelect: (id: string) => void;
  disabled?: boolean;
}

/** Where the employer is in the post: an ordered list, the current step marked aria-current="step". */
export function WizardProgress({ steps, current, reached, onSelect, disabled = false }: WizardProgressProps) {
  return (
    <Box as="nav" aria-label={m.ejobs_progress_label()}>
      <chakra.ol display="flex" flexWrap="wrap" gap={{ base: 2, md: 4 }} listStyleType="none" m="0" p="0">
        {steps.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          const done = !isCurrent && number < reached;
          const label = (
            <HStack gap="2">
              <Box
                aria-hidden="true"
                boxSize="7"
                borderRadius="full"
                display="grid"
                placeItems="center"
                fontWeight="bold"
                textStyle="sm"
                borderWidth="2px"
                borderColor={isCurrent || done ? 'brand.solid' : 'border.emphasized'}
                bg={isCurrent ? 'brand.solid' : 'bg'}
                color={isCurrent ? 'brand.contrast' : done ? 'brand.fg' : 'fg.muted'}
              >
                {done ? '✓' : number}
              </Box>
              <Text as="span" fontWeight={isCurrent ? 'semibold' : 'normal'}>
                {step.title}
              </Text>
              {done ? <VisuallyHidden>({m.ejobs_step_done()})</VisuallyHidden> : null}
            </HStack>
          );
          return (
            <chakra.li key={step.id} aria-current={isCurrent ? 'step' : undefined}>
              {!isCurrent && number <= reached && !disabled ? (
                <chakra.button
                  type="button"
                  onClick={() => onSelect(step.id)}
                  borderRadius="md"
                  p="1"
                  cursor="pointer"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  _hover={{ bg: 'brand.subtle' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                >
                  {label}
                </chakra.button>
              ) : (
                <Box p="1">{label}</Box>
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
