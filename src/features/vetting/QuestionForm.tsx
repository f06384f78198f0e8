import { HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { answerProblem, YEARS_MAX, type VettingQuestion } from '@/shared/vetting-questions';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { LabelledField } from '@/ui/LabelledField';
import { choiceLabel, QUESTION } from './words';

export interface QuestionFormProps {
  question: VettingQuestion;
  /** The answer the server holds, if any. */
  saved: string | number | undefined;
  /** Answers can be changed (the case is being answered); otherwise they are shown as saved. */
  editable: boolean;
  /** This answer is on its way. */
  busy: boolean;
  /** Another call is on its way: one at a time. */
  waiting: boolean;
  /** The server's words on this answer, when it refused the last save of it. */
  serverError: string | undefined;
  onSave: (answer: string | number) => void;
}

/**
 * One question of the questionnaire, saved on its own: what is typed stays here until saved, and
 * is checked first by the rule the server keeps (src/shared/vetting-questions.ts).
 */
export function QuestionForm({ question, saved, editable, busy, waiting, serverError, onSave }: QuestionFormProps) {
  const [value, setValue] = useState<string>(saved === undefined ? '' : String(saved));
  const [checked, setChecked] = useState(false);
  const id = `vetting-${question.key}`;
  const answer = question.kind === 'years' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  const localError = checked && (value.trim() === '' || answerProblem(question, answer) !== null) ? m.vet_error_answer() : undefined;
  const error = localError ?? serverError;
  const label = QUESTION[question.key]();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (value.trim() === '' || answerProblem(question, answer) !== null) return;
    onSave(typeof answer === 'string' ? answer.trim() : answer);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <Stack gap="3" p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      {question.kind === 'choice' ? (
        <ChoiceGroup
          legend={<span id={`${id}-label`}>{label}</span>}
          look="plain"
          choices={question.choices.map((choice) => ({ value: choice, label: choiceLabel(question.key, choice) }))}
          value={value || null}
          onChange={setValue}
          error={error}
          disabled={!editable}
        />
      ) : (
        <LabelledField
          id={id}
          label={label}
          hint={question.kind === 'text' ? m.vet_text_hint({ min: question.minLength, max: question.maxLength }) : m.vet_years_hint({ max: YEARS_MAX })}
          error={error}
        >
          {(control) =>
            question.kind === 'text' ? (
              <Textarea {...control} rows={question.maxLength > 500 ? 6 : 3} maxLength={question.maxLength} value={value} onChange={(e) => setValue(e.target.value)} readOnly={!editable} />
            ) : (
              <Input {...control} type="number" inputMode="numeric" min={0} max={YEARS_MAX} step={1} maxW="10rem" value={value} onChange={(e) => setValue(e.target.value)} readOnly={!editable} />
            )
          }
        </LabelledField>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text textStyle="sm" color="fg.muted">
          {saved === undefined ? m.vet_answer_missing() : m.vet_answer_saved()}
        </Text>
        {editable ? (
          <Button type="submit" look="secondary" size="sm" loading={busy} disabled={waiting} aria-describedby={`${id}-label`}>
            {m.vet_save_answer()}
          </Button>
        ) : null}
      </HStack>
      </Stack>
    </form>
  );
}
