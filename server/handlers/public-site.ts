import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { sendContactMessage } from '../public-site/contact-message.js';
import { bookDemo, freeDemoSlots } from '../public-site/demo-booking.js';
import { sendAccountPrivacyInquiry, sendPrivacyInquiry } from '../public-site/privacy-inquiries.js';
import { exportPersonalData } from '../public-site/personal-data-export.js';

type PublicSiteOps =
  | 'sendContactMessage'
  | 'listDemoSlots'
  | 'bookDemo'
  | 'sendPrivacyInquiry'
  | 'sendAccountPrivacyInquiry'
  | 'exportPersonalData';

export function publicSiteHandlers(deps: Deps): Pick<Handlers, PublicSiteOps> {
  const { db, clock } = deps;
  return {
    async sendContactMessage(request, reply) {
      return reply.status(201).send(await sendContactMessage(db, clock, request.ip, request.body));
    },

    async listDemoSlots() {
      return freeDemoSlots(db, clock);
    },

    async bookDemo(request, reply) {
      return reply.status(201).send(await bookDemo(db, clock, request.ip, request.body));
    },

    async sendPrivacyInquiry(request, reply) {
      return reply.status(201).send(await sendPrivacyInquiry(db, clock, request.ip, request.body));
    },

    async sendAccountPrivacyInquiry(request, reply) {
      return reply.status(201).send(await sendAccountPrivacyInquiry(db, ownerOf(request), request.ip, request.body));
    },

    async exportPersonalData(request, reply) {
      const exported = await exportPersonalData(deps, ownerOf(request));
      void reply.header('content-disposition', 'attachment; filename="remotehire-personal-data.json"');
      return exported;
    },
  };
}
