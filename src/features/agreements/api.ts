import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { AgreementSigning } from '@/machines/agreement-signing.machine';
import type { AgreementKind } from '@/shared/agreements';

/* The reads and writes of the agreements signed in the app. */

/** The text to sign in the page's language (the app sends it as Accept-Language), or the copy signed. */
export const useAgreement = (kind: AgreementKind) => $api.useQuery('get', '/candidate/agreements/{kind}', { params: { path: { kind } } });

export const signAgreement = (kind: AgreementKind, body: AgreementSigning) =>
  unwrap(api.POST('/candidate/agreements/{kind}/signature', { params: { path: { kind } }, body }));
