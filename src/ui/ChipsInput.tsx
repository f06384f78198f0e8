import { Box, chakra, HStack, IconButton, Input, NativeSelect, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './Button';
import { describedBy } from './LabelledField';
import { SelectOptions } from './SelectOptions';

/** What a chips field says; the feature words it (skills, countries…). */
export interface ChipsInputWords {
  /** The field's name, its fieldset's legend. */
  legend: string;
  hint?: string;
  /** The label of the box a new chip is typed (or picked) in. */
  entry: string;
  add: string;
  /** Names the list of chips chosen. */
  chosen: string;
  none: string;
  remove: (chip: string) => string;
  /** Said to screen readers after a change; without them the field says nothing. */
  added?: (chip: string) => string;
  removed?: (chip: string) => string;
  /** Shown under the box: how many of the most allowed. */
  count?: (count: number) => string;
  /** Why a chip was not added. */
  duplicate?: (chip: string) => string;
  full?: string;
  tooLong?: string;
}

export interface ChipsInputProps {
  id: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  words: ChipsInputWords;
  /** The form's error for the whole list (from the schema or the server). */
  error?: string;
  /** The most chips, from src/generated/limits.ts. */
  maxCount?: number;
  /** The longest chip, from src/generated/limits.ts. */
  maxLength?: number;
  /** Pick from these instead of typing: the ones not chosen yet are offered, after `placeholder`. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  /** Lets the form focus the field when it finds fault with it. */
  inputRef?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A list as chips: type one (or pick one) and add it with Enter, a comma or the button;
 * each chip has its own remove button, after which focus returns to the box. A chip
 * refused says why under the box; a change is said in a live region, as the list
 * itself is silent.
 */
export function ChipsInput({ id, values, onChange, words, error, maxCount, maxLength, options, placeholder, inputRef }: ChipsInputProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const entry = useRef<HTMLInputElement | HTMLSelectElement | null>(null);
  const ids = { entry: `${id}-new`, hint: `${id}-hint`, problem: `${id}-problem`, error: `${id}-error`, count: `${id}-count` };
  const labelOf = (value: string) => options?.find((option) => option.value === value)?.label ?? value;

  const add = () => {
    const chip = draft.trim();
    if (chip === '') return;
    if (maxCount !== undefined && values.length >= maxCount) return setProblem(words.full);
    if (maxLength !== undefined && chip.length > maxLength) return setProblem(words.tooLong);
    if (values.some((value) => same(value, chip))) return setProblem(words.duplicate?.(chip));
    onChange([...values, chip]);
    setDraft('');
    setProblem(undefined);
    setAnnouncement(words.added?.(labelOf(chip)) ?? '');
  };

  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value));
    setProblem(undefined);
    setAnnouncement(words.removed?.(labelOf(value)) ?? '');
    entry.current?.focus();
  };

  const control = {
    id: ids.entry,
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      entry.current = element;
      inputRef?.(element);
    },
    value: draft,
    'aria-invalid': problem || error ? true : undefined,
    'aria-describedby': describedBy(words.count && ids.count, problem && ids.problem),
    onKeyDown: (event: KeyboardEvent) => {
      // Enter (and, when typing, a comma) adds the chip instead of sending the whole form.
      if (event.key === 'Enter' || (event.key === ',' && !options)) {
        event.preventDefault();
        add();
      }
    },
  } as const;

  return (
    <chakra.fieldset aria-describedby={describedBy(words.hint && ids.hint, error && ids.error)} minW="0">
      <chakra.legend fontWeight="medium" mb="1">
        {words.legend}
      </chakra.legend>
      {words.hint ? (
        <Text id={ids.hint} color="fg.muted" textStyle="sm">
          {words.hint}
        </Text>
      ) : null}
      <Stack gap="3" mt="2">
        <Stack gap="1">
          <chakra.label htmlFor={ids.entry} textStyle="sm">
            {words.entry}
          </chakra.label>
          <HStack gap="2" align="stretch">
            {options ? (
              <NativeSelect.Root flex="1">
                <NativeSelect.Field {...control} onChange={(event) => setDraft(event.target.value)}>
                  <SelectOptions placeholder={placeholder ?? ''} options={options.filter((option) => !values.includes(option.value))} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Input
                {...control}
                autoComplete="off"
                onChange={(event) => {
                  setDraft(event.target.value);
                  setProblem(undefined);
                }}
              />
            )}
            <Button type="button" look="secondary" onClick={add}>
              {words.add}
            </Button>
          </HStack>
          {words.count ? (
            <Text id={ids.count} color="fg.muted" textStyle="sm">
              {words.count(values.length)}
            </Text>
          ) : null}
          {/* Live, so a refusal is heard while focus stays in the box. */}
          <Box aria-live="polite">
            {problem ? (
              <Text id={ids.problem} color="fg.error" textStyle="sm" fontWeight="medium">
                {problem}
              </Text>
            ) : null}
          </Box>
        </Stack>
        <Box>
          {values.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              {words.none}
            </Text>
          ) : (
            <Wrap as="ul" aria-label={words.chosen} gap="2" listStyleType="none">
              {values.map((value) => (
                <HStack as="li" key={value} gap="1" ps="3" pe="1" py="0.5" borderWidth="1px" borderRadius="full" bg="brand.subtle">
                  <Text textStyle="sm">{labelOf(value)}</Text>
                  <IconButton type="button" size="xs" variant="ghost" aria-label={words.remove(labelOf(value))} onClick={() => remove(value)}>
                    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3}
                      strokeLinecap="round" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </IconButton>
                </HStack>
              ))}
            </Wrap>
          )}
        </Box>
      </Stack>
      {error ? (
        <Text id={ids.error} mt="1" color="fg.error" textStyle="sm" fontWeight="medium">
          {error}
        </Text>
      ) : null}
      {words.added || words.removed ? <VisuallyHidden role="status">{announcement}</VisuallyHidden> : null}
    </chakra.fieldset>
  );
}
