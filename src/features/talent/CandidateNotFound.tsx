import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { isApiProblem } from '@/lib/api-problem';
import { Button } from '@/ui/Button';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { SEARCH_PATH } from './paths';

/** No such candidate: a mangled id in the link, or one the server does not know. */
export const candidateMissing = (id: string | null, profile: { isError: boolean; error: unknown }) =>
  id === null || (profile.isError && isApiProblem(profile.error) && ['NOT_FOUND', 'VALIDATION_FAILED'].includes(profile.error.code));

/** The page for a candidate who cannot be found, with the way back to the search; `body` says what the page was for. */
export function CandidateNotFound({ body }: { body: string }) {
  return (
    <PageColumn maxW="2xl">
      <NotFoundNotice
        title={m.talent_profile_not_found_title()}
        body={body}
        action={
          <Button look="secondary" asChild>
            <Link to={SEARCH_PATH}>{m.talent_search_title()}</Link>
          </Button>
        }
      />
    </PageColumn>
  );
}
