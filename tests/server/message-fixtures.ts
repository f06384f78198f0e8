// Messages for the API suites (server/messages/): the calls, a conversation started from an
// application with a message sent, and the owner's conversation for the access rules
// (tests/server/access-world.ts).
import { randomUUID } from 'node:crypto';
import { multipart, plainPdf } from './compliance-fixtures.js';
import { API, type Client, type Res, type TestServer } from './harness.js';
import { ok, pipeline, type Person, type Pipeline } from './pipeline-fixtures.js';

export const MESSAGES = {
  conversations: `${API}/conversations`,
  conversation: (id: string) => `${API}/conversations/${id}`,
  messages: (id: string) => `${API}/conversations/${id}/messages`,
  attachments: (id: string) => `${API}/conversations/${id}/attachments`,
  read: (id: string) => `${API}/conversations/${id}/read`,
  mute: (id: string) => `${API}/conversations/${id}/mute`,
  block: (id: string) => `${API}/conversations/${id}/block`,
  reports: (id: string) => `${API}/conversations/${id}/reports`,
  message: (id: number) => `${API}/messages/${id}`,
  file: (id: string) => `${API}/message-attachments/${id}`,
  search: `${API}/messages/search`,
  unread: `${API}/messages/unread-count`,
  adminReports: `${API}/admin/message-reports`,
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** POST /conversations: about what, by id. */
export const start = (browser: Client, about: string, id: string) => browser.post(MESSAGES.conversations, { about, id });

/** Sends a message with a fresh idempotency key (or the one given). */
export const send = (browser: Client, conversationId: string, text: string, extra: Record<string, unknown> = {}) =>
  browser.post(MESSAGES.messages(conversationId), { text, idempotency_key: randomUUID(), ...extra });

/** POST /conversations/{id}/attachments as the composer sends a file. */
export function upload(browser: Client, conversationId: string, { bytes = plainPdf(), filename = 'contract.pdf' } = {}): Promise<Res> {
  return browser.request('POST', MESSAGES.attachments(conversationId), undefined, multipart([{ name: 'file', filename, bytes, contentType: 'application/pdf' }]));
}

/** A conversation the employer started from a candidate's application. */
export async function conversationOf(t: TestServer, p?: Pipeline): Promise<Pipeline & { conversationId: string }> {
  const pipe = p ?? (await pipeline(t));
  const conversation = ok<Json>(await start(pipe.employer.browser, 'application', pipe.applicationId), 201);
  return { ...pipe, conversationId: conversation.id };
}

/** The owner's conversation with its pipeline's candidate, a message with a file in it and a word to search for. */
export async function messagesWorld(owner: Person, applicationId: string) {
  const conversationId = ok<Json>(await start(owner.browser, 'application', applicationId), 201).id as string;
  const file = ok<Json>(await upload(owner.browser, conversationId), 201);
  const messageWord = `owl${randomUUID().slice(0, 8)}`;
  const message = ok<Json>(await send(owner.browser, conversationId, `The ${messageWord} contract is attached.`, { attachment_ids: [file.id] }), 201);
  return { conversationId, messageId: message.id as number, messageAttachmentId: file.id as string, messageWord };
}
