import { Flex } from '@chakra-ui/react';
import { LoadingSpinner } from './LoadingSpinner';

export interface GlobalSpinnerProps {
  /** The app's global loading flag (main state's showLoadingPage). */
  show: boolean;
  label?: string;
}

/** Covers the page with a spinner while a global loading flag is set, so nothing can be clicked half-loaded. */
export function GlobalSpinner({ show, label }: GlobalSpinnerProps) {
  if (!show) return null;
  return (
    <Flex
      data-testid="global-spinner"
      position="fixed"
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      bg="whiteAlpha.800"
    >
      <LoadingSpinner size="lg" label={label} />
    </Flex>
  );
}
