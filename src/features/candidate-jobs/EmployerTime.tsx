import { Text } from '@chakra-ui/react';
import { useLocale } from '@/app-state/app-actors';
import { otherZoneText } from '@/lib/time-zone-text';

/**
 * After a time in the candidate's zone, the same time for the employer, when their zone is
 * known: " · 9:00 AM for Northwind Dental (Sydney, UTC+11:00)".
 */
export function EmployerTime({ id, iso, employer }: { id?: string; iso: string; employer: { company_name: string; timezone?: string | undefined } }) {
  const locale = useLocale();
  if (!employer.timezone) return null;
  return (
    <Text as="span" id={id} color="fg.muted">
      {id ? null : ' · '}
      {otherZoneText(iso, locale, { name: employer.company_name, timezone: employer.timezone })}
    </Text>
  );
}
