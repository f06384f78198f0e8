import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { noticeFrame } from './notice-frame';

export interface FormProblemProps {
  /** What went wrong, in a few words, said before the details. */
  title?: string;
  /** The reason (often the server's words), or the reason and a way on such as a retry button. */
  children?: ReactNode;
  /** For a form's aria-describedby, so the problem is read with the field or button it concerns. */
  id?: string;
  /** A page that moves focus to the problem when it appears passes a ref and tabIndex={-1}. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

/**
 * Why a form was not sent or an action did not happen, boxed in the page and read at once
 * (role=alert). A read that failed and offers a retry is src/ui/LoadProblem.tsx instead.
 */
export function FormProblem({ title, children, id, ref, tabIndex }: FormProblemProps) {
  const body = typeof children === 'string' ? <Text>{children}</Text> : children;
  return (
    <Box ref={ref} id={id} tabIndex={tabIndex} role="alert" w="full" {...noticeFrame} bg="bg.error" borderColor="red.700">
      {title ? (
        <Stack gap="2">
          <Text fontWeight="semibold">{title}</Text>
          {body}
        </Stack>
      ) : (
        body
      )}
    </Box>
  );
}
