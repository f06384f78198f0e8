import type { FastifyReply } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { localeOf } from '../i18n.js';
import { exportAttendanceCsv } from '../staff-work/attendance-export.js';
import { getMyAttendance, getStaffAttendance } from '../staff-work/attendance-history.js';
import { clockIn, clockOut, endBreak, getMyClock, startBreak } from '../staff-work/clock.js';
import { approveCorrection, cancelCorrection, declineCorrection, requestCorrection } from '../staff-work/corrections.js';
import { exportReportsCsv } from '../staff-work/reports-export.js';
import type { Deps } from './deps.js';

type Ops =
  | 'getStaffAttendance'
  | 'approveCorrection'
  | 'declineCorrection'
  | 'exportStaffRecords'
  | 'getMyClock'
  | 'clockIn'
  | 'clockOut'
  | 'startBreak'
  | 'endBreak'
  | 'getMyAttendance'
  | 'requestCorrection'
  | 'cancelCorrection';

/** A hired staff member's attendance, both sides, and the employer's CSV exports (tag staff-work). */
export function attendanceHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getStaffAttendance(request, reply) {
      return reply.code(200).send(await getStaffAttendance(deps, ownerOf(request, 'employer'), request.params.id, request.query));
    },

    async approveCorrection(request, reply) {
      return reply.code(200).send(await approveCorrection(deps, ownerOf(request, 'employer'), request.params.id));
    },

    async declineCorrection(request, reply) {
      return reply.code(200).send(await declineCorrection(deps, ownerOf(request, 'employer'), request.params.id, request.body.reason));
    },

    async exportStaffRecords(request, reply) {
      const { kind, from, to } = request.query;
      const exportCsv = kind === 'attendance' ? exportAttendanceCsv : exportReportsCsv;
      const { fileName, csv } = await exportCsv(deps, ownerOf(request, 'employer'), request.params.id, { from, to }, localeOf(request));
      // The contract types a 200 as JSON; this one is a file, sent as the string it is.
      return (reply as FastifyReply)
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },

    async getMyClock(request, reply) {
      return reply.code(200).send(await getMyClock(deps, ownerOf(request, 'candidate')));
    },

    async clockIn(request, reply) {
      return reply.code(200).send(await clockIn(deps, ownerOf(request, 'candidate')));
    },

    async clockOut(request, reply) {
      return reply.code(200).send(await clockOut(deps, ownerOf(request, 'candidate')));
    },

    async startBreak(request, reply) {
      return reply.code(200).send(await startBreak(deps, ownerOf(request, 'candidate')));
    },

    async endBreak(request, reply) {
      return reply.code(200).send(await endBreak(deps, ownerOf(request, 'candidate')));
    },

    async getMyAttendance(request, reply) {
      return reply.code(200).send(await getMyAttendance(deps, ownerOf(request, 'candidate'), request.query));
    },

    async requestCorrection(request, reply) {
      return reply.code(201).send(await requestCorrection(deps, ownerOf(request, 'candidate'), request.body));
    },

    async cancelCorrection(request, reply) {
      return reply.code(200).send(await cancelCorrection(deps, ownerOf(request, 'candidate'), request.params.id));
    },
  };
}
