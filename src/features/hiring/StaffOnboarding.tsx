import { HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { onboardingStepLabel } from '@/lib/labels';
import { formatDate } from '@/shared/format';
import { StatusBadge } from '@/ui/StatusBadge';
import type { Staff } from './api';

/**
 * Where a new hire's onboarding stands, as their employer sees it: each step before work and its
 * state, never the documents (docs/product.md, "Onboarding"). The staff member clocks in only
 * once it is complete, and the employer is mailed then.
 */
export function StaffOnboarding({ onboarding, headingId }: { onboarding: NonNullable<Staff['onboarding']>; headingId: string }) {
  const locale = useLocale();
  if (onboarding.complete) {
    return onboarding.completed_at ? (
      <Text textStyle="sm" color="fg.success">
        {m.hiring_onboarding_ready({ date: formatDate(onboarding.completed_at, locale) })}
      </Text>
    ) : null;
  }
  const done = onboarding.steps.filter((s) => s.state === 'done').length;
  return (
    <Stack gap="2" as="section" aria-labelledby={`${headingId}-onboarding`}>
      <Text id={`${headingId}-onboarding`} textStyle="sm" fontWeight="semibold">
        {m.hiring_onboarding_waiting({ done, total: onboarding.steps.length })}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {onboarding.steps.map(({ step, state }) => (
          <HStack as="li" key={step} gap="2">
            <Text textStyle="sm">{onboardingStepLabel(step)}</Text>
            <StatusBadge kind="step" status={state} />
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
