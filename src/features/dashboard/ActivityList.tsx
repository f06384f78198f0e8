import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDateTime, formatRelativeTime } from '@/shared/format';
import { activityLabel } from '@/lib/labels';
import { EmptyState } from '@/ui/EmptyState';
import { activityHref } from './activity-links';

type ActivityItem = components['schemas']['ActivityItem'];

/** The latest news from the other side, newest first, each leading to where it can be answered. */
export function ActivityList({ items, side }: { items: ActivityItem[]; side: 'employer' | 'candidate' }) {
  const locale = useLocale();
  const now = Date.now();
  return (
    <Stack as="section" aria-labelledby="dash-activity" gap="3">
      <Heading as="h2" id="dash-activity" size="lg">
        {m.dash_activity_title()}
      </Heading>
      {items.length === 0 ? (
        <EmptyState
          title={m.dash_activity_empty()}
          description={side === 'employer' ? m.dash_activity_empty_employer() : m.dash_activity_empty_candidate()}
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="lg" bg="bg.panel" aria-labelledby="dash-activity">
          {items.map((item, index) => (
            <Stack as="li" key={item.id} gap="1" px="4" py="3" borderTopWidth={index === 0 ? '0' : '1px'}>
              <ChakraLink asChild color="fg" fontWeight="medium">
                <Link to={activityHref(item, side)}>{activityLabel(item)}</Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted">
                <time dateTime={item.created_at} title={formatDateTime(item.created_at, locale)}>
                  {formatRelativeTime(item.created_at, locale, now)}
                </time>
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
