import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { offerKey } from '@/lib/cache';
import { scheduleFieldNames, scheduleSchema, toScheduleForm, type ScheduleFormValues } from '@/lib/schedule-form';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { usePageTitle } from '@/lib/use-page-title';
import { allows } from '@/shared/lifecycle/lifecycle';
import { offerMachine } from '@/shared/lifecycle/offer.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageHeader } from '@/ui/PageHeader';
import { ScheduleFields } from '@/ui/ScheduleFields';
import { StatusBadge } from '@/ui/StatusBadge';
import { RoleGate } from '@/app-state/RoleGate';
import { findOffer, type EmployerOffer } from './api';
import { candidateName } from './CandidateHeading';
import { useEditEmployment } from './flows/edit-employment';
import { OfferTerms } from './OfferTerms';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the employer came from: staff for a hire, offers for an offer not yet paid. */
const listOf = (offer: Pick<EmployerOffer, 'status'>) => (offer.status === 'hired' ? '/dashboard/activity/staffs' : '/dashboard/activity/offers');

function ScheduleForm({ offer }: { offer: EmployerOffer }) {
  const locale = useLocale();
  const name = candidateName(offer.candidate);
  const schema = useMemo(() => z.object({ schedule: scheduleSchema() }), []);
  const form = useForm<{ schedule: ScheduleFormValues }>({
    resolver: zodResolver(schema),
    defaultValues: { schedule: toScheduleForm(offer.schedule) },
  });
  const [state, send] = useEditEmployment(offer, listOf(offer));
  const problem = state.matches('failed') ? state.context.problem : null;
  useServerFieldErrors(problem, form.setError, scheduleFieldNames(''));

  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="employment-terms" gap="3" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" id="employment-terms" size="md">
            {m.hiring_employment_of({ name, job: offer.job.title })}
          </Heading>
          <StatusBadge kind="offer" status={offer.status} />
        </HStack>
        <OfferTerms terms={offer} locale={locale} />
      </Stack>
      {problem ? (
        <FormProblem>{problem.message}</FormProblem>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
        <Stack gap="5">
          <ScheduleFields form={form} idPrefix="employment" legend={m.hiring_schedule_new_legend()} />
          <HStack gap="3">
            <Button type="submit" loading={state.matches('submitting')}>
              {m.hiring_schedule_save()}
            </Button>
            <Button look="secondary" asChild>
              <Link to={listOf(offer)}>{m.ui_cancel()}</Link>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

function EditEmployment() {
  const [params] = useSearchParams();
  const offerId = params.get('offer') ?? '';
  const valid = UUID.test(offerId);
  const offer = useQuery({
    queryKey: offerKey(offerId),
    queryFn: ({ signal }) => findOffer(offerId, signal),
    enabled: valid,
  });
  const title = m.hiring_schedule_title();
  const missing = !valid || offer.data === null;
  const closed = offer.data ? !allows(offerMachine, offer.data.status, { type: 'UPDATE_WORKTIME' }) : false;
  usePageTitle(missing ? m.hiring_employment_not_found() : closed ? m.hiring_employment_closed() : title);

  if (missing) {
    return (
      <NotFoundNotice title={m.hiring_employment_not_found()} body={m.hiring_employment_not_found_body()} linkTo="/dashboard/activity/staffs" linkText={m.hiring_go_to_staff()} />
    );
  }
  if (offer.isPending) return <LoadingSpinner label={m.hiring_employment_loading()} />;
  if (offer.isError || !offer.data) {
    return (
      <Stack gap="4" align="flex-start">
        <PageHeader title={title} />
        <Text role="alert" color="fg.error">
          {m.hiring_employment_error()}
        </Text>
        <Button look="secondary" onClick={() => void offer.refetch()} loading={offer.isFetching}>
          {m.hiring_try_again()}
        </Button>
      </Stack>
    );
  }
  if (closed) {
    return (
      <NotFoundNotice title={m.hiring_employment_closed()} body={m.hiring_employment_closed_body()} linkTo={listOf(offer.data)} linkText={m.hiring_go_back()} />
    );
  }
  return (
    <Stack gap="6">
      <PageHeader title={title} description={m.hiring_schedule_intro({ name: candidateName(offer.data.candidate) })} />
      <ScheduleForm offer={offer.data} />
    </Stack>
  );
}

/** /EditEmployment?offer=<id>: change the work schedule of an offer or a hire. */
export default function EditEmploymentPage() {
  return (
    <RoleGate role="employer" title={m.hiring_employers_only_title()} otherRoleReason={m.hiring_employers_only_body()}>
      <Stack maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
        <EditEmployment />
      </Stack>
    </RoleGate>
  );
}
