import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type WayOut = { action: ReactNode } | { linkTo: string; linkText: string };

/** A page whose subject does not exist (or is not this user's to see): say so, and where to go instead. */
export function NotFoundNotice(props: { title: string; body: string } & WayOut) {
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl">
        {props.title}
      </Heading>
      <Text>{props.body}</Text>
      {'action' in props ? (
        props.action
      ) : (
        <ChakraLink asChild color="brand.fg">
          <Link to={props.linkTo}>{props.linkText}</Link>
        </ChakraLink>
      )}
    </Stack>
  );
}
