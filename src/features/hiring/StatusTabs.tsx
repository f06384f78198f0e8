import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { applicationStatusLabel } from '@/lib/labels';
import type { components } from '@/generated/api';
import type { ApplicationStatus } from './api';

type Counts = components['schemas']['ApplicantCounts'];

/** The stages of a job's pipeline in the order an applicant moves through them. */
const STAGES: ReadonlyArray<{ status: ApplicationStatus | undefined; count?: keyof Counts }> = [
  { status: undefined, count: 'total' },
  { status: 'applied', count: 'to_review' },
  { status: 'invited', count: 'invited' },
  { status: 'shortlisted', count: 'shortlisted' },
  { status: 'interviewing', count: 'interviewing' },
  { status: 'offered', count: 'offered' },
  { status: 'hired', count: 'hired' },
  { status: 'rejected', count: 'rejected' },
  { status: 'withdrawn', count: 'withdrawn' },
];

const stageLabel = (status: ApplicationStatus | undefined) =>
  status === undefined ? m.hiring_tab_all() : status === 'applied' ? m.hiring_tab_to_review() : applicationStatusLabel(status);

/**
 * A job's applicants by stage, as links that set `?status=`: each is a place to go
 * (Back returns), the current one says so, and the counts the job carries are shown.
 */
export function StatusTabs({ current, counts }: { current: ApplicationStatus | undefined; counts: Counts | undefined }) {
  const [params] = useSearchParams();
  const hrefFor = (status: ApplicationStatus | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (status) next.set('status', status);
    else next.delete('status');
    return next.toString();
  };
  return (
    <nav aria-label={m.hiring_tabs_label()}>
      <HStack as="ul" gap="2" wrap="wrap" ps="0" m="0" listStyleType="none">
        {STAGES.map(({ status, count }) => {
          const active = status === current;
          const known = count !== undefined && counts ? counts[count] : undefined;
          const label = stageLabel(status);
          return (
            <li key={status ?? 'all'}>
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
                <Link to={{ search: hrefFor(status) }} aria-current={active ? 'page' : undefined}>
                  {known === undefined ? label : m.hiring_tab_with_count({ label, count: known })}
                </Link>
              </ChakraLink>
            </li>
          );
        })}
      </HStack>
    </nav>
  );
}
