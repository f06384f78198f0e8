import { Flex } from '@chakra-ui/react';
import { LoadingLogo } from './LoadingLogo';

export interface LoadingScreenProps {
  label?: string;
}

/** Fills the viewport with the centred animated logo: for page loads and restoring saved state. */
export function LoadingScreen({ label }: LoadingScreenProps) {
  return (
    <Flex role="status" minH="100dvh" w="100%" align="center" justify="center" bg="bg">
      <LoadingLogo label={label} />
    </Flex>
  );
}
