import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { IntakeSurvey, SectionAnswers } from '@/machines/intake-survey.machine';

/* The reads and writes of the candidate's intake survey. */

export const useIntakeSurvey = () => $api.useQuery('get', '/candidate/intake-survey');

/** Saves one section; the survey as the server then holds it. */
export function saveSection(answers: SectionAnswers): Promise<IntakeSurvey> {
  switch (answers.section) {
    case 'work_setup':
      return unwrap(api.PUT('/candidate/intake-survey/work-setup', { body: answers.values }));
    case 'emergency_contact':
      return unwrap(api.PUT('/candidate/intake-survey/emergency-contact', { body: answers.values }));
    case 'working_hours':
      return unwrap(api.PUT('/candidate/intake-survey/working-hours', { body: answers.values }));
  }
}
