import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

export interface StepperProps {
  steps: ReadonlyArray<{ id: string; title: string }>;
  /** 1-based. */
  current: number;
  /** The furthest step reached: those before it can be revisited. */
  reached: number;
  onSelect: (step: number) => void;
  /** While the account is being created, no step can be chosen. */
  disabled?: boolean;
}

function Marker({ number, state }: { number: number; state: 'done' | 'current' | 'todo' }) {
  const solid = state !== 'todo';
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      boxSize="7"
      borderRadius="full"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      textStyle="sm"
      borderWidth="2px"
      borderColor={solid ? 'brand.solid' : 'border.emphasized'}
      bg={state === 'current' ? 'brand.solid' : 'bg'}
      color={state === 'current' ? 'brand.contrast' : solid ? 'brand.fg' : 'fg.muted'}
    >
      {state === 'done' ? '✓' : number}
    </Box>
  );
}

/**
 * Where the visitor is in the form: an ordered list whose current item has
 * aria-current="step"; steps already reached are buttons back to them.
 */
export function Stepper({ steps, current, reached, onSelect, disabled = false }: StepperProps) {
  return (
    <Box as="nav" aria-label={m.reg_progress_label()}>
      <chakra.ol display="flex" flexWrap="wrap" gap={{ base: 2, md: 4 }} listStyleType="none" m="0" p="0">
        {steps.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          const state = isCurrent ? 'current' : number < reached ? 'done' : 'todo';
          const content = (
            <HStack gap="2">
              <Marker number={number} state={state} />
              <Text as="span" fontWeight={isCurrent ? 'semibold' : 'normal'} color={state === 'todo' && number > reached ? 'fg.muted' : 'fg'}>
                {step.title}
              </Text>
              {state === 'done' ? <VisuallyHidden>({m.reg_step_done()})</VisuallyHidden> : null}
            </HStack>
          );
          return (
            <chakra.li key={step.id} aria-current={isCurrent ? 'step' : undefined} display="flex" alignItems="center">
              {!isCurrent && number <= reached && !disabled ? (
                <chakra.button
                  type="button"
                  onClick={() => onSelect(number)}
                  borderRadius="md"
                  px="1"
                  py="1"
                  cursor="pointer"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  _hover={{ bg: 'brand.subtle' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
                >
                  {content}
                </chakra.button>
              ) : (
                <Box px="1" py="1">
                  {content}
                  {isCurrent ? <VisuallyHidden>({m.reg_step_current()})</VisuallyHidden> : null}
                </Box>
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
