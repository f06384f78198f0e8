import { Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import { useProposal } from './flows';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Propose a candidate (by their account's e-mail) for one of the client's open jobs. */
export function ProposalForm({ company, openJobs }: { company: string; openJobs: { id: string; title: string }[] }) {
  const [jobId, setJobId] = useState(openJobs[0]?.id ?? '');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [state, send] = useProposal(() => {
    setEmail('');
    setMessage('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setEmailError(m.agc_email_invalid());
    setEmailError(undefined);
    send({ type: 'SUBMIT', values: { job_id: jobId, candidate_email: email.trim(), ...(message.trim() ? { message: message.trim() } : {}) } });
  };
  return (
    <Stack as="section" aria-labelledby="propose-candidate" gap="3">
      <Heading as="h2" size="lg" id="propose-candidate">
        {m.agc_propose()}
      </Heading>
      <Text color="fg.muted">{m.agc_propose_intro({ company })}</Text>
      {openJobs.length === 0 ? (
        <Text>{m.agc_no_open_jobs()}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="3" maxW="lg">
            <SelectField id="proposal-job" label={m.agc_job_label()} value={jobId} onChange={(e) => setJobId(e.target.value)} options={openJobs.map((j) => ({ value: j.id, label: j.title }))} />
            <LabelledField id="proposal-email" label={m.agc_candidate_email()} error={emailError}>
              {(control) => <Input {...control} type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />}
            </LabelledField>
            <LabelledField id="proposal-message" label={m.agc_message()}>
              {(control) => <Textarea {...control} rows={3} value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />}
            </LabelledField>
            {state.matches('failed') && state.context.problem ? <FormProblem title={m.agc_action_failed()}>{state.context.problem.message}</FormProblem> : null}
            <Button type="submit" look="primary" alignSelf="flex-start" loading={state.matches('submitting')}>
              {m.agc_propose_send()}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
