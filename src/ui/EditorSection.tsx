import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { Button } from './Button';
import { FormProblem } from './FormProblem';

/*
 * A page edited in sections, each saved on its own (the candidate's profile, the company profile):
 * the card of a section and the form inside it.
 */

export interface EditorCardProps {
  headingId: string;
  title: string;
  /** What the section is for, under its heading. */
  hint?: string;
  /** The heading a save (or a link to the section) moves focus to. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** One section's card: its heading, what it is for, its content. */
export function EditorCard({ headingId, title, hint, headingRef, children }: EditorCardProps) {
  return (
    <Box as="section" aria-labelledby={headingId} p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="lg" _focusVisible={{ layerStyle: 'focusRing' }}>
            {title}
          </Heading>
          {hint ? <Text color="fg.muted">{hint}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

export interface EditorFormProps {
  /** The section's heading, which names the form and its Save button. */
  headingId: string;
  title: string;
  busy: boolean;
  unsaved: boolean;
  /** Said above the fields while they hold changes not saved (a draft found on opening the page). */
  notice?: string;
  /** The server's refusal not placed on a field, or a failure to reach it. */
  problem: ApiProblem | null;
  canRetry: boolean;
  onSubmit: () => void;
  onRetry: () => void;
  onDiscard: () => void;
  children: ReactNode;
}

/** A section's form: its fields (disabled while it is saved), what is not saved yet, and its own Save. */
export function EditorForm({ headingId, title, busy, unsaved, notice, problem, canRetry, onSubmit, onRetry, onDiscard, children }: EditorFormProps) {
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
        {notice && unsaved ? <Text textStyle="sm" fontWeight="medium">{notice}</Text> : null}
        <chakra.fieldset disabled={busy} minW="0">
          <Stack gap="5">{children}</Stack>
        </chakra.fieldset>
        {problem ? (
          <FormProblem title={m.ui_editor_not_saved({ section: title })}>
            <Stack gap="3" align="flex-start">
              <Text>{problem.message}</Text>
              {canRetry ? (
                <Button look="secondary" size="sm" onClick={onRetry}>
                  {m.public_retry()}
                </Button>
              ) : null}
            </Stack>
          </FormProblem>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText={m.ui_editor_saving()} aria-label={busy ? undefined : m.ui_editor_save_named({ section: title })}>
            {m.ui_editor_save()}
          </Button>
          {unsaved && !busy ? (
            <>
              <Button look="ghost" onClick={onDiscard}>
                {m.ui_editor_discard()}
              </Button>
              <Text textStyle="sm" color="fg.muted">
                {m.ui_editor_unsaved()}
              </Text>
            </>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
