import { chakra } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

/** Lets keyboard users jump past the header straight to the page. */
export function SkipLink() {
  return (
    <chakra.a
      href="#main"
      position="absolute"
      left="2"
      top="-12"
      zIndex="skipLink"
      bg="colorPalette.solid"
      colorPalette="brand"
      color="colorPalette.contrast"
      px="4"
      py="2"
      borderRadius="md"
      _focusVisible={{ top: '2' }}
    >
      {m.shell_skip_to_content()}
    </chakra.a>
  );
}
