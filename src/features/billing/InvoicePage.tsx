import { Heading, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { useInvoice } from './invoice-api';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoicePrintStyles } from './InvoicePrintStyles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENTS_PATH = '/settings/billing/transactions';

function InvoiceView() {
  const { id = '' } = useParams();
  // An id that cannot be an invoice's is not asked for: the server would refuse it.
  const valid = UUID.test(id);
  const invoice = useInvoice(id, valid);
  const missing = !valid || invoice.data === null;
  usePageTitle(missing ? m.invoice_not_found() : invoice.data ? m.invoice_title({ number: invoice.data.number }) : m.invoice_title_plain());

  if (missing) {
    return (
      <PageColumn maxW="4xl">
        <NotFoundNotice title={m.invoice_not_found()} body={m.invoice_not_found_body()} linkTo={PAYMENTS_PATH} linkText={m.invoice_see_payments()} />
      </PageColumn>
    );
  }
  return (
    <PageColumn maxW="4xl" gap="6">
      <HStack justify="space-between" gap="4" wrap="wrap" data-print-hidden="">
        <ChakraLink asChild color="brand.fg" textStyle="sm">
          <Link to={PAYMENTS_PATH}>
            <span aria-hidden="true">← </span>
            {m.invoice_back_to_payments()}
          </Link>
        </ChakraLink>
        {invoice.data ? (
          <Button look="secondary" onClick={() => window.print()}>
            {m.invoice_print()}
          </Button>
        ) : null}
      </HStack>
      {invoice.data ? (
        <>
          <InvoicePrintStyles />
          <InvoiceDocument invoice={invoice.data} />
        </>
      ) : invoice.isError ? (
        <>
          <Heading as="h1" size="2xl">
            {m.invoice_title_plain()}
          </Heading>
          <LoadProblem
            error={invoice.error}
            what={m.invoice_load_failed()}
            retryLabel={m.invoice_try_again()}
            onRetry={() => void invoice.refetch()}
            retrying={invoice.isFetching}
          />
        </>
      ) : (
        <LoadingSpinner label={m.invoice_loading()} />
      )}
    </PageColumn>
  );
}

/** /settings/billing/invoices/:id: one invoice, laid out to be read on screen and printed. */
export default function InvoicePage() {
  return (
    <RoleGate role="employer" title={m.transactions_employers_only_title()} otherRoleReason={m.transactions_employers_only_body()}>
      <InvoiceView />
    </RoleGate>
  );
}
