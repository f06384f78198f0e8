import type { Database } from '../../server/db/database.js';
import { lit, pick, rows, run } from './sql-text.js';
import { CANDIDATE_LINES, EMPLOYER_LINES, MESSAGE_CLOSINGS } from './message-vocabulary.js';

/*
 * Conversations and their messages for the load data (issue 19), made inside the database like the
 * rest of it (large-dataset.ts). Conversation k is about one application of the load (so its
 * employer, candidate and job are a pair the schema allows once: conversations_pair_job_key), the
 * bench employer's first; conversation 1 is the bench employer's deep thread, with a twentieth of
 * the messages, and the other messages are dealt to conversations 2..K in contiguous runs of about
 * the same length. Message m has the id base + m (base: the messages already there, the demo's),
 * so a conversation's first and last ids, each message's place in its thread and the unread tail
 * are arithmetic, like every id of the load.
 *
 * Read positions follow what sending does (server/messages/send-message.ts): a sender has read up
 * to its own message, so only the side that did not send the last messages of a conversation has
 * unread ones. About two conversations in five end with 1-4 messages the other side has not read,
 * which puts them first in that side's list. The unread-message digest is marked as done up to the
 * last message, so a server started on the load mails nobody (server/messages/message-digest.ts).
 */

/** The tables filled here, bulk loaded with their indexes and foreign keys set aside. */
export const MESSAGE_TABLES = ['conversations', 'conversation_participants', 'messages'];

export interface MessageSizes {
  messages: number;
  conversations: number;
}

/** 1,000,000 messages → 100,000 conversations, unless given. */
export function messageSizes(opts: { messages: number; conversations?: number }): MessageSizes {
  return { messages: opts.messages, conversations: opts.conversations ?? Math.max(100, Math.round(opts.messages / 10)) };
}

/** How the conversations fall on the applications and the messages on the conversations. */
export function messageLayout(s: MessageSizes, applications: { total: number; bench: number }) {
  const deep = Math.max(100, Math.round(s.messages / 20));
  // Enough for the list to page several times (20 a page), a fiftieth of them at scale.
  const benchConversations = Math.min(applications.bench, Math.max(60, Math.round(s.conversations / 50)));
  const otherConversations = s.conversations - benchConversations;
  const otherApplications = applications.total - applications.bench;
  const problem =
    s.conversations > applications.total
      ? `${s.conversations} conversations need as many applications (one each); give fewer --conversations or more --applications.`
      : otherConversations > otherApplications
        ? `${otherConversations} conversations of other employers need as many of their applications; give fewer --conversations.`
        : s.messages - deep < s.conversations - 1
          ? `${s.messages} messages are too few for ${s.conversations} conversations and a thread of ${deep}; give more --messages.`
          : undefined;
  return { deep, benchConversations, otherConversations, benchApplications: applications.bench, otherApplications, problem };
}

type Layout = ReturnType<typeof messageLayout>;

/** What the bench reads: the bench employer's deep thread, its oldest message's id, and the other side's address. */
export interface DeepThread {
  id: string;
  firstMessageId: number;
  messages: number;
  memberEmail: string;
}

// Conversation k: its application number, its first and last message numbers (m), and its unread tail.
const applicationOf = (L: Layout, k: string) =>
  `case when ${k} <= ${L.benchConversations} then ${k}
        else ${L.benchApplications} + 1 + ((${k} - ${L.benchConversations} - 1)::bigint * ${L.otherApplications}) / ${Math.max(1, L.otherConversations)} end`;
const firstOf = (s: MessageSizes, L: Layout, k: string) =>
  `case when ${k} = 1 then 1 else ${L.deep} + 1 + ((${k} - 2)::bigint * ${s.messages - L.deep} + ${s.conversations - 2}) / ${s.conversations - 1} end`;
const conversationOfMessage = (s: MessageSizes, L: Layout, m: string) =>
  `case when ${m} <= ${L.deep} then 1 else 2 + ((${m} - ${L.deep} - 1)::bigint * ${s.conversations - 1}) / ${s.messages - L.deep} end`;
/** How many of the last messages one side sent and the other has not read yet. */
const unreadTail = (k: string) => `case when ${k} % 5 < 2 then 1 + (${k} / 5) % 4 else 0 end`;
/** Who sent that tail: the employer in even conversations, the candidate in odd ones. */
const tailByEmployer = (k: string) => `(${k} % 2 = 0)`;

/** The conversation's columns as the other statements need them, for k in lo..hi. */
const numbered = (s: MessageSizes, L: Layout, lo: string, hi: string) =>
  `select k, f, l, least(${unreadTail('k')}, l - f + 1) as u
     from generate_series(${lo}::bigint, ${hi}) k,
          lateral (select ${firstOf(s, L, 'k')} as f) first_message,
          lateral (select case when k = ${s.conversations} then ${s.messages} else ${firstOf(s, L, 'k + 1')} - 1 end as l) last_message`;

