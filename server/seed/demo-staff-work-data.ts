import type { timeOffKinds } from '../db/schema.js';
import { DEMO_EMPLOYER } from './demo-data.js';

/*
 * The working life of the demo employer's hired staff member since her start date: Amina Yusuf,
 * the part-time bookkeeper of Northwind Dental Group's three clinics (Mondays, Wednesdays and
 * Fridays, 08:00 to 13:00 US Eastern; her hire is in demo-data.ts). The seed lays these days on
 * the working days of her schedule before the seeding day, so the story never looks stale.
 */

export interface DemoReport {
  done: string;
  blockers?: string;
  plan: string;
}

/** How a working day went against the schedule. */
export type DemoDayKind =
  | 'on_time'
  /** First clock-in this many minutes after the scheduled start. */
  | { late: number }
  /** Clocked out by mistake at this local time (HH:MM) and asked for a correction. */
  | { clockedOutAt: string; correction: { clockOutAt: string; reason: string } }
  /** Never clocked out: the server closed the session at the scheduled end. */
  | 'forgot_clock_out'
  | 'absent'
  /** An approved day of time off. */
  | { leave: { kind: (typeof timeOffKinds)[number]; note: string } };

export interface DemoWorkDay {
  day: DemoDayKind;
  report?: DemoReport;
  /** The employer has not opened the report yet. */
  unread?: boolean;
  /** The employer's comment on the report. */
  comment?: string;
}

export interface DemoStaffWork {
  employer: string;
  staff: string;
  /** Her latest working days before the seeding day, the latest first. */
  latest: DemoWorkDay[];
  /** Her first working days, from the start date on: ordinary days, each with its report (or none). */
  first: { report?: DemoReport }[];
  /** Time off asked for and not yet answered, on the first working day at least this many days ahead. */
  pending: { inDays: number; kind: (typeof timeOffKinds)[number]; note: string };
}

const TRAVEL_NOTE = 'My sister’s wedding in Mombasa; I will have my laptop for anything urgent.';

export const demoStaffWork: DemoStaffWork = {
  employer: DEMO_EMPLOYER,
  staff: 'amina.yusuf@demo.remotehire.test',
  latest: [
    {
      day: 'on_time',
      unread: true,
      report: {
        done: 'Reconciled the Chase operating account and the Amex card of all three clinics up to yesterday. Entered 14 supplier bills from the shared inbox and scheduled the Henry Schein and Patterson payments for next week’s run. Posted the last Gusto payroll journal.',
        blockers: 'Two Amex charges at Amazon ($86.40 and $212.15) have no receipt. Could the Akron office manager send them?',
        plan: 'Chase the two receipts, reconcile this week’s payroll clearing and start matching the Columbus insurance deposits.',
      },
    },
    {
      day: 'on_time',
      unread: true,
      report: {
        done: 'Matched the insurance deposits (Delta Dental, MetLife, Cigna) against the Dentrix deposit reports for Columbus and Dayton: $41,380 matched, one $612 difference. Cleared 9 transactions left in undeposited funds.',
        blockers: 'The $612 is a MetLife payment posted twice in Dentrix at Dayton. The front desk needs to reverse one before I can close the deposit.',
        plan: 'The same matching for Akron, then the accounts payable ageing for Grace.',
      },
    },
    {
      day: 'forgot_clock_out',
      report: {
        done: 'Built the accounts payable ageing of the three clinics and sent it to Grace. Nothing over 60 days; three bills between 31 and 60 days, all waiting on credit notes from Patterson. Added the new Akron dental lab to the vendor list.',
        plan: 'Insurance deposits for Akron and the monthly sales tax check on retail products (whitening kits, electric toothbrushes).',
      },
    },
    {
      day: 'on_time',
      comment: 'Good catch on the duplicate Patterson invoice, thank you. From now on, please hold any supplier bill over $2,000 for my approval before you schedule it.',
      report: {
        done: 'Bill payment run: 22 supplier bills approved and scheduled. Found a Patterson invoice entered twice (same number, $1,148.20) and voided the copy before it was paid. Reconciled the Columbus petty cash.',
        plan: 'The accounts payable ageing for Grace.',
      },
    },
    {
      day: {
        clockedOutAt: '11:41',
        correction: { clockOutAt: '13:04', reason: 'I pressed Clock out instead of Break at 11:41 and kept working on the Dayton reconciliation until 13:04.' },
      },
      report: {
        done: 'Dayton bank reconciliation balances again: the $318 difference was a lab refund deposited to the wrong account. Entered this month’s rent and utilities for the three sites.',
        blockers: 'My clock shows 11:41 as my end of day by mistake; I have asked for a correction.',
        plan: 'Bill payment run and the Columbus petty cash.',
      },
    },
    { day: { leave: { kind: 'vacation', note: 'Family visit in Naivasha, planned before I started.' } } },
    {
      day: 'on_time',
      report: {
        done: 'Closed last month for Columbus and Akron: bank and card accounts reconciled, lab bills accrued, depreciation posted. Sent Grace the draft month-end pack (P&L by clinic, balance sheet, receivables summary).',
        blockers: 'The Dayton bank account is $318.00 off; still looking for it.',
        plan: 'Find the Dayton difference, then rent and utilities.',
      },
    },
    {
      day: { late: 34 },
      report: {
        done: 'Reconciled the payroll clearing account: the difference was a wage garnishment Gusto pays separately, now booked to its own liability account. Started the month-end close checklist.',
        blockers: 'A power cut in my area this morning: I clocked in 34 minutes late, once the generator was running. I will make up the time this week.',
        plan: 'Close Columbus and Akron, then draft the month-end pack.',
      },
    },
    {
      day: 'on_time',
      report: {
        done: 'Set up bank rules in QuickBooks for the recurring suppliers (Henry Schein, Patterson, Benco, the dental lab): about 60% of the Chase feed now categorises itself. Entered 11 bills.',
        plan: 'Payroll clearing reconciliation.',
      },
    },
    { day: 'absent' },
  ],
  first: [
    {
      report: {
        done: 'First day: welcome call with Grace, then access to QuickBooks Online, Gusto and the Chase and Amex portals. Read the last three month-end packs and the previous bookkeeper’s notes, and listed my open questions for Grace.',
        blockers: 'No access to the Dayton petty cash log yet.',
        plan: 'Go through the chart of accounts with Grace’s notes.',
      },
    },
    {
      report: {
        done: 'Reviewed the chart of accounts with Grace’s notes: merged 8 duplicate expense accounts and added a class per clinic, so the P&L splits by site.',
        blockers: 'I need the Akron lease to see which part of the rent is the shared storage room.',
        plan: 'Move this year’s transactions to the new clinic classes.',
      },
    },
    {},
    {
      report: {
        done: 'Moved this year’s transactions to the clinic classes (1,240 lines, checked against each clinic’s bank account). The Akron storage share of the rent now has its own account.',
        plan: 'Catch up the Amex feed and match receipts.',
      },
    },
    {
      report: {
        done: 'Caught up the Amex feed of the three clinics (176 transactions) and matched the receipts from the shared inbox. Asked the office managers for 12 missing receipts.',
        plan: 'Bank rules for the recurring suppliers.',
      },
    },
  ],
  pending: { inDays: 12, kind: 'vacation', note: TRAVEL_NOTE },
};
