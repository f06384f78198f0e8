import { Box, chakra, HStack, IconButton, Input, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { describedBy } from '@/ui/LabelledField';
import { SKILL_MAX, SKILLS_MAX } from './profile-form';

export interface SkillsFieldProps {
  id: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  /** The form's error for the whole list (from the schema or the server). */
  error?: string;
  /** Lets the form focus the field when the server finds fault with it. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Skills as chips: type one, add it with Enter or the button, remove any with its own
 * button. What changed is said in a live region, since the list itself is silent.
 */
export function SkillsField({ id, skills, onChange, error, inputRef }: SkillsFieldProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const ids = { input: `${id}-new`, hint: `${id}-hint`, problem: `${id}-problem`, error: `${id}-error`, count: `${id}-count` };
  const full = skills.length >= SKILLS_MAX;

  const add = () => {
    const skill = draft.trim();
    if (skill === '') return;
    if (full) return setProblem(m.profile_skills_max());
    if (skill.length > SKILL_MAX) return setProblem(m.profile_skill_too_long());
    if (skills.some((s) => s.toLocaleLowerCase() === skill.toLocaleLowerCase())) return setProblem(m.profile_skill_duplicate());
    onChange([...skills, skill]);
    setDraft('');
    setProblem(undefined);
    setAnnouncement(m.profile_skill_added({ skill }));
  };

  const remove = (skill: string) => {
    onChange(skills.filter((s) => s !== skill));
    setProblem(undefined);
    setAnnouncement(m.profile_skill_removed({ skill }));
    input.current?.focus();
  };

  return (
    <chakra.fieldset aria-describedby={describedBy(ids.hint, error && ids.error)}>
      <chakra.legend fontWeight="medium" mb="1">
        {m.profile_field_skills()}
      </chakra.legend>
      <Text id={ids.hint} color="fg.muted" textStyle="sm">
        {m.profile_skills_hint()}
      </Text>
      <Stack gap="3" mt="2">
        <Stack gap="1">
          <chakra.label htmlFor={ids.input} textStyle="sm">
            {m.profile_skill_new()}
          </chakra.label>
          <HStack gap="2" align="stretch">
            <Input
              id={ids.input}
              ref={(element) => {
                input.current = element;
                inputRef?.(element);
              }}
              value={draft}
              autoComplete="off"
              aria-invalid={problem || error ? true : undefined}
              aria-describedby={describedBy(ids.count, problem && ids.problem)}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(undefined);
              }}
              onKeyDown={(event) => {
                // Enter adds the skill here instead of sending the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" look="secondary" onClick={add}>
              {m.profile_skill_add()}
            </Button>
          </HStack>
          <Text id={ids.count} color="fg.muted" textStyle="sm">
            {m.profile_skills_count({ count: skills.length })}
          </Text>
          {problem ? (
            <Text id={ids.problem} color="fg.error" textStyle="sm" fontWeight="medium">
              {problem}
            </Text>
          ) : null}
        </Stack>
        <Box>
          {skills.length === 0 ? (
            <Text color="fg.muted" textStyle="sm">
              {m.profile_skills_none()}
            </Text>
          ) : (
            <Wrap as="ul" aria-label={m.profile_skills_chosen()} gap="2" listStyleType="none">
              {skills.map((skill) => (
                <HStack as="li" key={skill} gap="1" ps="3" pe="1" py="0.5" borderWidth="1px" borderRadius="full" bg="brand.subtle">
                  <Text textStyle="sm">{skill}</Text>
                  <IconButton
                    type="button"
                    size="xs"
                    variant="ghost"
                    aria-label={m.profile_skill_remove({ skill })}
                    onClick={() => remove(skill)}
                  >
                    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3}
                      strokeLinecap="round" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </IconButton>
                </HStack>
              ))}
            </Wrap>
          )}
        </Box>
      </Stack>
      {error ? (
        <Text id={ids.error} mt="1" color="fg.error" textStyle="sm" fontWeight="medium">
          {error}
        </Text>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </chakra.fieldset>
  );
}
