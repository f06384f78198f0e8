import { Box, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';

/** The narrow column every sign-in page sits in. */
export function AuthColumn({ children, ...rest }: StackProps) {
  return (
    <Stack maxW="md" w="full" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 14 }} gap="6" {...rest}>
      {children}
    </Stack>
  );
}

/** The page's h1; focusable from script so a result can be announced by moving focus to it. */
export const PageHeading = forwardRef<HTMLHeadingElement, { children: ReactNode }>(function PageHeading({ children }, ref) {
  return (
    <Heading as="h1" size="2xl" ref={ref} tabIndex={-1} outline="none">
      {children}
    </Heading>
  );
});

/** Moves focus to the element when `when` becomes true (a result appeared, an error came back). */
export function useFocusWhen<T extends HTMLElement>(when: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

type Tone = 'error' | 'info' | 'success';

const tones: Record<Tone, { bg: string; border: string }> = {
  error: { bg: 'bg.error', border: 'red.700' },
  info: { bg: 'brand.subtle', border: 'brand.700' },
  success: { bg: 'bg.success', border: 'green.700' },
};

export interface NoticeProps {
  tone: Tone;
  title?: string;
  children?: ReactNode;
}

/**
 * A boxed message in the page. Errors are role=alert so they are read at once;
 * the others are plain text here and sit inside a live region where needed.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice({ tone, title, children }, ref) {
  const colours = tones[tone];
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : undefined}
      data-tone={tone}
      bg={colours.bg}
      color="fg"
      borderWidth="1px"
      borderColor={colours.border}
      borderInlineStartWidth="4px"
      borderRadius="l2"
      px="4"
      py="3"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap="2">
        {title ? (
          <Text fontWeight="semibold">{title}</Text>
        ) : null}
        {typeof children === 'string' ? <Text>{children}</Text> : children}
      </Stack>
    </Box>
  );
});
