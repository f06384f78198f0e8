import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';
import type { CandidateProfileInput } from './profile-form';

const profileQuery = ['get', '/candidate/profile'] as const;

export const useMyProfile = () => $api.useQuery(...profileQuery);

export const saveProfileActor = submitActor((values: CandidateProfileInput) => unwrap(api.PUT('/candidate/profile', { body: values })));
