import { m } from '@/generated/paraglide/messages.js';
import type { AddOn } from './offer-cost';

const labels: Record<AddOn, () => string> = {
  insurance: m.hiring_addon_insurance,
  healthcare: m.hiring_addon_healthcare,
  secureCloudComputing: m.hiring_addon_cloud,
};

export const addOnLabel = (addOn: AddOn) => labels[addOn]();
