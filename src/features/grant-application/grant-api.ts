import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';

export type GrantApplication = components['schemas']['GrantApplication'];
export type GrantApplicationRequest = components['schemas']['GrantApplicationRequest'];

export const useGrantApplications = (enabled: boolean) => $api.useQuery('get', '/employer/grant-applications', {}, { enabled });

/** formSubmissionMachine's 'submit': the application, then the list that now shows it. */
export const applyActor = (queryClient: QueryClient) =>
  submitActor(async (values: GrantApplicationRequest) => {
    const created = await unwrap(api.POST('/employer/grant-applications', { body: values }));
    await queryClient.invalidateQueries({ queryKey: ['get', '/employer/grant-applications'] });
    return created;
  });
