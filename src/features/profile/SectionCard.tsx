import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { sectionHeadingId, SECTION_TITLE, type EditorSection } from './sections';

export interface SectionCardProps {
  section: EditorSection;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  hint?: string;
  children: ReactNode;
}

/** One card of the editor: its heading (which a "missing" link and a save focus), what it is for, its content. */
export function SectionCard({ section, headingRef, hint, children }: SectionCardProps) {
  const headingId = sectionHeadingId(section);
  return (
    <Box as="section" aria-labelledby={headingId} p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="lg" _focusVisible={{ layerStyle: 'focusRing' }}>
            {SECTION_TITLE[section]()}
          </Heading>
          {hint ? <Text color="fg.muted">{hint}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

export interface SectionFormProps {
  section: EditorSection;
  busy: boolean;
  unsaved: boolean;
  /** The draft was found on opening the page. */
  restored: boolean;
  /** The server's refusal not placed on a field, or a failure to reach it. */
  problem: ApiProblem | null;
  canRetry: boolean;
  onSubmit: () => void;
  onRetry: () => void;
  onDiscard: () => void;
  children: ReactNode;
}

/** A section's form: its fields (disabled while it is saved), what is not saved yet, and its own Save. */
export function SectionForm({ section, busy, unsaved, restored, problem, canRetry, onSubmit, onRetry, onDiscard, children }: SectionFormProps) {
  const title = SECTION_TITLE[section]();
  return (
    <chakra.form
      noValidate
      aria-labelledby={sectionHeadingId(section)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="5">
        {restored && unsaved ? <Text textStyle="sm" fontWeight="medium">{m.profile_draft_restored()}</Text> : null}
        <chakra.fieldset disabled={busy} minW="0">
          <Stack gap="5">{children}</Stack>
        </chakra.fieldset>
        {problem ? (
          <FormProblem title={m.profile_section_not_saved({ section: title })}>
            <Stack gap="3" align="flex-start">
              <Text>{problem.message}</Text>
              {canRetry ? (
                <Button look="secondary" size="sm" onClick={onRetry}>
                  {m.profile_try_again()}
                </Button>
              ) : null}
            </Stack>
          </FormProblem>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={busy} loadingText={m.profile_saving()} aria-label={busy ? undefined : m.profile_save_named({ section: title })}>
            {m.profile_save()}
          </Button>
          {unsaved && !busy ? (
            <>
              <Button look="ghost" onClick={onDiscard}>
                {m.profile_discard()}
              </Button>
              <Text textStyle="sm" color="fg.muted">
                {m.profile_unsaved()}
              </Text>
            </>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
