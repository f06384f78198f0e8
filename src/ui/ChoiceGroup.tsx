import { Box, chakra, SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { describedBy } from './LabelledField';

export interface Choice<V extends string> {
  value: V;
  /** The radio's accessible name: only this, never the description. */
  label: ReactNode;
  /** Read after the name, as the radio's description. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<V extends string> {
  legend: ReactNode;
  choices: ReadonlyArray<Choice<V>>;
  value: V | null;
  onChange: (value: V) => void;
  /** The radios' shared name; one is made up when left out. */
  name?: string;
  /** What is wrong with the choice: it describes the group and every radio, which say aria-invalid. */
  error?: string | undefined;
  /** Reads the error out as soon as it appears (role=alert), for forms that leave focus where it was. */
  announceError?: boolean;
  /**
   * A choice must be made. The group is then a radiogroup, the role that can say so
   * (aria-required) and carry aria-invalid; a fieldset's own role, group, can do neither.
   */
  required?: boolean;
  /** Every radio at once, e.g. while the choice is being sent. */
  disabled?: boolean;
  /** Cards: each choice a bordered card, all of it clickable. Plain: a radio and its words. */
  look?: 'card' | 'plain';
  /** Card padding: sm for one-line choices, md for choices that explain themselves at length. */
  size?: 'sm' | 'md';
  columns?: SimpleGridProps['columns'];
  /** After the choices, inside the group: what to say when there are none, a "more" button. */
  children?: ReactNode;
}

/** A card's frame: the chosen one in the brand's tint, one that cannot be chosen greyed. */
const cardLook = (checked: boolean, off: boolean, size: 'sm' | 'md') => ({
  p: size === 'md' ? '5' : '3',
  borderWidth: '2px',
  borderRadius: 'lg',
  borderColor: checked ? 'brand.solid' : 'border',
  bg: checked ? 'brand.subtle' : off ? 'bg.muted' : 'bg.panel',
  // The ring goes round the whole card, the radio's own focus being too small to notice.
  css: { '&:has(input:focus-visible)': { layerStyle: 'focusRing' } },
});

/**
 * One choice among a few, as native radios under a legend: the browser gives arrow keys,
 * one tab stop and form behaviour. Each choice is named by its label alone and described
 * by its description, then by the group's error.
 */
export function ChoiceGroup<V extends string>({
  legend,
  choices,
  value,
  onChange,
  name,
  error,
  announceError = false,
  required = false,
  disabled = false,
  look = 'card',
  size = 'sm',
  columns = 1,
  children,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const card = look === 'card';
  return (
    <chakra.fieldset
      role={required ? 'radiogroup' : undefined}
      aria-labelledby={legendId}
      aria-required={required || undefined}
      aria-invalid={required && error ? true : undefined}
      aria-describedby={describedBy(error && errorId)}
      minW="0"
    >
      <chakra.legend id={legendId} fontWeight="semibold" mb="3">
        {legend}
      </chakra.legend>
      {error ? (
        <Text id={errorId} role={announceError ? 'alert' : undefined} color="fg.error" textStyle="sm" fontWeight="medium" mb="2">
          {error}
        </Text>
      ) : null}
      {choices.length > 0 ? (
        <SimpleGrid columns={columns} gap={card ? '3' : '2'} columnGap={card ? '4' : '6'}>
          {choices.map((choice, index) => {
            const inputId = `${id}-${index}`;
            const checked = value === choice.value;
            const off = disabled || choice.disabled === true;
            return (
              <chakra.label
                key={choice.value}
                htmlFor={inputId}
                display="flex"
                alignItems="flex-start"
                gap="3"
                cursor={off ? 'not-allowed' : 'pointer'}
                {...(card ? cardLook(checked, off, size) : {})}
              >
                <chakra.input
                  type="radio"
                  id={inputId}
                  name={name ?? id}
                  value={choice.value}
                  checked={checked}
                  disabled={off}
                  onChange={() => onChange(choice.value)}
                  aria-labelledby={`${inputId}-label`}
                  aria-describedby={describedBy(choice.description !== undefined && `${inputId}-about`, error && errorId)}
                  aria-invalid={error ? true : undefined}
                  boxSize="5"
                  mt="0.5"
                  flexShrink={0}
                  accentColor="brand.solid"
                  _focusVisible={card ? undefined : { layerStyle: 'focusRing' }}
                />
                <Stack gap="1" flex="1" minW="0">
                  <Box id={`${inputId}-label`} fontWeight={card ? 'medium' : undefined}>
                    {choice.label}
                  </Box>
                  {choice.description !== undefined ? (
                    <Box id={`${inputId}-about`} color="fg.muted" textStyle="sm">
                      {choice.description}
                    </Box>
                  ) : null}
                </Stack>
              </chakra.label>
            );
          })}
        </SimpleGrid>
      ) : null}
      {children}
    </chakra.fieldset>
  );
}
