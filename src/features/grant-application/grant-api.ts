import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

export type GrantApplication = components['schemas']['GrantApplication'];
export type GrantApplicationRequest = components['schemas']['GrantApplicationRequest'];

export const useGrantApplications = (enabled: boolean) => $api.useQuery('get', '/employer/grant-applications', {}, { enabled });

/** Sends the application; the server answers it as stored. */
export const applyForGrant = (values: GrantApplicationRequest) => unwrap(api.POST('/employer/grant-applications', { body: values }));
