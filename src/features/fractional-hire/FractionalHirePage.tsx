import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { hoursRangeLabel, jobRoleLabel, payLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { FactList, type Fact } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge, type StatusTone } from '@/ui/StatusBadge';
import {
  fractionalCheckoutPath,
  jobPath,
  useFractionalHire,
  type FractionalHireOverview,
  pendingOffersPath,
  type FractionalOfferAwaitingPayment,
  type FractionalOfferSent,
  type FractionalRequest,
  type FractionalStaff,
} from './api';
import { ChangeHoursDialog } from './ChangeHoursDialog';
import { ForJob, FractionalStaffCard } from './FractionalStaffCard';
import { RequestStaffDialog } from './RequestStaffDialog';
import { nextStepText } from './stage';
import { personName } from './words';

const APPLICANTS = '/dashboard/activity/job-applications';

const REQUEST_STATUS: Record<FractionalRequest['status'], { tone: StatusTone; label: () => string }> = {
  open: { tone: 'blue', label: m.fhire_request_status_open },
  answered: { tone: 'green', label: m.fhire_request_status_answered },
  closed: { tone: 'gray', label: m.fhire_request_status_closed },
};

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Stack gap="1">
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
}

type OfferTerms = Pick<FractionalOfferSent, 'offer_id' | 'hourly_rate_cents' | 'hours_range' | 'start_date' | 'job' | 'candidate'>;

/**
 * A fractional offer not paid for yet: its terms, the dates of its stage, the next step and the
 * way to take it (`action`, given the candidate's name).
 */
function OfferCard({ offer, dates, offerStatus, action }: { offer: OfferTerms; dates: Fact[]; offerStatus: 'pending' | 'awaiting_payment'; action: (name: string) => React.ReactNode }) {
  const locale = useLocale();
  const name = personName(offer.candidate);
  const headingId = `fractional-${offerStatus}-${offer.offer_id}`;
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <Heading as="h3" id={headingId} size="md">
          {name}
        </Heading>
        <ForJob job={offer.job} />
        <FactList
          facts={[
            { label: m.fhire_rate(), value: payLabel(offer.hourly_rate_cents, 'fractional', locale) },
            { label: m.fhire_range(), value: hoursRangeLabel(offer.hours_range, locale) },
            { label: m.fhire_start_date(), value: formatDate(offer.start_date, locale) },
            ...dates,
          ]}
        />
        <Text textStyle="sm" color="fg.muted">
          {nextStepText({ offerStatus })}
        </Text>
        {action(name)}
      </Stack>
    </Box>
  );
}

/** A fractional offer the candidate has not answered: waiting, or withdrawn from the employer's offers. */
function OfferSentCard({ offer }: { offer: FractionalOfferSent }) {
  const locale = useLocale();
  return (
    <OfferCard
      offer={offer}
      offerStatus="pending"
      dates={[
        { label: m.fhire_sent_on(), value: formatDate(offer.sent_at, locale) },
        { label: m.fhire_expires_on(), value: formatDate(offer.expires_at, locale) },
      ]}
      action={(name) => (
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={pendingOffersPath(offer.job.id)} aria-label={m.fhire_see_offer_named({ name })}>
            {m.fhire_see_offer()}
          </Link>
        </ChakraLink>
      )}
    />
  );
}

/** An accepted fractional offer: paying for it at its checkout makes the hire. */
function AwaitingPaymentCard({ offer }: { offer: FractionalOfferAwaitingPayment }) {
  const locale = useLocale();
  return (
    <OfferCard
      offer={offer}
      offerStatus="awaiting_payment"
      dates={[{ label: m.fhire_accepted_on(), value: formatDate(offer.answered_at, locale) }]}
      action={(name) => (
        <Button look="primary" size="sm" alignSelf="flex-start" asChild>
          <Link to={fractionalCheckoutPath(offer.offer_id)} aria-label={m.fhire_pay_and_hire_named({ name })}>
            {m.fhire_pay_and_hire()}
          </Link>
        </Button>
      )}
    />
  );
}

/** A request for fractional staff, its status, and the job it posted. */
function RequestCard({ request }: { request: FractionalRequest }) {
  const locale = useLocale();
  const headingId = `fractional-request-${request.id}`;
  const status = REQUEST_STATUS[request.status];
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h3" id={headingId} size="md">
            {request.title}
          </Heading>
          <ToneBadge tone={status.tone}>{status.label()}</ToneBadge>
        </HStack>
        <FactList
          facts={[
            { label: m.fhire_request_role(), value: jobRoleLabel(request.role) },
            { label: m.fhire_range(), value: hoursRangeLabel(request.hours_range, locale) },
            { label: m.fhire_request_budget(), value: payLabel(request.budget_cents, 'fractional', locale) },
            ...(request.start_date ? [{ label: m.fhire_start_date(), value: formatDate(request.start_date, locale) }] : []),
            { label: m.fhire_requested_on(), value: formatDate(request.created_at, locale) },
          ]}
        />
        <Text textStyle="sm" color="fg.muted">
          {nextStepText({ requestStatus: request.status })}
        </Text>
        {request.job ? (
          <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
            <Link to={jobPath(request.job.id)} aria-label={m.fhire_request_job_named({ title: request.job.title })}>
              {m.fhire_request_job()}
            </Link>
          </ChakraLink>
        ) : (
          <Text textStyle="sm">{m.fhire_request_job_gone()}</Text>
        )}
      </Stack>
    </Box>
  );
}

