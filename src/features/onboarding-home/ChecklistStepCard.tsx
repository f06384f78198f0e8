import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { onboardingStepLabel } from '@/lib/labels';
import { Button } from '@/ui/Button';
import { StatusBadge } from '@/ui/StatusBadge';
import type { ChecklistStep } from './api';
import { STEP_ACTION, STEP_HINT, STEP_PATH } from './step-words';

/** One step of the checklist: what it asks, where it stands, and the way to it. */
export function ChecklistStepCard({ step, emphasis = false }: { step: ChecklistStep; emphasis?: boolean }) {
  const headingId = `onboarding-step-${step.step}${emphasis ? '-next' : ''}`;
  const label = onboardingStepLabel(step.step);
  const action = STEP_ACTION[step.state]();
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      p={emphasis ? '5' : '4'}
      borderWidth={emphasis ? '2px' : '1px'}
      borderColor={emphasis ? 'brand.solid' : 'border'}
      borderRadius="lg"
      bg="bg.panel"
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md" id={headingId}>
              {label}
            </Heading>
            {step.before_work ? (
              <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {m.onbh_before_work()}
              </Text>
            ) : null}
          </Stack>
          <StatusBadge kind="step" status={step.state} />
        </HStack>
        <Text color="fg.muted">{STEP_HINT[step.step]()}</Text>
        <HStack justify="space-between" gap="3" wrap="wrap">
          {/* A count says something only for a step of several parts (documents, agreements, survey sections). */}
          <Text textStyle="sm">{step.of > 1 ? m.onbh_step_count({ done: step.done, of: step.of }) : null}</Text>
          <Button look={emphasis ? 'primary' : 'secondary'} size="sm" asChild>
            <Link to={STEP_PATH[step.step]} aria-label={m.onbh_action_named({ action, step: label })}>
              {action}
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
