import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/ui/Button';

/** The server's names for the fields of a list's entries (`entries.3.employer`), each the form's field of the same name. */
export function entryFields<K extends string>(max: number, keys: readonly K[]): Record<string, `entries.${number}.${K}`> {
  const fields: Record<string, `entries.${number}.${K}`> = {};
  for (let index = 0; index < max; index += 1) for (const key of keys) fields[`entries.${index}.${key}`] = `entries.${index}.${key}`;
  return fields;
}

export interface EntryListProps {
  /** How many entries there are. */
  count: number;
  max: number;
  /** What the list says while it is empty. */
  empty: string;
  addLabel: string;
  /** What the list says once it is full. */
  full: string;
  onAdd: () => void;
  addRef: RefObject<HTMLButtonElement | null>;
  /** A problem of the list as a whole (too many entries). */
  error?: string | undefined;
  children: ReactNode;
}

/** A section made of entries (jobs, schools, languages, skills): each entry, then a way to add one. */
export function EntryList({ count, max, empty, addLabel, full, onAdd, addRef, error, children }: EntryListProps) {
  return (
    <Stack gap="4">
      {count === 0 ? <Text color="fg.muted">{empty}</Text> : <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="4">{children}</chakra.ol>}
      {error ? (
        <Text color="fg.error" textStyle="sm" fontWeight="medium">
          {error}
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button ref={addRef} look="secondary" onClick={onAdd} disabled={count >= max}>
          {addLabel}
        </Button>
        {count >= max ? <Text textStyle="sm" color="fg.muted">{full}</Text> : null}
      </HStack>
    </Stack>
  );
}

export interface EntryProps {
  /** Names the entry for assistive technology ("Job 2: Bookkeeper at Northwind"). */
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One entry of a list: its fields as a group named by its legend, and its own Remove. */
export function Entry({ legend, removeLabel, onRemove, children }: EntryProps) {
  return (
    <chakra.li p="4" borderWidth="1px" borderRadius="md">
      <chakra.fieldset minW="0">
        <chakra.legend fontWeight="semibold" mb="3">
          {legend}
        </chakra.legend>
        <Stack gap="4" align="stretch">
          {children}
          <Button look="ghost" size="sm" alignSelf="flex-start" onClick={onRemove}>
            {removeLabel}
          </Button>
        </Stack>
      </chakra.fieldset>
    </chakra.li>
  );
}
