import { Box, Heading, Input, Link as ChakraLink, Stack, Textarea } from '@chakra-ui/react';
import { Link } from 'react-router';
import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { publicFormBody, senderShape } from '@/lib/public-form';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { FormSent } from '@/ui/FormSent';
import { HoneypotField } from '@/ui/HoneypotField';
import { LabelledField } from '@/ui/LabelledField';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { SelectField } from '@/ui/SelectField';
import { SenderFields } from '@/ui/SenderFields';
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
    ...senderShape(),
    company: z.string().check(z.trim(), z.maxLength(160, m.forms_error_company())),
    topic: z.enum(TOPICS, { message: m.forms_error_choose() }),
    message: z.string().check(z.trim(), z.minLength(20, m.forms_error_text()), z.maxLength(5000, m.forms_error_text())),
    website: z.string(),
  });

/** `/contact-us`: a message to our team, confirmed by mail; nothing typed is lost when sending fails. */
export default function ContactPage() {
  usePageTitle(m.contactform_title());
  useMetaDescription(m.contactform_description());
  const locale = useLocale();
  const [state, send] = useContactMessage();
  const { problem } = state.context;
  const { register, handleSubmit, reset, errors, unplaced } = useCheckedForm(schema, {
    defaultValues: { name: '', email: '', company: '', topic: '' as never, message: '', website: '' },
    problem,
    fields: { name: 'name', email: 'email', company: 'company', topic: 'topic', message: 'message' },
  });
  const receipt = state.context.output as Receipt | null;

  return (
    <PageColumn maxW="3xl" gap="6">
      <PageHeader title={m.contactform_title()} description={m.contactform_intro()} />
      {state.matches('succeeded') && receipt ? (
        <FormSent
          title={m.contactform_sent_title()}
          body={m.contactform_sent_body({ email: String(state.context.values?.email ?? ''), reference: receipt.reference })}
          anotherLabel={m.contactform_send_another()}
          onAnother={() => {
            reset();
            send({ type: 'RESET' });
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ company, ...values }) => {
            const body: ContactRequest = publicFormBody({ ...values, ...(company ? { company } : {}) }, locale);
            send({ type: 'SUBMIT', values: body as unknown as Record<string, unknown> });
          })}
        >
          <Stack gap="4">
            {state.matches('failed') && problem && unplaced ? (
              <FormProblem>{problem.message}</FormProblem>
            ) : null}
            <SenderFields idPrefix="contact" register={register} errors={errors} />
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
