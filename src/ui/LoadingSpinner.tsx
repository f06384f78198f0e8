import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

export type LoadingSpinnerSize = 'sm' | 'md' | 'lg';

export interface LoadingSpinnerProps {
  size?: LoadingSpinnerSize;
  /** What is loading, read by screen readers; defaults to "Loading…". */
  label?: string;
}

/** A spinner that says what it is: the role=status region announces its label once. */
export function LoadingSpinner({ size = 'md', label }: LoadingSpinnerProps) {
  return (
    <Box role="status" display="inline-flex" data-size={size}>
      <Spinner size={size} color="brand.solid" borderWidth={size === 'lg' ? '3px' : '2px'} aria-hidden="true" />
      <VisuallyHidden>{label ?? m.ui_loading()}</VisuallyHidden>
    </Box>
  );
}
