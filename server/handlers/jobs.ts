import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerIfSignedIn, ownerOf } from '../http/owner.js';
import { employerJob, listEmployerJobs } from '../jobs/employer-jobs.js';
import { postJob } from '../jobs/post-job.js';
import { closeJob, editJob, publishJob, reopenJob } from '../jobs/job-lifecycle.js';
import { boardJob, searchJobs } from '../jobs/job-board.js';

type JobOps =
  | 'listEmployerJobs'
  | 'createJob'
  | 'getEmployerJob'
  | 'updateJob'
  | 'publishJob'
  | 'closeJob'
  | 'reopenJob'
  | 'searchJobs'
  | 'getJob';

export function jobHandlers({ db }: Deps): Pick<Handlers, JobOps> {
  return {
    async listEmployerJobs(request, reply) {
      return reply.code(200).send(await listEmployerJobs(db, ownerOf(request, 'employer'), request.query));
    },

    async createJob(request, reply) {
      return reply.code(201).send(await postJob(db, ownerOf(request, 'employer'), request.body));
    },

    async getEmployerJob(request, reply) {
      return reply.code(200).send(await employerJob(db, ownerOf(request, 'employer'), request.params.id));
    },

    async updateJob(request, reply) {
      return reply.code(200).send(await editJob(db, ownerOf(request, 'employer'), request.params.id, request.body));
    },

    async publishJob(request, reply) {
      return reply.code(200).send(await publishJob(db, ownerOf(request, 'employer'), request.params.id));
    },

    async closeJob(request, reply) {
      return reply.code(200).send(await closeJob(db, ownerOf(request, 'employer'), request.params.id));
    },

    async reopenJob(request, reply) {
      return reply.code(200).send(await reopenJob(db, ownerOf(request, 'employer'), request.params.id));
    },

    async searchJobs(request, reply) {
      return reply.code(200).send(await searchJobs(db, ownerIfSignedIn(request), request.query));
    },

    async getJob(request, reply) {
      return reply.code(200).send(await boardJob(db, ownerIfSignedIn(request), request.params.id));
    },
  };
}
