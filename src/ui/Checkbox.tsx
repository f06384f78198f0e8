import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';

export type CheckboxProps = ComponentPropsWithoutRef<'input'> & {
  id: string;
  label: ReactNode;
  /** Said under the label and read with the box (`<id>-hint`); the label is then set in medium weight. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox beside its label: keyboard, forms and screen readers get it for free. */
export function Checkbox({ ref, id, label, hint, ...input }: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [input['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  const labelText = (
    <chakra.label htmlFor={id} cursor="pointer" fontWeight={hint ? 'medium' : undefined}>
      {label}
    </chakra.label>
  );
  return (
    <HStack align="flex-start" gap="3">
      <chakra.input
        ref={ref}
        type="checkbox"
        id={id}
        {...input}
        aria-describedby={describedBy}
        boxSize="5"
        mt="0.5"
        flexShrink={0}
        accentColor="brand.solid"
        cursor="pointer"
        _focusVisible={{ layerStyle: 'focusRing' }}
      />
      {hint ? (
        <Stack gap="0.5">
          {labelText}
          <Text id={hintId} textStyle="sm" color="fg.muted">
            {hint}
          </Text>
        </Stack>
      ) : (
        labelText
      )}
    </HStack>
  );
}
