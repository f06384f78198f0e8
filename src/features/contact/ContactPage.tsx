import { useMemo } from 'react';
import { Alert, Box, Heading, Input, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { HoneypotField } from '@/ui/HoneypotField';
import { LabelledField } from '@/ui/LabelledField';
import { PageColumn } from '@/ui/PageColumn';
import { SelectField } from '@/ui/SelectField';
import { useContactMessage } from './flows';

type ContactRequest = components['schemas']['ContactRequest'];
type Receipt = components['schemas']['FormReceipt'];

const TOPICS = ['hiring', 'working', 'partnership', 'billing', 'press', 'other'] as const;
const topicLabel = {
  hiring: m.contactform_topic_hiring,
  working: m.contactform_topic_working,
  partnership: m.contactform_topic_partnership,
  billing: m.contactform_topic_billing,
  press: m.contactform_topic_press,
  other: m.contactform_topic_other,
} as const;

const schema = () =>
  z.object({
    name: z.string().trim().min(2, m.forms_error_name()).max(120, m.forms_error_name()),
    email: z.string().trim().email(m.forms_error_email()).max(254, m.forms_error_email()),
    company: z.string().trim().max(160, m.forms_error_company()),
    topic: z.enum(TOPICS, { message: m.forms_error_choose() }),
    message: z.string().trim().min(20, m.forms_error_text()).max(5000, m.forms_error_text()),
    website: z.string(),
  });

/** `/contact-us`: a message to our team, confirmed by mail; nothing typed is lost when sending fails. */
export default function ContactPage() {
  usePageTitle(m.contactform_title());
  useMetaDescription(m.contactform_description());
  const locale = useLocale();
  const [state, send] = useContactMessage();
  const form = useMemo(schema, []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(form), defaultValues: { name: '', email: '', company: '', topic: '' as never, message: '', website: '' } });
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, { name: 'name', email: 'email', company: 'company', topic: 'topic', message: 'message' });
  const receipt = state.context.output as Receipt | null;

  return (
    <PageColumn maxW="3xl" gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.contactform_title()}
        </Heading>
        <Text color="fg.muted">{m.contactform_intro()}</Text>
      </Stack>
      {state.matches('succeeded') && receipt ? (
        <Stack gap="4" align="flex-start">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{m.contactform_sent_title()}</Alert.Title>
              <Alert.Description>
                {m.contactform_sent_body({ email: String(state.context.values?.email ?? ''), reference: receipt.reference })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button
            look="secondary"
            onClick={() => {
              reset();
              send({ type: 'RESET' });
            }}
          >
            {m.contactform_send_another()}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ website, company, ...values }) => {
            const body: ContactRequest = { ...values, locale, ...(company ? { company } : {}), ...(website ? { website } : {}) };
            send({ type: 'SUBMIT', values: body as unknown as Record<string, unknown> });
          })}
        >
          <Stack gap="4">
            {state.matches('failed') && problem && unplaced ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{problem.message}</Alert.Description>
              </Alert.Root>
            ) : null}
            <LabelledField id="contact-name" label={m.contactform_field_name()} error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
            </LabelledField>
            <LabelledField id="contact-email" label={m.contactform_field_email()} error={errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
            </LabelledField>
            <LabelledField id="contact-company" label={m.contactform_field_company()} error={errors.company?.message}>
              {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
            </LabelledField>
            <SelectField
              id="contact-topic"
              label={m.contactform_field_topic()}
              error={errors.topic?.message}
              placeholder={m.forms_choose()}
              options={TOPICS.map((topic) => ({ value: topic, label: topicLabel[topic]() }))}
              {...register('topic')}
            />
            <LabelledField id="contact-message" label={m.contactform_field_message()} error={errors.message?.message}>
              {(control) => <Textarea {...control} rows={6} {...register('message')} />}
            </LabelledField>
            <HoneypotField id="contact-website" {...register('website')} />
            <Box>
              <Button type="submit" loading={state.matches('submitting')}>
                {m.contactform_submit()}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
      <Stack as="section" aria-labelledby="contact-other" gap="2">
        <Heading as="h2" id="contact-other" size="md">
          {m.contactform_other_ways()}
        </Heading>
        <Stack as="ul" ps="5" gap="1">
          {[
            { to: '/book-a-demo', label: m.contactform_way_demo() },
            { to: '/help', label: m.contactform_way_help() },
            { to: '/Privacy-Inquiry', label: m.contactform_way_privacy() },
          ].map((way) => (
            <li key={way.to}>
              <ChakraLink asChild color="brand.fg">
                <Link to={way.to}>{way.label}</Link>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Stack>
    </PageColumn>
  );
}
