import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { notify } from '@/ui/toaster';
import { endorseBpo, MEMBERS_KEY, SEARCH_KEY, withdrawEndorsement, type AssociationBpo } from './api';

/** Both lists show who is endorsed: each change reads them again. */
function useReadAgain() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
    void queryClient.invalidateQueries({ queryKey: SEARCH_KEY });
  };
}

/** Endorsing a BPO (a single call); a toast says how it went. */
export function useEndorse() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (bpo: AssociationBpo) => endorseBpo(bpo.id),
    onSuccess: (_, bpo) => {
      readAgain();
      notify({ kind: 'success', title: m.asm_endorsed_toast({ name: bpo.name }) });
    },
    onError: (error) => notify({ kind: 'error', title: m.asm_action_failed(), comment: toProblem(error).message }),
  });
}

/** Withdrawing an endorsement, once confirmed; `onDone` closes the confirmation. */
export function useWithdraw(onDone: () => void) {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: (bpo: AssociationBpo) => withdrawEndorsement(bpo.id),
    onSuccess: (_, bpo) => {
      readAgain();
      onDone();
      notify({ kind: 'success', title: m.asm_withdrawn_toast({ name: bpo.name }) });
    },
  });
}
