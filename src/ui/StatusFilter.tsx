import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';

export interface StatusFilterProps<S extends string> {
  /** Names the navigation. */
  label: string;
  /** In order; `value` is what `?status=` says, none for every status. */
  choices: ReadonlyArray<{ value: S | undefined; label: string }>;
  current: S | undefined;
  /** The status the list shows when `?status=` is absent: its link leaves the parameter out. */
  fallback?: S;
  /** The address's parameter it sets: `status` unless the list filters by something else (`kind`). */
  param?: string;
}

/**
 * A list's statuses (or another of its filters, by `param`) as links that set `?status=` and keep
 * the others (and go back to the first page): each is a place to go (Back returns), and the current
 * one says so.
 */
export function StatusFilter<S extends string>({ label, choices, current, fallback, param = 'status' }: StatusFilterProps<S>) {
  const [params] = useSearchParams();
  const searchFor = (value: S | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (value === undefined || value === fallback) next.delete(param);
    else next.set(param, value);
    return next.toString();
  };
  return (
    <nav aria-label={label}>
      <HStack as="ul" gap="2" wrap="wrap" ps="0" m="0" listStyleType="none">
        {choices.map((choice) => {
          const active = choice.value === current;
          return (
            <li key={choice.value ?? ''}>
              <ChakraLink
                asChild
                display="inline-block"
                px="3"
                py="1.5"
                borderRadius="full"
                borderWidth="1px"
                borderColor={active ? 'brand.solid' : 'border'}
                bg={active ? 'brand.solid' : 'bg'}
                color={active ? 'brand.contrast' : 'fg'}
                textDecoration="none"
                fontWeight={active ? 'semibold' : 'normal'}
              >
                <Link to={{ search: searchFor(choice.value) }} aria-current={active ? 'page' : undefined}>
                  {choice.label}
                </Link>
              </ChakraLink>
            </li>
          );
        })}
      </HStack>
    </nav>
  );
}