function CardList<T>({ items, label, render }: { items: T[]; label: string; render: (item: T) => React.ReactNode }) {
  return (
    <Stack as="ul" aria-label={label} gap="4" ps="0" listStyleType="none">
      {items.map((item, index) => (
        <li key={index}>{render(item)}</li>
      ))}
    </Stack>
  );
}

function Overview({ data, onRequest }: { data: FractionalHireOverview; onRequest: () => void }) {
  const [changing, setChanging] = useState<FractionalStaff | null>(null);
  const current = data.staff.filter((staff) => staff.status === 'active');
  const ended = data.staff.filter((staff) => staff.status === 'ended');
  const staffCard = (staff: FractionalStaff) => <FractionalStaffCard key={staff.offer_id} staff={staff} onChangeHours={setChanging} />;
  return (
    <>
      {data.offers_sent.length > 0 ? (
        <Section id="fractional-sent" title={m.fhire_sent_title()} intro={m.fhire_sent_intro()}>
          <CardList items={data.offers_sent} label={m.fhire_sent_title()} render={(offer) => <OfferSentCard offer={offer} />} />
        </Section>
      ) : null}
      {data.awaiting_payment.length > 0 ? (
        <Section id="fractional-awaiting" title={m.fhire_awaiting_title()} intro={m.fhire_awaiting_intro()}>
          <CardList items={data.awaiting_payment} label={m.fhire_awaiting_title()} render={(offer) => <AwaitingPaymentCard offer={offer} />} />
        </Section>
      ) : null}
      <Section id="fractional-staff" title={m.fhire_staff_title()} intro={m.fhire_staff_intro()}>
        {current.length > 0 ? (
          <CardList items={current} label={m.fhire_staff_title()} render={staffCard} />
        ) : (
          <EmptyState
            title={m.fhire_staff_empty()}
            description={m.fhire_staff_empty_hint()}
            action={
              <Button look="secondary" asChild>
                <Link to={APPLICANTS}>{m.fhire_go_to_applicants()}</Link>
              </Button>
            }
          />
        )}
      </Section>
      {ended.length > 0 ? (
        <Section id="fractional-ended" title={m.fhire_ended_title()}>
          <CardList items={ended} label={m.fhire_ended_title()} render={staffCard} />
        </Section>
      ) : null}
      <Section id="fractional-requests" title={m.fhire_requests_title()} intro={m.fhire_requests_intro()}>
        {data.requests.length > 0 ? (
          <CardList items={data.requests} label={m.fhire_requests_title()} render={(request) => <RequestCard request={request} />} />
        ) : (
          <EmptyState
            title={m.fhire_requests_empty()}
            description={m.fhire_requests_empty_hint()}
            action={
              <Button look="secondary" onClick={onRequest}>
                {m.fhire_request_open()}
              </Button>
            }
          />
        )}
      </Section>
      {changing ? <ChangeHoursDialog key={changing.offer_id} staff={changing} name={personName(changing.candidate)} onClose={() => setChanging(null)} /> : null}
    </>
  );
}

function FractionalHire() {
  usePageTitle(m.fhire_page_title());
  const overview = useFractionalHire();
  const [requesting, setRequesting] = useState(false);
  let body;
  if (overview.isPending) body = <LoadingSpinner size="lg" label={m.fhire_loading()} />;
  else if (overview.isError) {
    body = (
      <LoadProblem
        error={overview.error}
        what={m.fhire_load_error()}
        retryLabel={m.fhire_try_again()}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else body = <Overview data={overview.data} onRequest={() => setRequesting(true)} />;
  return (
    <PageColumn>
      <PageHeader
        title={m.fhire_page_title()}
        description={m.fhire_page_intro()}
        actions={
          <Button look="primary" onClick={() => setRequesting(true)}>
            {m.fhire_request_open()}
          </Button>
        }
      />
      {body}
      {requesting ? <RequestStaffDialog onClose={() => setRequesting(false)} /> : null}
    </PageColumn>
  );
}

/**
 * /dashboard/activity/fractional-hire: the employer's fractional hires (docs/product.md,
 * "Fractional hire") — offers waiting for the candidate's answer, accepted offers to pay for,
 * staff with this month's hours against their range and what the month's bill may come to,
 * changing a range, and requests for staff.
 */
export default function FractionalHirePage() {
  return (
    <RoleGate role="employer" title={m.fhire_employers_only_title()} otherRoleReason={m.fhire_employers_only_body()}>
      <FractionalHire />
    </RoleGate>
  );
}
