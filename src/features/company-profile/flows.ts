import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { afterCompanyProfileChange } from '@/lib/cache';
import { profileFileMachine, type CandidateProfile, type ProfileFileInput } from '@/machines/profile-file.machine';
import { profileSectionMachine } from '@/machines/profile-section.machine';
import { notify } from '@/ui/toaster';
import { removeCompanyLogo, saveCompanyProfile, uploadCompanyLogo, type CompanyProfile, type CompanyProfileInput } from './api';

/*
 * The company profile's sections and logo run the profile editor's machines
 * (src/machines/profile-section.machine.ts, profile-file.machine.ts): a section saved on its own,
 * a file chosen, checked, previewed, uploaded or removed after a question. Those machines name
 * the candidate's profile as their answer; what they carry is passed through untouched, so here
 * the answer is the company's profile (`asAnswer`, `companyOf`).
 */
const asAnswer = (profile: CompanyProfile) => profile as unknown as CandidateProfile;
const companyOf = (answer: unknown) => answer as CompanyProfile;

/** One section of the company profile: its machine with the PUT of the whole profile. `onSaved` puts the form and focus in place. */
export function useCompanySection(onSaved: (profile: CompanyProfile) => void) {
  const queryClient = useQueryClient();
  return useMachine(
    profileSectionMachine.provide({
      actors: { save: fromPromise<CandidateProfile, unknown>(async ({ input }) => asAnswer(await saveCompanyProfile(input as CompanyProfileInput))) },
      actions: {
        saved: (_, { profile }) => {
          const company = companyOf(profile);
          void afterCompanyProfileChange(queryClient, company);
          notify({ kind: 'success', title: m.company_section_saved() });
          onSaved(company);
        },
      },
    }),
    // The profile is short and saved a section at a time: no draft is kept between visits.
    { input: { draftKey: null, draft: null } },
  );
}

/** The logo: its machine with the upload and removal behind it; `onChanged` puts the card and focus in place. */
export function useCompanyLogo(input: ProfileFileInput, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    profileFileMachine.provide({
      actors: {
        upload: fromPromise<CandidateProfile, File>(async ({ input: file }) => asAnswer(await uploadCompanyLogo(file))),
        remove: fromPromise<CandidateProfile, void>(async () => asAnswer(await removeCompanyLogo())),
      },
      actions: {
        changed: (_, { profile, change }) => {
          void afterCompanyProfileChange(queryClient, companyOf(profile));
          notify({ kind: 'success', title: change === 'uploaded' ? m.company_logo_uploaded() : m.company_logo_removed() });
          onChanged();
        },
      },
    }),
    { input },
  );
}
