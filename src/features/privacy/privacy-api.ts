import type { components } from '@/generated/api';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';

export type Receipt = components['schemas']['FormReceipt'];
type PrivacyInquiryRequest = components['schemas']['PrivacyInquiryRequest'];
type AccountPrivacyInquiryRequest = components['schemas']['AccountPrivacyInquiryRequest'];

export const sendInquiry = submitActor((body: PrivacyInquiryRequest) => unwrap(api.POST('/public/privacy-inquiries', { body })));
export const sendAccountInquiry = submitActor((body: AccountPrivacyInquiryRequest) => unwrap(api.POST('/account/privacy-inquiries', { body })));
export const exportData = submitActor(() => unwrap(api.POST('/account/personal-data')));
