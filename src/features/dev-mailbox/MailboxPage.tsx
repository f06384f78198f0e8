import { Box, Field, Heading, HStack, Input, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { $api } from '@/lib/api-client';
import { isApiProblem } from '@/lib/api-problem';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { formatDateTime } from '@/shared/format';
import { useDrawer } from '@/ui/use-drawer';
import { LinkedText } from './linkify';

const MAX_PAGE = 100_000; // the contract's maximum

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

type Mail = components['schemas']['Mail'];

/** The page's address for a filter and page; empty parts are left out. */
function mailboxSearch({ to, page }: { to?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (page && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** What the drawer shows of a mail under its subject: who it went to, when, and its text with live links. */
function MailView({ mail, time }: { mail: Mail; time: string }) {
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        {m.mailbox_mail_to({ to: mail.to })} · <time dateTime={mail.created_at}>{time}</time>
      </Text>
      <Box as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="md" lineHeight="tall" m="0">
        <LinkedText text={mail.text} />
      </Box>
    </Stack>
  );
}

function RecipientFilter({ to, onFilter }: { to?: string; onFilter: (to: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter(String(new FormData(event.currentTarget).get('to') ?? '').trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
        <Field.Root flex="1" maxW={{ sm: 'sm' }}>
          <Field.Label>{m.mailbox_filter_label()}</Field.Label>
          {/* Keyed by the filter so going back in history shows that filter's text. */}
          <Input key={to ?? ''} name="to" type="search" defaultValue={to ?? ''} autoComplete="off" />
        </Field.Root>
        <HStack gap="3">
          <Button type="submit" look="secondary">
            {m.mailbox_filter_submit()}
          </Button>
          {to ? (
            <Button type="button" look="ghost" onClick={() => onFilter('')}>
              {m.mailbox_filter_clear()}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}

/** /dev/mailbox — the local outbox, for developers running without SMTP. */
export default function MailboxPage() {
  usePageTitle(m.mailbox_title());
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() || undefined;
  const page = pageFrom(params.get('page'));
  const drawer = useDrawer();
  // The mail in the drawer, marked in the list behind it.
  const [openId, setOpenId] = useState<string | null>(null);

  // The same request shape as the sign-up pages' check, so they share the cache.
  const mailbox = $api.useQuery(
    'get',
    '/dev/mailbox',
    { params: { query: { to, page } } },
    { retry: false, placeholderData: keepPreviousData },
  );
  const off = mailbox.isError && isApiProblem(mailbox.error) && mailbox.error.code === 'NOT_FOUND';

  // The drawer lives above the routes: a link followed from the mail leaves this
  // page, and the drawer must not stay open over the next one.
  const { close: closeDrawer } = drawer;
  const drawerHoldsMail = useRef(false);
  useEffect(() => () => {
    if (drawerHoldsMail.current) closeDrawer();
  }, [closeDrawer]);

  const openMail = (mail: Mail) => {
    drawerHoldsMail.current = true;
    setOpenId(mail.id);
    drawer.open({
      title: mail.subject,
      size: 'lg',
      body: <MailView mail={mail} time={formatDateTime(mail.created_at, locale)} />,
      onClose: () => {
        drawerHoldsMail.current = false;
        setOpenId(null);
      },
    });
  };

  if (off) {
    return (
      <Stack maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="4">
        <Heading as="h1" size="2xl">
          {m.mailbox_off_title()}
        </Heading>
        <Text>{m.mailbox_off_body()}</Text>
      </Stack>
    );
  }

  return (
    <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.mailbox_title()}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {m.mailbox_intro()}
        </Text>
      </Stack>

      <RecipientFilter to={to} onFilter={(next) => setParams(mailboxSearch({ to: next || undefined }))} />

      <Stack as="section" aria-labelledby="mailbox-list" gap="4">
        <Heading as="h2" id="mailbox-list" size="lg">
          {to ? m.mailbox_filtered_by({ to }) : m.mailbox_list_heading()}
        </Heading>

        {mailbox.isPending ? <LoadingSpinner label={m.mailbox_loading()} /> : null}

        {mailbox.isError ? (
          <Stack gap="3" align="flex-start">
            <Text role="alert" color="fg.error">
              {m.mailbox_error()}
            </Text>
            <Button look="secondary" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
              {m.mailbox_try_again()}
            </Button>
          </Stack>
        ) : null}

        {mailbox.data && mailbox.data.mails.length === 0 ? (
          <Text>{to ? m.mailbox_empty_filtered({ to }) : m.mailbox_empty()}</Text>
        ) : null}

        {mailbox.data && mailbox.data.mails.length > 0 ? (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-labelledby="mailbox-list">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{m.mailbox_col_subject()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.mailbox_col_to()}</Table.ColumnHeader>
                  <Table.ColumnHeader>{m.mailbox_col_time()}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {mailbox.data.mails.map((mail) => {
                  const current = mail.id === openId;
                  return (
                    <Table.Row key={mail.id} bg={current ? 'brand.subtle' : undefined}>
                      <Table.Cell>
                        <Button
                          type="button"
                          look="link"
                          fontWeight={current ? 'semibold' : 'normal'}
                          whiteSpace="normal"
                          textAlign="start"
                          onClick={() => openMail(mail)}
                        >
                          {mail.subject}
                        </Button>
                      </Table.Cell>
                      <Table.Cell wordBreak="break-all">{mail.to}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <time dateTime={mail.created_at}>{formatDateTime(mail.created_at, locale)}</time>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : null}

        {mailbox.data && (page > 1 || mailbox.data.has_more) ? (
          <HStack as="nav" aria-label={m.mailbox_pages()} gap="4" justify="space-between">
            {page > 1 ? (
              <ChakraLink asChild color="brand.fg">
                <Link to={mailboxSearch({ to, page: page - 1 })}>
                  <span aria-hidden="true">← </span>
                  {m.mailbox_newer()}
                </Link>
              </ChakraLink>
            ) : (
              <span />
            )}
            <Text aria-current="page">{m.mailbox_page({ page })}</Text>
            {mailbox.data.has_more ? (
              <ChakraLink asChild color="brand.fg">
                <Link to={mailboxSearch({ to, page: page + 1 })}>
                  {m.mailbox_older()}
                  <span aria-hidden="true"> →</span>
                </Link>
              </ChakraLink>
            ) : (
              <span />
            )}
          </HStack>
        ) : null}
      </Stack>

      {mailbox.data && mailbox.data.mails.length > 0 ? <Text color="fg.muted">{m.mailbox_open_hint()}</Text> : null}
    </Stack>
  );
}
