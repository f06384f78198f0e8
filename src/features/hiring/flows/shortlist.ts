import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { afterPipelineChange } from '@/lib/cache';
import { notify } from '@/ui/toaster';
import { shortlistApplicant, type Applicant } from '../api';
import { candidateName } from '../CandidateHeading';

/** Shortlisting an applicant; said either way, and the pipeline read again either way. */
export function useShortlist(applicant: Applicant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shortlistApplicant(applicant.id),
    onSuccess: () => {
      notify({ kind: 'success', title: m.hiring_shortlisted({ name: candidateName(applicant.candidate) }) });
      void afterPipelineChange(queryClient);
    },
    onError: (error) => {
      notify({ kind: 'error', title: m.hiring_action_failed(), comment: toProblem(error).message, duration: 8000 });
      // What the server knows is likelier right than what this page shows.
      void afterPipelineChange(queryClient);
    },
  });
}
