import type { components } from '@/generated/api';
import { $api } from '@/lib/api-client';

export type OnboardingChecklist = components['schemas']['OnboardingChecklist'];
export type ChecklistStep = components['schemas']['OnboardingChecklistStep'];

/** The candidate's checklist: every step with where it stands (server/onboarding/onboarding-checklist.ts). */
export const useOnboarding = () => $api.useQuery('get', '/candidate/onboarding');
