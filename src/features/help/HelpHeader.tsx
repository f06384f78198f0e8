import { Heading, Stack, Text } from '@chakra-ui/react';

/** The top of a help page: its h1, larger than other pages', and the sentence that says what it answers. */
export function HelpHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack as="header" gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text textStyle="lg" color="fg.muted" lineHeight="tall">
        {intro}
      </Text>
    </Stack>
  );
}
