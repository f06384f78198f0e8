import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';

export interface StepperProps<Id extends string> {
  steps: ReadonlyArray<{ id: Id; title: string }>;
  /** 1-based. */
  current: number;
  /** The furthest step reached: those up to it can be opened again. */
  reached: number;
  onSelect: (id: Id, number: number) => void;
  /** While the form is being sent, no step can be chosen. */
  disabled?: boolean;
  /** Names the navigation ("Sign-up steps"). */
  label: string;
  /** Said after a step already done ("completed"). */
  doneText: string;
  /** Which steps are done, where a form saves steps out of order; otherwise every step before the furthest reached. */
  isDone?: (id: Id, number: number) => boolean;
  /** Said after the current step, where the form words it; aria-current says it in any case. */
  currentText?: string;
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
 * Where a person is in a form of several steps: an ordered list whose current item has
 * aria-current="step"; steps already reached are buttons back to them.
 */
export function Stepper<Id extends string>({ steps, current, reached, onSelect, disabled = false, label, doneText, currentText, isDone }: StepperProps<Id>) {
  return (
    <Box as="nav" aria-label={label}>
      <chakra.ol display="flex" flexWrap="wrap" gap={{ base: 2, md: 4 }} listStyleType="none" m="0" p="0">
        {steps.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === current;
          const done = isDone ? isDone(step.id, number) : number < reached;
          const state = isCurrent ? 'current' : done ? 'done' : 'todo';
          const content = (
            <HStack gap="2">
              <Marker number={number} state={state} />
              <Text as="span" fontWeight={isCurrent ? 'semibold' : 'normal'} color={state === 'todo' && number > reached ? 'fg.muted' : 'fg'}>
                {step.title}
              </Text>
              {state === 'done' ? <VisuallyHidden>({doneText})</VisuallyHidden> : null}
            </HStack>
          );
          return (
            <chakra.li key={step.id} aria-current={isCurrent ? 'step' : undefined} display="flex" alignItems="center">
              {!isCurrent && number <= reached && !disabled ? (
                <chakra.button
                  type="button"
                  onClick={() => onSelect(step.id, number)}
                  borderRadius="md"
                  px="1"
                  py="1"
                  cursor="pointer"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                  _hover={{ bg: 'brand.subtle' }}
                  _focusVisible={{ layerStyle: 'focusRing' }}
                >
                  {content}
                </chakra.button>
              ) : (
                <Box px="1" py="1">
                  {content}
                  {isCurrent && currentText ? <VisuallyHidden>({currentText})</VisuallyHidden> : null}
                </Box>
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