export async function insertMessages(database: Database, s: MessageSizes, L: Layout, batches: (name: string, total: number, size: number, insert: (lo: number, hi: number) => Promise<void>) => Promise<void>) {
  const [{ base } = { base: 0 }] = await rows<{ base: number }>(database, `select coalesce(max(id), 0)::bigint as base from messages`);
  const id = (m: string) => `(${Number(base)} + ${m})`;
  await batches('conversations', s.conversations, 50_000, (lo, hi) =>
    run(
      database,
      `insert into conversations (id, employer_id, member_id, job_id, subject_kind, subject_id, started_by, created_at, last_message_id, last_message_at)
       select md5('load-conversation-' || k)::uuid, ap.employer_id, ap.candidate_id, ap.job_id, 'application', ap.id,
              case when k % 3 = 0 then ap.candidate_id else ap.employer_id end,
              ap.created_at + (now() - ap.created_at) * 0.1, ${id('l')},
              -- The deep thread is the freshest, so that the bench employer's list opens on it.
              case when k = 1 then now() - interval '5 minutes' else ap.created_at + (now() - ap.created_at) * (0.55 + (k % 45) / 100.0) end
         from (${numbered(s, L, String(lo), String(hi))}) n
         join applications ap on ap.id = md5('load-app-' || (${applicationOf(L, 'k')}))::uuid`,
    ),
  );
  // Message m at its place i of n in its thread, t messages before the thread's end; evenly spaced from the start to the last message.
  await batches('messages', s.messages, 200_000, (lo, hi) =>
    run(
      database,
      `insert into messages (id, conversation_id, sender_id, text, client_key, created_at, edited_at, deleted_at)
       overriding system value
       select ${id('m')}, c.id, case when by_employer then c.employer_id else c.member_id end,
              case when deleted then '' else line end,
              'load-' || m, sent,
              case when not deleted and m % 53 = 0 then sent + (1 + m % 14) * interval '1 minute' end,
              case when deleted then sent + interval '3 minutes' end
         from (select m, n.k, n.f, n.l, n.u, m - n.f + 1 as i, n.l - n.f + 1 as total, n.l - m as t
                 from generate_series(${lo}::bigint, ${hi}) m,
                      lateral (${numbered(s, L, conversationOfMessage(s, L, 'm'), conversationOfMessage(s, L, 'm'))}) n) p
         join conversations c on c.id = md5('load-conversation-' || p.k)::uuid,
              lateral (select case when t < u then ${tailByEmployer('p.k')} else (i + p.k / 2) % 2 = 1 end as by_employer,
                              t >= u and m % 157 = 0 as deleted,
                              c.created_at + (c.last_message_at - c.created_at) * ((i - 1)::float8 / greatest(total - 1, 1)) as sent) shape,
              lateral (select case when by_employer then ${pick(EMPLOYER_LINES, 'm * 7 + p.k')} else ${pick(CANDIDATE_LINES, 'm * 7 + p.k')} end
                              || case when m % 4 >= 2 then ' ' || case when by_employer then ${pick(EMPLOYER_LINES, 'm * 3 + 1')} else ${pick(CANDIDATE_LINES, 'm * 3 + 1')} end else '' end
                              || case when m % 4 = 3 then ' ' || ${pick(MESSAGE_CLOSINGS, 'm / 4')} else '' end as line) wording
        order by m`,
    ),
  );
  await run(database, `select setval(pg_get_serial_sequence('messages', 'id'), (select max(id) from messages))`);
  // Both sides of each conversation; the one that did not send the unread tail has read up to just before it.
  await batches('conversation sides', s.conversations, 50_000, (lo, hi) =>
    run(
      database,
      `insert into conversation_participants (conversation_id, user_id, activity_at, read_up_to, read_at, unread_count, unread_since, muted_at, digested_up_to, digested_at)
       select c.id, side.user_id, c.last_message_at, ${id('n.l')} - side.unread, c.last_message_at - case when side.unread > 0 then interval '1 hour' else interval '0' end,
              side.unread, case when side.unread > 0 then unread_since end,
              case when n.k % 50 = 7 and not side.employer then c.last_message_at end,
              ${id('n.l')}, c.last_message_at
         from (${numbered(s, L, String(lo), String(hi))}) n
         join conversations c on c.id = md5('load-conversation-' || n.k)::uuid,
              lateral (select c.created_at + (c.last_message_at - c.created_at) * ((n.l - n.u - n.f + 1)::float8 / greatest(n.l - n.f, 1)) as unread_since) tail,
              lateral (values (c.employer_id, true, case when ${tailByEmployer('n.k')} then 0 else n.u end),
                              (c.member_id, false, case when ${tailByEmployer('n.k')} then n.u else 0 end)) side(user_id, employer, unread)`,
    ),
  );
}

export async function deepThread(database: Database): Promise<DeepThread> {
  const [row] = await rows<{ id: string; first: number; n: number; email: string }>(
    database,
    `select c.id, min(m.id)::bigint as first, count(*)::int as n, u.email
       from conversations c join messages m on m.conversation_id = c.id join users u on u.id = c.member_id
      where c.id = md5(${lit('load-conversation-1')})::uuid group by c.id, u.email`,
  );
  return { id: row!.id, firstMessageId: Number(row!.first), messages: row!.n, memberEmail: row!.email };
}
