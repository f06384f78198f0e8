import type { HoursRange } from '../../src/shared/fractional-pricing.js';
import type { WorkScheduleRow } from '../db/schema.js';
import { DEMO_EMPLOYER, type DemoJobKey } from './demo-data.js';

/*
 * Fractional hire in the demo (docs/product.md, "Fractional hire"; docs/decisions/018). The demo
 * employer has two fractional staff members: Amina Yusuf, the bookkeeper of the staff-at-work story
 * (demo-staff-work-data.ts), and Rahul Verma, the clinics' remote IT desk two evenings a week from
 * Delhi (his hire is in demo-data.ts). Rahul's hours are laid here, on his working days from his
 * billing start to the day before the seeding: he works more than his maximum every month, so each
 * of his bills shows the clamp; after the last one his employer raised his maximum, which applies to
 * the month running. The employer also has an open request for fractional help and the billing
 * history the product would have made: each checkout, then each monthly bill (demo-fractional.ts).
 */

export interface DemoFractionalWork {
  employer: string;
  staff: string;
  /**
   * Minutes worked on each working day, breaks left out, taken in turn from the billing start.
   * Any eight in a row (the fewest working days a month of his schedule has) add up to more than
   * his maximum of 30 hours, so every full month is billed at the maximum.
   */
  minutes: number[];
  /** Minutes after (negative: before) the scheduled start that each day begins, taken in turn. */
  clockIn: number[];
  /** A day longer than this many minutes has a break, of the next length in turn. */
  breakAfterMinutes: number;
  breakMinutes: number[];
  /** The range the employer set for the month running (a raise, so it applies at once). */
  rangeThisMonth: HoursRange;
}

export const demoFractionalWork: DemoFractionalWork = {
  employer: DEMO_EMPLOYER,
  staff: 'rahul.verma@demo.remotehire.test',
  minutes: [250, 235, 300, 345, 240, 270, 320, 230, 285, 255, 330, 245],
  clockIn: [-3, 2, -6, 0, 4, -2, 1, -4],
  breakAfterMinutes: 270,
  breakMinutes: [10, 15, 12],
  rangeThisMonth: { minHours: 15, maxHours: 40 },
};

/** An open request for fractional help, as POST /employer/fractional/request-staff records it with the job it posted. */
export interface DemoFractionalRequest {
  employer: string;
  /** The open fractional job the request posted: its title, role, level and description are the request's. */
  job: DemoJobKey;
  hoursRange: HoursRange;
  schedule: WorkScheduleRow;
  /** Days after the seeding. */
  startInDays: number;
}

export const demoFractionalRequest: DemoFractionalRequest = {
  employer: DEMO_EMPLOYER,
  job: 'payroll',
  hoursRange: { minHours: 10, maxHours: 20 },
  schedule: { work_days: ['mon', 'thu'], start_time: '14:00', end_time: '16:00', timezone: 'America/New_York', hours_per_week: 4 },
  startInDays: 21,
};

/** What the demo employer's invoices are made out to, and the card its bills were paid with (the sandbox's 4242 test card). */
export const demoBilling = {
  employer: DEMO_EMPLOYER,
  billingName: 'Grace Okafor',
  billingAddress: '2150 Riverside Drive, Suite 300\nColumbus, OH 43221\nUnited States',
  /** medical_services (server/billing/merchant-categories.ts). */
  mcc: '8099',
  customerId: 'cus_sandbox_demonorthwind',
  card: { id: 'pm_sandbox_demonorthwind4242', brand: 'visa', last4: '4242', expMonth: 8, yearsValid: 3 },
};

export type DemoBilling = typeof demoBilling;
