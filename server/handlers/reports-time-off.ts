import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { getTimeOffPolicy, updateTimeOffPolicy } from '../staff-work/policy.js';
import { commentOnReport } from '../staff-work/report-comments.js';
import { getMyReport, getStaffReports, listMyReports } from '../staff-work/report-reads.js';
import { createMyReport, updateMyReport } from '../staff-work/reports.js';
import { getStaffTimeOff, listMyTimeOff } from '../staff-work/time-off-reads.js';
import { approveTimeOff, cancelTimeOff, declineTimeOff, requestTimeOff } from '../staff-work/time-off.js';
import type { Deps } from './deps.js';

type Ops =
  | 'getStaffReports'
  | 'commentOnReport'
  | 'getStaffTimeOff'
  | 'approveTimeOff'
  | 'declineTimeOff'
  | 'getTimeOffPolicy'
  | 'updateTimeOffPolicy'
  | 'listMyReports'
  | 'createMyReport'
  | 'getMyReport'
  | 'updateMyReport'
  | 'listMyTimeOff'
  | 'requestTimeOff'
  | 'cancelTimeOff';

/** A hired staff member's end-of-day reports and time off, both sides (tag staff-work). */
export function reportsTimeOffHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getStaffReports(request, reply) {
      return reply.code(200).send(await getStaffReports(deps, ownerOf(request, 'employer'), request.params.id, request.query));
    },

    async commentOnReport(request, reply) {
      return reply.code(201).send(await commentOnReport(deps, ownerOf(request, 'employer'), request.params.id, request.body.body));
    },

    async getStaffTimeOff(request, reply) {
      return reply.code(200).send(await getStaffTimeOff(deps, ownerOf(request, 'employer'), request.params.id, request.query));
    },

    async approveTimeOff(request, reply) {
      return reply.code(200).send(await approveTimeOff(deps, ownerOf(request, 'employer'), request.params.id, request.body.accepted_date));
    },

    async declineTimeOff(request, reply) {
      return reply.code(200).send(await declineTimeOff(deps, ownerOf(request, 'employer'), request.params.id, request.body.reason));
    },

    async getTimeOffPolicy(request, reply) {
      return reply.code(200).send(await getTimeOffPolicy(deps.db, ownerOf(request, 'employer')));
    },

    async updateTimeOffPolicy(request, reply) {
      return reply.code(200).send(await updateTimeOffPolicy(deps, ownerOf(request, 'employer'), request.body));
    },

    async listMyReports(request, reply) {
      return reply.code(200).send(await listMyReports(deps, ownerOf(request, 'candidate'), request.query));
    },

    async createMyReport(request, reply) {
      return reply.code(201).send(await createMyReport(deps, ownerOf(request, 'candidate'), request.body));
    },

    async getMyReport(request, reply) {
      return reply.code(200).send(await getMyReport(deps, ownerOf(request, 'candidate'), request.params.id));
    },

    async updateMyReport(request, reply) {
      return reply.code(200).send(await updateMyReport(deps, ownerOf(request, 'candidate'), request.params.id, request.body));
    },

    async listMyTimeOff(request, reply) {
      return reply.code(200).send(await listMyTimeOff(deps, ownerOf(request, 'candidate'), request.query));
    },

    async requestTimeOff(request, reply) {
      return reply.code(201).send(await requestTimeOff(deps, ownerOf(request, 'candidate'), request.body));
    },

    async cancelTimeOff(request, reply) {
      return reply.code(200).send(await cancelTimeOff(deps, ownerOf(request, 'candidate'), request.params.id));
    },
  };
}
