import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import type { HireType } from '@/machines/post-job.machine';
import { Button } from '@/ui/Button';
import { RoleGate } from '@/app-state/RoleGate';
import { MethodChoice } from './MethodChoice';
import { JOBS_PATH, postJobPath } from './paths';

function ChooseMethod() {
  const navigate = useNavigate();
  const [method, setMethod] = useState<HireType | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <Stack maxW="4xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to={JOBS_PATH}>
            <span aria-hidden="true">← </span>
            {m.ejobs_back_to_jobs()}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl">
          {m.ejobs_select_method_title()}
        </Heading>
        <Text color="fg.muted">{m.ejobs_select_method_intro()}</Text>
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!method) {
            setMissing(true);
            return;
          }
          void navigate(postJobPath(method));
        }}
      >
        <Stack gap="6">
          <MethodChoice
            legend={m.ejobs_method_legend()}
            value={method}
            onChange={(chosen) => {
              setMethod(chosen);
              setMissing(false);
            }}
            error={missing ? m.ejobs_method_required() : undefined}
          />
          <HStack justify="flex-end">
            <Button type="submit">{m.ejobs_continue()}</Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

/** /dashboard/activity/jobs/select-method: full-time or fractional, explained, before the job post wizard. */
export default function SelectMethodPage() {
  usePageTitle(m.ejobs_select_method_title());
  return (
    <RoleGate role="employer" title={m.ejobs_select_method_title()} otherRoleReason={m.ejobs_employers_only()} signInReason={m.ejobs_sign_in_as_employer()}>
      <ChooseMethod />
    </RoleGate>
  );
}
