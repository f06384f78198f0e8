import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type FractionalHireOverview = S['FractionalHireOverview'];
export type FractionalStaff = S['FractionalStaff'];
export type FractionalOfferSent = S['FractionalOfferSent'];
export type FractionalOfferAwaitingPayment = S['FractionalOfferAwaitingPayment'];
export type FractionalRequest = S['FractionalRequest'];
export type FractionalStaffRequestInput = S['FractionalStaffRequestInput'];
export type FractionalMonth = S['FractionalMonth'];
export type HoursRange = S['HoursRange'];
export type MoneyRange = S['MoneyRange'];
export type CandidateSummary = S['CandidateSummary'];

/*
 * The reads and writes of the employer's fractional hire pages. The query builders are shared with
 * the routes' prefetch (./prefetch.ts), so that an answer asked for early is the one the page asks for.
 */

/** The month page's parameters: a month `YYYY-MM`, or none for the month running. */
export const monthParams = (offerId: string, month?: string) =>
  month ? { path: { id: offerId }, query: { month } } : { path: { id: offerId } };

export const useFractionalHire = () => $api.useQuery('get', '/employer/fractional-hire');

export const useFractionalMonth = (offerId: string, month?: string) =>
  $api.useQuery('get', '/employer/fractional/staff/{id}/month', { params: monthParams(offerId, month) });

export const changeFractionalHours = (offerId: string, range: HoursRange) =>
  unwrap(api.PUT('/employer/fractional/staff/{id}/hours-range', { params: { path: { id: offerId } }, body: range }));

export const requestFractionalStaff = (body: FractionalStaffRequestInput) => unwrap(api.POST('/employer/fractional/request-staff', { body }));

/** Where an accepted fractional offer is paid for (src/features/fractional-checkout). */
export const fractionalCheckoutPath = (offerId: string) => `/hire/fractional/${encodeURIComponent(offerId)}`;

export const FRACTIONAL_HIRE_PATH = '/dashboard/activity/fractional-hire';

/** One month of a fractional hire, with its hours and bill; the month running without `month`. */
export const fractionalMonthPath = (offerId: string, month?: string) =>
  `${FRACTIONAL_HIRE_PATH}/${encodeURIComponent(offerId)}/month${month ? `?month=${month}` : ''}`;

/** A job the employer posted (src/features/employer-jobs). */
export const jobPath = (jobId: string) => `/dashboard/activity/jobs/${encodeURIComponent(jobId)}`;

/** The employer's offers waiting for an answer on one job, where an offer is withdrawn (src/features/hiring/OffersPage). */
export const pendingOffersPath = (jobId: string) => `/dashboard/activity/offers?status=pending&job=${encodeURIComponent(jobId)}`;

/** A bill's invoice (src/features/billing/InvoicePage). */
export const invoicePath = (invoiceId: string) => `/settings/billing/invoices/${encodeURIComponent(invoiceId)}`;
