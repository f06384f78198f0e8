import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { grantStatusLabel } from './GrantStatusBadge';
import { GRANT_STATUSES, type GrantApplicationStatus } from './review-api';

/** `?status=` as the list reads it: waiting applications unless another status, or all, is asked for. */
export type StatusChoice = GrantApplicationStatus | 'all';

export function statusFromParams(params: URLSearchParams): StatusChoice {
  const given = params.get('status');
  return given === 'all' || GRANT_STATUSES.includes(given as GrantApplicationStatus) ? (given as StatusChoice) : 'submitted';
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const CHOICES: readonly StatusChoice[] = [...GRANT_STATUSES, 'all'];
const label = (choice: StatusChoice) => (choice === 'all' ? m.grants_review_filter_all() : grantStatusLabel[choice]());

/** The statuses as links: each is a place to go (Back returns), and the current one says so. */
export function StatusFilter({ current }: { current: StatusChoice }) {
  const [params] = useSearchParams();
  const searchFor = (choice: StatusChoice) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (choice === 'submitted') next.delete('status');
    else next.set('status', choice);
    return next.toString();
  };
  return (
    <nav aria-label={m.grants_review_filter_label()}>
      <HStack as="ul" gap="2" wrap="wrap" ps="0" m="0" listStyleType="none">
        {CHOICES.map((choice) => {
          const active = choice === current;
          return (
            <li key={choice}>
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
                <Link to={{ search: searchFor(choice) }} aria-current={active ? 'page' : undefined}>
                  {label(choice)}
                </Link>
              </ChakraLink>
            </li>
          );
        })}
      </HStack>
    </nav>
  );
}
