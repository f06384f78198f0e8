import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type CompanyProfile = S['CompanyProfile'];
export type CompanyProfileInput = S['CompanyProfileInput'];

/* The reads and writes of the employer's company profile: every write answers the whole profile. */

export const useMyCompanyProfile = () => $api.useQuery('get', '/employer/company');

export const saveCompanyProfile = (body: CompanyProfileInput): Promise<CompanyProfile> => unwrap(api.PUT('/employer/company', { body }));

/** The form CompanyLogoUpload describes: the one file. */
function logoForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export const uploadCompanyLogo = (file: File): Promise<CompanyProfile> =>
  // The contract types the body by its field; it travels as the multipart form it makes.
  unwrap(api.PUT('/employer/company/logo', { body: { file } as unknown as S['CompanyLogoUpload'], bodySerializer: () => logoForm(file) }));

export const removeCompanyLogo = (): Promise<CompanyProfile> => unwrap(api.DELETE('/employer/company/logo'));

/** What a profile holds, as the PUT takes it: what a section saves is put over it. */
export function inputOf(profile: CompanyProfile): CompanyProfileInput {
  return {
    description: profile.description,
    locations: profile.locations,
    ...(profile.size ? { size: profile.size } : {}),
    ...(profile.industry ? { industry: profile.industry } : {}),
    ...(profile.timezone ? { timezone: profile.timezone } : {}),
    ...(profile.work_hours ? { work_hours: profile.work_hours } : {}),
  };
}
