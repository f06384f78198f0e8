import { Alert, CloseButton, Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { estimate, type EstimateGrant } from '@/shared/estimate';
import { EmptyState } from '@/ui/EmptyState';
import { EstimateActions } from './EstimateActions';
import { EstimateLines } from './EstimateLines';
import { EstimateTotals } from './EstimateTotals';
import { RoleForm } from './RoleForm';
import type { CalculatorActor } from './use-price-calculator';

export interface CalculatorProps {
  actor: CalculatorActor;
  /** The employer's grant in force, applied to the estimate. */
  grant?: EstimateGrant;
  /** The level of the calculator's own headings, under the page's. */
  headingLevel: 2 | 3;
  /** A shared link could not be read. */
  linkProblem: boolean;
  onDismissLinkProblem: () => void;
}

/** The price calculator's view: the role form, the lines, the totals and what to do with them. */
export function Calculator({ actor, grant, headingLevel, linkProblem, onDismissLinkProblem }: CalculatorProps) {
  const id = useId();
  const lines = useSelector(actor, (s) => s.context.fullEstimates);
  const view = useSelector(actor, (s) => s.context.typeOfEstimate);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  // The same arithmetic as checkout and the server: src/shared/estimate.ts.
  const result = useMemo(() => estimate(lines, grant), [lines, grant]);
  const Title = `h${headingLevel}` as const;
  return (
    <Stack gap="6">
      {linkProblem ? (
        <Alert.Root status="warning" role="alert" borderInlineStartWidth="4px" borderColor="orange.700">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.pricing_link_problem_title()}</Alert.Title>
            <Alert.Description>{m.pricing_link_problem_body()}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={m.pricing_link_problem_dismiss()} onClick={onDismissLinkProblem} />
        </Alert.Root>
      ) : null}
      <RoleForm actor={actor} headingLevel={headingLevel} />
      <Stack as="section" aria-labelledby={`${id}-lines`} gap="4">
        <Heading as={Title} id={`${id}-lines`} size="lg">
          {m.pricing_lines_heading()}
        </Heading>
        {lines.length === 0 ? (
          <EmptyState title={m.pricing_lines_empty_title()} description={m.pricing_lines_empty_body()} />
        ) : (
          <>
            <EstimateLines actor={actor} lines={result.lines} headingLevel={headingLevel === 2 ? 3 : 4} />
            <EstimateTotals result={result} view={view} onView={(next) => actor.send({ type: next === 'monthly' ? 'SHOW_MONTHLY' : 'SHOW_PERIOD' })} />
            <EstimateActions lines={lines} grant={grant} disabled={saving} onClear={() => actor.send({ type: 'CLEAR' })} />
          </>
        )}
      </Stack>
    </Stack>
  );
}
