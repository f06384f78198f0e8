import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { MessageButton } from '@/messaging/MessageButton';
import { StatusBadge } from '@/ui/StatusBadge';
import type { Staff } from './api';
import { CandidateHeading, candidateName } from './CandidateHeading';
import { editEmploymentPath } from './OfferCard';
import { OfferTerms, Term } from './OfferTerms';
import { StaffOnboarding } from './StaffOnboarding';

/** Fractional staff's hours this month against their range, and their monthly bills (src/features/fractional-hire). */
export const FRACTIONAL_HIRE_PATH = '/dashboard/activity/fractional-hire';

/** A staff member's attendance, end-of-day reports and time off (src/features/staff-work), by the candidate's user id. */
export const staffWorkPath = (candidateId: string) => `/dashboard/activity/staffs/${encodeURIComponent(candidateId)}`;

export interface StaffCardProps {
  staff: Staff;
  onEnd: (staff: Staff) => void;
}

/** One person working for the employer (or who did): the contract's terms, and ending it. */
export function StaffCard({ staff, onEnd }: StaffCardProps) {
  const locale = useLocale();
  const headingId = `staff-${staff.offer_id}`;
  const name = candidateName(staff.candidate);
  const active = staff.status === 'active';
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <CandidateHeading candidate={staff.candidate} id={headingId} level="h2" />
          <StatusBadge kind="staff" status={staff.status} />
        </HStack>
        <Text textStyle="sm">
          {m.hiring_for_job()}{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to={`/dashboard/activity/jobs/${staff.job.id}`}>{staff.job.title}</Link>
          </ChakraLink>
        </Text>
        {active && staff.onboarding ? <StaffOnboarding onboarding={staff.onboarding} headingId={headingId} /> : null}
        <OfferTerms terms={staff} locale={locale} other={{ name: candidateName(staff.candidate), timezone: staff.candidate.timezone }}>
          <Term label={m.hiring_staff_hired_on()}>{formatDate(staff.hired_at, locale)}</Term>
          {staff.ended_at ? <Term label={m.hiring_staff_ended_on()}>{formatDate(staff.ended_at, locale)}</Term> : null}
          {staff.end_reason ? <Term label={m.hiring_staff_end_reason()}>{staff.end_reason}</Term> : null}
        </OfferTerms>
        {/* A contract that has ended keeps its records readable, so every card leads to them. */}
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={staffWorkPath(staff.candidate.id)} aria-label={m.hiring_staff_work_named({ name })}>
            {m.hiring_staff_work()}
          </Link>
        </ChakraLink>
        {staff.contract_type === 'fractional' ? (
          <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
            <Link to={FRACTIONAL_HIRE_PATH} aria-label={m.hiring_staff_fractional_named({ name })}>
              {m.hiring_staff_fractional()}
            </Link>
          </ChakraLink>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {active ? (
            <Button look="secondary" size="sm" asChild>
              <Link to={editEmploymentPath(staff.offer_id)} aria-label={m.hiring_action_edit_schedule_named({ name })}>
                {m.hiring_action_edit_schedule()}
              </Link>
            </Button>
          ) : null}
          <MessageButton about="staff" subjectId={staff.offer_id} name={name} job={staff.job.title} />
          {active ? (
            <Button look="ghost" size="sm" onClick={() => onEnd(staff)} aria-label={m.hiring_action_end_contract_named({ name })}>
              {m.hiring_action_end_contract()}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
