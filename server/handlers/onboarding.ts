import type { FastifyReply } from 'fastify';
import { sendDownload } from '../http/attachment.js';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerOf } from '../http/owner.js';
import { deleteComplianceDocument, getMyCompliance, openComplianceDocument, uploadComplianceDocument } from '../onboarding/compliance-documents.js';
import { decideComplianceDocument, listComplianceReviews } from '../onboarding/compliance-review.js';
import { getOnboardingCase } from '../onboarding/onboarding-case.js';
import { getMyOnboarding } from '../onboarding/onboarding-checklist.js';
import { getMyIntakeSurvey, saveIntakeEmergencyContact, saveIntakeWorkingHours, saveIntakeWorkSetup } from '../onboarding/intake-survey.js';
import { DOCUMENT } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops =
  | 'getMyCompliance'
  | 'uploadComplianceDocument'
  | 'deleteComplianceDocument'
  | 'downloadComplianceDocument'
  | 'listComplianceReviews'
  | 'decideComplianceDocument'
  | 'getMyIntakeSurvey'
  | 'saveIntakeWorkSetup'
  | 'saveIntakeEmergencyContact'
  | 'saveIntakeWorkingHours'
  | 'getMyOnboarding'
  | 'getOnboardingCase';

/** A candidate's checklist, compliance documents and their review by administrators, the case an administrator opens, and the intake survey (tag onboarding). */
export function onboardingHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyOnboarding(request, reply) {
      return reply.code(200).send(await getMyOnboarding(deps, ownerOf(request, 'candidate')));
    },

    async getOnboardingCase(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await getOnboardingCase(deps, request.params.id));
    },

    async getMyCompliance(request, reply) {
      return reply.code(200).send(await getMyCompliance(deps, ownerOf(request, 'candidate')));
    },

    async uploadComplianceDocument(request, reply) {
      const document = await uploadComplianceDocument(deps, ownerOf(request, 'candidate'), () => readUpload(request, DOCUMENT.maxBytes));
      return reply.code(201).send(document);
    },

    async deleteComplianceDocument(request, reply) {
      await deleteComplianceDocument(deps, ownerOf(request, 'candidate'), request.params.id);
      return reply.code(204).send();
    },

    async downloadComplianceDocument(request, reply) {
      return sendDownload(reply as FastifyReply, await openComplianceDocument(deps, ownerOf(request), request.params.id));
    },

    async listComplianceReviews(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await listComplianceReviews(deps, request.query));
    },

    async decideComplianceDocument(request, reply) {
      return reply.code(200).send(await decideComplianceDocument(deps, ownerOf(request, 'admin'), request.params.id, request.body));
    },

    async getMyIntakeSurvey(request, reply) {
      return reply.code(200).send(await getMyIntakeSurvey(deps, ownerOf(request, 'candidate')));
    },

    async saveIntakeWorkSetup(request, reply) {
      return reply.code(200).send(await saveIntakeWorkSetup(deps, ownerOf(request, 'candidate'), request.body));
    },

    async saveIntakeEmergencyContact(request, reply) {
      return reply.code(200).send(await saveIntakeEmergencyContact(deps, ownerOf(request, 'candidate'), request.body));
    },

    async saveIntakeWorkingHours(request, reply) {
      return reply.code(200).send(await saveIntakeWorkingHours(deps, ownerOf(request, 'candidate'), request.body));
    },
  };
}
