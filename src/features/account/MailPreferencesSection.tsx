import { Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { Checkbox } from '@/ui/Checkbox';
import { FormProblem } from '@/ui/FormProblem';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useMailPreferences, type MailPreferences } from './api';
import { useUpdateMailPreferences } from './flows';

type Category = keyof MailPreferences;

/** Each category the server may answer, in the page's order, with what it covers. */
const CATEGORIES: Array<{ category: Category; label: () => string; hint: () => string }> = [
  { category: 'news', label: m.account_mail_news, hint: m.account_mail_news_hint },
  { category: 'hiring_updates', label: m.account_mail_hiring, hint: m.account_mail_hiring_hint },
  { category: 'work_updates', label: m.account_mail_work, hint: m.account_mail_work_hint },
  { category: 'messages', label: m.account_mail_messages, hint: m.account_mail_messages_hint },
];

function PreferenceList({ preferences }: { preferences: MailPreferences }) {
  const [state, send] = useUpdateMailPreferences();
  const busy = state.matches('submitting');
  // While a change is on its way, its box shows the choice made; the server's answer then takes over.
  const asked = busy ? (state.context.values as Partial<MailPreferences> | null) : null;
  return (
    <Stack as="fieldset" gap="4">
      <Text as="legend" fontWeight="semibold" mb="3">
        {m.account_mail_legend()}
      </Text>
      {state.matches('failed') && state.context.problem ? <FormProblem>{state.context.problem.message}</FormProblem> : null}
      {CATEGORIES.filter(({ category }) => preferences[category] !== undefined).map(({ category, label, hint }) => (
        <Checkbox
          key={category}
          id={`mail-${category}`}
          label={label()}
          hint={hint()}
          checked={asked?.[category] ?? preferences[category]}
          disabled={busy}
          onChange={(event) => send({ type: 'SUBMIT', values: { [category]: event.target.checked } })}
        />
      ))}
    </Stack>
  );
}

/** The mails a user may turn off, each sent as it is changed; the ones always sent are said. */
export function MailPreferencesSection() {
  const { data, error, refetch, isFetching } = useMailPreferences();
  return (
    <Stack as="section" aria-labelledby="account-mail" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id="account-mail" size="lg">
        {m.account_mail_heading()}
      </Heading>
      {data ? (
        <PreferenceList preferences={data} />
      ) : error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} retrying={isFetching} retryLabel={m.account_try_again()} what={m.account_mail_load_problem()} />
      ) : (
        <LoadingSpinner label={m.account_mail_loading()} />
      )}
      <Text color="fg.muted">{m.account_mail_always()}</Text>
    </Stack>
  );
}
