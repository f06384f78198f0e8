import { chakra, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { useReportComment } from './flows';

const COMMENT_MAX = limits.CommentRequest.body.maxLength;

/** A comment the staff member reads (and is told of); the field empties once it is sent, and keeps the words if it is refused. */
export function CommentForm({ reportId, name }: { reportId: string; name: string }) {
  const [body, setBody] = useState('');
  const [state, send] = useReportComment(reportId, () => setBody(''));
  const [error, setError] = useState<string | undefined>();
  const busy = state.matches('submitting');
  const problem = state.matches('failed') ? state.context.problem : null;
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = body.trim();
        if (trimmed === '') return setError(m.staffwork_comment_required());
        setError(undefined);
        send({ type: 'SUBMIT', values: { body: trimmed } });
      }}
    >
      <Stack gap="3">
        <LabelledField id={`comment-${reportId}`} label={m.staffwork_comment_label()} hint={m.staffwork_comment_hint({ name })} error={error}>
          {(control) => <Textarea {...control} value={body} rows={3} maxLength={COMMENT_MAX} onChange={(e) => setBody(e.currentTarget.value)} />}
        </LabelledField>
        {problem ? <FormProblem title={m.staffwork_comment_failed()}>{problem.message}</FormProblem> : null}
        <Button type="submit" look="primary" alignSelf="flex-start" loading={busy}>
          {m.staffwork_comment_send()}
        </Button>
      </Stack>
    </chakra.form>
  );
}
