import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { AnswerDraft, VettingCase } from '@/machines/vetting.machine';

/* The reads and writes of the candidate's vetting. */

export const VETTING_KEY = ['get', '/candidate/vetting'] as const;

export const useMyVetting = () => $api.useQuery('get', '/candidate/vetting');

/** Saves one answer as a draft; the case as the server then holds it. */
export const saveAnswer = ({ question, answer }: AnswerDraft): Promise<VettingCase> =>
  unwrap(api.PUT('/candidate/vetting/answers/{question}', { params: { path: { question } }, body: { answer } }));

export const submitVetting = (): Promise<VettingCase> => unwrap(api.POST('/candidate/vetting/submission'));
