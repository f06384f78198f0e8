import { Box, HStack, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

export interface JobPageSkeletonProps {
  /** What is loading ("Loading the job…"), announced once by screen readers. */
  label: string;
  /** Leave out the line of the back link when the page draws its own. */
  withBackLink?: boolean;
}

/**
 * A job's page while it loads, in the shape it will take: title, company, facts, skills and
 * description as grey blocks, so the page is not blank and does not jump when the job arrives.
 * The blocks are marked busy and say nothing; a status line says what is loading.
 */
export function JobPageSkeleton({ label, withBackLink = true }: JobPageSkeletonProps) {
  return (
    <Stack gap="6">
      <Box role="status">
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
      <Stack gap="6" aria-busy="true" data-testid="job-skeleton">
        <Stack gap="3">
          {withBackLink ? <Skeleton height="4" width="32" /> : null}
          <Skeleton height="9" width={{ base: 'full', md: '2/3' }} />
          <Skeleton height="5" width="48" />
        </Stack>
        <HStack gap="6" wrap="wrap">
          {[0, 1, 2, 3].map((fact) => (
            <Stack key={fact} gap="2" minW="32">
              <Skeleton height="3" width="20" />
              <Skeleton height="5" width="28" />
            </Stack>
          ))}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {[16, 20, 14].map((width) => (
            <Skeleton key={width} height="6" width={width} borderRadius="full" />
          ))}
        </HStack>
        <Stack gap="3">
          <Skeleton height="6" width="40" />
          <SkeletonText noOfLines={5} gap="3" />
        </Stack>
      </Stack>
    </Stack>
  );
}
