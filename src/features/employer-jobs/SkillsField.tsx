import { chakra, HStack, IconButton, Input, Stack, Tag, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { JOB_LIMITS } from '@/machines/postJob.machine';
import { Button } from '@/ui/Button';
import { describedBy } from '@/ui/LabelledField';

export interface SkillsFieldProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

/**
 * Skills as chips: type one and add it (Enter or the button); each chip has its own
 * remove button. Repeats are ignored whatever their case.
 */
export function SkillsField({ id, value, onChange, error }: SkillsFieldProps) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = value.length >= JOB_LIMITS.skills.max;

  const add = () => {
    const skill = text.trim();
    if (!skill) return;
    if (value.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
      setNote(m.ejobs_skill_already_added({ skill }));
      return;
    }
    onChange([...value, skill]);
    setText('');
    setNote(m.ejobs_skill_added({ skill }));
  };

  return (
    <chakra.fieldset aria-describedby={describedBy(hintId, error && errorId)} minW="0">
      <chakra.legend fontWeight="medium" mb="1">
        {m.ejobs_field_skills()}
      </chakra.legend>
      <Text id={hintId} color="fg.muted" textStyle="sm">
        {m.ejobs_field_skills_hint({ max: JOB_LIMITS.skills.max })}
      </Text>
      <Stack gap="3" mt="2">
        <Stack gap="1">
          <chakra.label htmlFor={inputId} textStyle="sm">
            {m.ejobs_skill_new()}
          </chakra.label>
          <HStack gap="2" align="stretch">
            <Input
              id={inputId}
              value={text}
              maxLength={JOB_LIMITS.skills.length}
              disabled={full}
              aria-invalid={error ? true : undefined}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the skill instead of sending the whole step.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" look="secondary" onClick={add} disabled={full}>
              {m.ejobs_skill_add()}
            </Button>
          </HStack>
        </Stack>
        {value.length ? (
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={m.ejobs_skills_chosen()}>
            {value.map((skill) => (
              <Tag.Root as="li" key={skill} size="lg" variant="subtle">
                <Tag.Label>{skill}</Tag.Label>
                <Tag.EndElement>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={m.ejobs_skill_remove({ skill })}
                    onClick={() => {
                      onChange(value.filter((existing) => existing !== skill));
                      setNote(m.ejobs_skill_removed({ skill }));
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </IconButton>
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted" textStyle="sm">
            {m.ejobs_skills_none_yet()}
          </Text>
        )}
        {/* Adding or removing a chip moves nothing on screen a screen reader would notice. */}
        <VisuallyHidden role="status">{note}</VisuallyHidden>
      </Stack>
      {error ? (
        <Text id={errorId} color="fg.error" textStyle="sm" fontWeight="medium" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}
