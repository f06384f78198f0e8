import { Stack, type StackProps } from '@chakra-ui/react';

/** The centred column a feature page sits in; a page may ask for another width or gap. */
export function PageColumn(props: StackProps) {
  return <Stack maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 10 }} gap="8" {...props} />;
}
