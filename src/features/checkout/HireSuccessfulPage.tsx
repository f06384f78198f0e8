import { Box, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { afterHire } from '@/lib/cache';
import { formatDate, formatMoney } from '@/shared/format';
import { removeSession } from '@/lib/storage';
import { usePageTitle } from '@/lib/use-page-title';
import { CHECKOUT_KEY } from '@/machines/checkout.machine';
import type { Locale } from '@/shared/languages';
import type { Payment } from '@/machines/payment.machine';
import { CardSummary } from '@/payments/CardSummary';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { RoleGate } from '@/app-state/RoleGate';
import { useLatestSpendings, useLatestStaff, type Staff } from './api';

function Links({ invoiceId }: { invoiceId: string | null }) {
  return (
    <List.Root gap="2" ps="5">
      {invoiceId ? (
        <List.Item>
          <ChakraLink asChild color="brand.fg">
            <Link to={`/settings/billing/invoices/${invoiceId}`}>{m.checkout_success_invoice()}</Link>
          </ChakraLink>
        </List.Item>
      ) : null}
      <List.Item>
        <ChakraLink asChild color="brand.fg">
          <Link to="/dashboard/activity/staffs">{m.checkout_success_staff()}</Link>
        </ChakraLink>
      </List.Item>
      <List.Item>
        <ChakraLink asChild color="brand.fg">
          <Link to="/settings/billing/transactions">{m.checkout_success_transactions()}</Link>
        </ChakraLink>
      </List.Item>
    </List.Root>
  );
}

function Hires({ payment, locale }: { payment: Payment; locale: Locale }) {
  const staff = useLatestStaff(true);
  if (staff.isPending) return <LoadingSpinner label={m.checkout_success_loading_hires()} />;
  if (staff.isError) {
    return (
      <LoadProblem
        error={staff.error}
        what={m.checkout_success_hires_failed()}
        retryLabel={m.checkout_try_again()}
        onRetry={() => void staff.refetch()}
        retrying={staff.isFetching}
      />
    );
  }
  const hired = staff.data.staff.filter((member: Staff) => payment.offer_ids.includes(member.offer_id));
  return (
    <List.Root gap="3" ps="5">
      {hired.map((member) => (
        <List.Item key={member.offer_id}>
          <Text fontWeight="semibold">
            {member.candidate.firstname} {member.candidate.lastname}
          </Text>
          <Text color="fg.muted" textStyle="sm">
            {m.checkout_success_hire_line({ job: member.job.title, date: formatDate(member.start_date, locale) })}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A payment that went through: only here do the page's title and intro speak of success. */
function Confirmation({ payment, locale }: { payment: Payment; locale: Locale }) {
  return (
    <>
      <PageHeader title={m.checkout_success_title()} description={m.checkout_success_intro()} />
      <Stack gap="6">
        <Box role="status" p="4" borderRadius="md" bg="bg.success" borderInlineStartWidth="4px" borderColor="green.700">
          <Text fontWeight="semibold">{m.checkout_success_paid({ amount: formatMoney(payment.amount_cents, locale) })}</Text>
          {payment.card ? (
            <Text textStyle="sm">
              {m.checkout_success_card()} <CardSummary card={payment.card} />
            </Text>
          ) : null}
          {/* onHirePaid makes the card that paid the default, so the monthly bill is not left on a declined one. */}
          {payment.card && payment.kind === 'hire' ? <Text textStyle="sm">{m.checkout_success_card_default()}</Text> : null}
        </Box>
        {payment.kind === 'hire' ? (
          <Stack as="section" aria-labelledby="hire-successful-hires" gap="3">
            <Heading as="h2" size="lg" id="hire-successful-hires">
              {m.checkout_success_hires_title()}
            </Heading>
            <Hires payment={payment} locale={locale} />
          </Stack>
        ) : null}
        <Stack as="section" aria-labelledby="hire-successful-next" gap="3">
          <Heading as="h2" size="lg" id="hire-successful-next">
            {m.checkout_success_next_title()}
          </Heading>
          <Links invoiceId={payment.invoice_id} />
        </Stack>
      </Stack>
    </>
  );
}

/** The payment, from the checkout that just made it or else from the latest payments. */
function FoundPayment({ paymentId, locale }: { paymentId: string; locale: Locale }) {
  const spendings = useLatestSpendings(true);
  if (spendings.isPending) return <LoadingSpinner label={m.checkout_success_loading()} />;
  if (spendings.isError) {
    return (
      <>
        <PageHeader title={m.checkout_success_unconfirmed_title()} />
        <LoadProblem
          error={spendings.error}
          what={m.checkout_success_load_failed()}
          retryLabel={m.checkout_try_again()}
          onRetry={() => void spendings.refetch()}
          retrying={spendings.isFetching}
        />
      </>
    );
  }
  const spending = spendings.data.spendings.find((item) => item.payment.id === paymentId);
  // A payment that failed or still waits is no success to confirm.
  if (spending?.payment.status !== 'succeeded') return <NotFound />;
  return <Confirmation payment={{ ...spending.payment, invoice_id: spending.invoice_id }} locale={locale} />;
}

function NotFound() {
  return (
    <>
      <PageHeader title={m.checkout_success_unconfirmed_title()} />
      <EmptyState title={m.checkout_success_not_found()} description={m.checkout_success_not_found_body()} action={<Links invoiceId={null} />} />
    </>
  );
}

function HireSuccessful() {
  usePageTitle(m.checkout_success_unconfirmed_title());
  const locale = useLocale();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const passed = (location.state as { payment?: Payment } | null)?.payment;
  const paymentId = passed?.id ?? params.get('payment');

  useEffect(() => {
    // Paid: the saved checkout is spent, and the lists it changed are stale.
    removeSession(CHECKOUT_KEY);
    void afterHire(queryClient);
  }, [queryClient]);

  return (
    <PageColumn maxW="3xl">
      {passed?.status === 'succeeded' ? (
        <Confirmation payment={passed} locale={locale} />
      ) : paymentId ? (
        <FoundPayment paymentId={paymentId} locale={locale} />
      ) : (
        <NotFound />
      )}
    </PageColumn>
  );
}

/**
 * /hire-staff/hire-successful: the hires a payment just made, what was paid, and where to go
 * next; opened without a paid checkout, it says so and claims nothing.
 */
export default function HireSuccessfulPage() {
  return (
    <RoleGate role="employer" title={m.checkout_success_unconfirmed_title()} otherRoleReason={m.checkout_employers_only()}>
      <HireSuccessful />
    </RoleGate>
  );
}
