import { Heading, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { grantForEstimate } from '@/shared/estimate';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { RoleGate } from '@/app-state/RoleGate';
import { Calculator } from './Calculator';
import { useGrants } from './estimates-api';
import { useSavingCalculator } from './flows';
import { GrantNotice } from './GrantNotice';
import { SavedEstimates } from './SavedEstimates';
import { SaveEstimateForm } from './SaveEstimateForm';

/** `/pricing/estimate`: the calculator for a signed-in employer, with its grant applied and its estimates saved. */
export default function EstimatePage() {
  usePageTitle(m.pricing_estimate_title());
  useMetaDescription(m.pricing_estimate_description());
  return (
    <RoleGate
      role="employer"
      title={m.pricing_estimate_title()}
      otherRoleReason={m.pricing_estimate_employers_only()}
      signInReason={m.pricing_estimate_sign_in()}
    >
      <EmployerEstimates />
    </RoleGate>
  );
}

function EmployerEstimates() {
  const { actor, linkProblem, dismissLinkProblem } = useSavingCalculator();
  const grants = useGrants();
  const chosen = grantForEstimate(grants.data?.items ?? []);
  const calculatorHeading = useRef<HTMLHeadingElement>(null);

  return (
    <PageColumn gap="10">
      <PageHeader title={m.pricing_estimate_title()} description={m.pricing_estimate_description()} />
      <GrantNotice
        chosen={chosen}
        loading={grants.isPending}
        error={grants.isError ? grants.error : null}
        onRetry={() => void grants.refetch()}
        retrying={grants.isFetching}
      />
      <Stack as="section" aria-labelledby="estimate-calculator" gap="6">
        <Heading as="h2" id="estimate-calculator" size="2xl" ref={calculatorHeading} tabIndex={-1}>
          {m.pricing_estimate_calculator_heading()}
        </Heading>
        <Calculator actor={actor} grant={chosen?.terms} headingLevel={3} linkProblem={linkProblem} onDismissLinkProblem={dismissLinkProblem} />
      </Stack>
      <Stack as="section" aria-labelledby="estimate-save" gap="4" maxW="2xl">
        <Heading as="h2" id="estimate-save" size="xl">
          {m.pricing_estimate_save_heading()}
        </Heading>
        <SaveEstimateForm actor={actor} />
      </Stack>
      <Stack as="section" aria-labelledby="estimate-saved" gap="4">
        <Heading as="h2" id="estimate-saved" size="xl">
          {m.pricing_estimate_saved_heading()}
        </Heading>
        <SavedEstimates
          onOpen={(estimate) => {
            actor.send({ type: 'LOAD', lines: estimate.lines });
            // The estimate now fills the calculator above: take the reader there.
            calculatorHeading.current?.focus();
            calculatorHeading.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </Stack>
    </PageColumn>
  );
}
