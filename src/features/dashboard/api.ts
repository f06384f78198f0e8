import { $api } from '@/lib/api-client';

export const useEmployerDashboard = () => $api.useQuery('get', '/employer/dashboard');

export const useCandidateDashboard = () => $api.useQuery('get', '/candidate/dashboard');
