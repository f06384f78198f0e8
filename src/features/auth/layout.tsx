import { Box, Heading, Link as ChakraLink, Stack, Text, type StackProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { noticeFrame } from '@/ui/notice-frame';

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

/** The h1 of a page with a form, and the sentence under it that says what the form is for. */
export function FormIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap="2">
      <PageHeading>{title}</PageHeading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}

/** The way back to signing in, under a form that is not the sign-in form. */
export function BackToLogin() {
  return (
    <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
      <Link to="/login">{m.auth_back_to_login()}</Link>
    </ChakraLink>
  );
}

type Tone = 'info' | 'success';

const tones: Record<Tone, { bg: string; border: string }> = {
  info: { bg: 'brand.subtle', border: 'brand.700' },
  success: { bg: 'bg.success', border: 'green.700' },
};

export interface NoticeProps {
  tone: Tone;
  title?: string;
  children?: ReactNode;
}

/**
 * A boxed message in the page that is not a problem (a problem is src/ui/FormProblem.tsx, read
 * at once); it is plain text here and sits inside a live region where needed.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice({ tone, title, children }, ref) {
  const colours = tones[tone];
  return (
    <Box ref={ref} tabIndex={-1} data-tone={tone} {...noticeFrame} bg={colours.bg} borderColor={colours.border}>
      <Stack gap="2">
        {title ? (
          <Text fontWeight="semibold">{title}</Text>
        ) : null}
        {typeof children === 'string' ? <Text>{children}</Text> : children}
      </Stack>
    </Box>
  );
});
