import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';

export interface CompanySectionProps {
  id: string;
  title: string;
  hint?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** One card of the company page: its heading (which a save focuses), what it is for, its content. */
export function CompanySection({ id, title, hint, headingRef, children }: CompanySectionProps) {
  return (
    <Box as="section" aria-labelledby={id} p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id={id} ref={headingRef} tabIndex={-1} size="lg" _focusVisible={{ layerStyle: 'focusRing' }}>
            {title}
          </Heading>
          {hint ? <Text color="fg.muted">{hint}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

export interface CompanyFormProps {
  headingId: string;
  title: string;
  busy: boolean;
  unsaved: boolean;
  /** The server's refusal not placed on a field, or a failure to reach it. */
  problem: ApiProblem | null;
  canRetry: boolean;
  onSubmit: () => void;
  onRetry: () => void;
  onDiscard: () => void;
  children: ReactNode;
}

/** A section's form: its fields (disabled while it is saved), what is not saved yet, and its own Save. */
export function CompanyForm({ headingId, title, busy, unsaved, problem, canRetry, onSubmit, onRetry, onDiscard, children }: CompanyFormProps) {
  return (
    <chakra.form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="5">
        <chakra.fieldset disabled={busy} minW="0">
          <Stack gap="5">{children}</Stack>
        </chakra.fieldset>
        {problem ? (
          <FormProblem title={m.company_section_not_saved({ section: title })}>
            <Stack gap="3" align="flex-start">
              <Text>{problem.message}</Text>
              {canRetry ? (
                <Button look="secondary" size="sm" onClick={onRetry}>
                  {m.company_try_again()}
                </Button>
              ) : null}
            </Stack>
          </FormProblem>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText={m.company_saving()} aria-label={busy ? undefined : m.company_save_named({ section: title })}>
            {m.company_save()}
          </Button>
          {unsaved && !busy ? (
            <>
              <Button look="ghost" onClick={onDiscard}>
                {m.company_discard()}
              </Button>
              <Text textStyle="sm" color="fg.muted">
                {m.company_unsaved()}
              </Text>
            </>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
