import type { FastifyReply } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { readUpload } from '../http/multipart.js';
import { sendDownload } from '../http/attachment.js';
import { startConversation } from '../messages/conversation-start.js';
import { conversationFor, listConversations, unreadMessageCount } from '../messages/conversation-reads.js';
import { blockConversationMember, markConversationRead, muteConversation } from '../messages/conversation-state.js';
import { listConversationMessages, searchMessages } from '../messages/message-reads.js';
import { sendMessage } from '../messages/send-message.js';
import { deleteMessage, editMessage } from '../messages/message-edits.js';
import { openMessageAttachment, uploadMessageAttachment } from '../messages/message-attachments.js';
import { listMessageReports, reportConversation } from '../messages/message-reports.js';
import { decideMessageReport } from '../messages/report-decisions.js';
import { DOCUMENT } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops =
  | 'startConversation'
  | 'listConversations'
  | 'getConversation'
  | 'listConversationMessages'
  | 'sendMessage'
  | 'uploadMessageAttachment'
  | 'markConversationRead'
  | 'muteConversation'
  | 'blockConversationMember'
  | 'reportConversation'
  | 'editMessage'
  | 'deleteMessage'
  | 'downloadMessageAttachment'
  | 'searchMessages'
  | 'getUnreadMessageCount'
  | 'listMessageReports'
  | 'decideMessageReport';

/** Conversations and their messages, for their two participants; reports for administrators (tag messages). */
export function messageHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async startConversation(request, reply) {
      const { created, conversation } = await startConversation(deps, ownerOf(request), request.body);
      return reply.code(created ? 201 : 200).send(conversation);
    },
    async listConversations(request, reply) {
      return reply.code(200).send(await listConversations(deps.db, ownerOf(request), request.query));
    },
    async getConversation(request, reply) {
      return reply.code(200).send(await conversationFor(deps.db, ownerOf(request), request.params.id));
    },
    async listConversationMessages(request, reply) {
      return reply.code(200).send(await listConversationMessages(deps.db, ownerOf(request), request.params.id, request.query));
    },
    async sendMessage(request, reply) {
      const { created, message } = await sendMessage(deps, ownerOf(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
    async uploadMessageAttachment(request, reply) {
      const attachment = await uploadMessageAttachment(deps, ownerOf(request), request.params.id, () => readUpload(request, DOCUMENT.maxBytes));
      return reply.code(201).send(attachment);
    },
    async markConversationRead(request, reply) {
      return reply.code(200).send(await markConversationRead(deps, ownerOf(request), request.params.id, request.body));
    },
    async muteConversation(request, reply) {
      return reply.code(200).send(await muteConversation(deps, ownerOf(request), request.params.id, request.body));
    },
    async blockConversationMember(request, reply) {
      return reply.code(200).send(await blockConversationMember(deps, ownerOf(request), request.params.id, request.body));
    },
    async reportConversation(request, reply) {
      return reply.code(201).send(await reportConversation(deps, ownerOf(request), request.params.id, request.body));
    },
    async editMessage(request, reply) {
      return reply.code(200).send(await editMessage(deps, ownerOf(request), request.params.id, request.body));
    },
    async deleteMessage(request, reply) {
      return reply.code(200).send(await deleteMessage(deps, ownerOf(request), request.params.id));
    },
    async downloadMessageAttachment(request, reply) {
      return sendDownload(reply as FastifyReply, await openMessageAttachment(deps, ownerOf(request), request.params.id));
    },
    async searchMessages(request, reply) {
      return reply.code(200).send(await searchMessages(deps.db, ownerOf(request), request.query));
    },
    async getUnreadMessageCount(request, reply) {
      return reply.code(200).send(await unreadMessageCount(deps.db, ownerOf(request)));
    },
    async listMessageReports(request, reply) {
      // Every report, for any administrator: no owner to pass on, but its role is still checked.
      ownerOf(request, 'admin');
      return reply.code(200).send(await listMessageReports(deps.db, request.query));
    },
    async decideMessageReport(request, reply) {
      return reply.code(200).send(await decideMessageReport(deps, ownerOf(request, 'admin'), request.params.id, request.body));
    },
  };
}
