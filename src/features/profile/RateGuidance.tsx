import { Text } from '@chakra-ui/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { experienceLabel, jobRoleLabel } from '@/lib/labels';
import { monthlySalaryRange } from '@/shared/job-roles';

export interface RateGuidanceProps {
  id: string;
  role: components['schemas']['JobRole'] | '';
  level: components['schemas']['ExperienceLevel'] | '';
}

/** The rate card's usual pay for the chosen role and level: the same figures employers are shown. */
export function RateGuidance({ id, role, level }: RateGuidanceProps) {
  const locale = useLocale();
  const range = role && level ? monthlySalaryRange(role, level) : undefined;
  // One live region for both texts, so choosing a role or level reads out the new range.
  return (
    <Text id={id} color="fg.muted" textStyle="sm" aria-live="polite">
      {role && level && range
        ? m.profile_rate_guidance({
            role: jobRoleLabel(role),
            level: experienceLabel(level),
            low: formatMoney(range.low, locale),
            high: formatMoney(range.high, locale),
            typical: formatMoney(range.typical, locale),
          })
        : m.profile_rate_guidance_choose()}
    </Text>
  );
}
