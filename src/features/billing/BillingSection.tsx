import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface BillingSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: string;
  /** Beside the heading: the section's main action. */
  action?: ReactNode;
  children: ReactNode;
}

/** One panel of the billing page, named by its h2. */
export function BillingSection({ id, title, intro, action, children }: BillingSectionProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4" p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
        <Stack gap="1">
          <Heading as="h2" id={id} size="lg">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}
