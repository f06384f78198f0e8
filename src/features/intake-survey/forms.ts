import { z } from 'zod/mini';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { WEEKDAYS, type Weekday } from '@/lib/labels';
import { browserTimeZone, TIME_ZONE_PATTERN } from '@/shared/time-zones';

type S = components['schemas'];
export type WorkSetup = S['IntakeWorkSetup'];
export type EmergencyContact = S['IntakeEmergencyContact'];
export type WorkingHours = S['IntakeWorkingHours'];

/* The three sections' forms: what each holds as typed, its checks (the contract's), and its answer. */

export const CONNECTIONS = ['fiber', 'cable', 'dsl', 'mobile', 'satellite', 'other'] as const satisfies readonly WorkSetup['connection'][];
export const BACKUP_CONNECTIONS = ['none', 'mobile_data', 'second_line'] as const satisfies readonly WorkSetup['backup_connection'][];
export const BACKUP_POWER = ['none', 'ups', 'inverter_battery', 'generator'] as const satisfies readonly WorkSetup['backup_power'][];
export const COMPUTERS = ['laptop', 'desktop'] as const satisfies readonly WorkSetup['computer'][];
export const OPERATING_SYSTEMS = ['windows', 'macos', 'linux', 'chromeos'] as const satisfies readonly WorkSetup['operating_system'][];
export const WORKSPACES = ['private_room', 'shared_room', 'coworking'] as const satisfies readonly WorkSetup['workspace'][];

export interface WorkSetupForm {
  download_mbps: string;
  upload_mbps: string;
  connection: string;
  backup_connection: string;
  backup_power: string;
  computer: string;
  operating_system: string;
  headset: boolean;
  webcam: boolean;
  workspace: string;
}

const oneOf = (choices: readonly string[]) => z.string().check(z.refine((value) => choices.includes(value), { error: () => m.intake_choose_error() }));
const speed = () =>
  z.string().check(z.refine((text) => /^\d{1,5}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 10_000, { error: () => m.intake_speed_error() }));

export const workSetupSchema = () =>
  z.object({
    download_mbps: speed(),
    upload_mbps: speed(),
    connection: oneOf(CONNECTIONS),
    backup_connection: oneOf(BACKUP_CONNECTIONS),
    backup_power: oneOf(BACKUP_POWER),
    computer: oneOf(COMPUTERS),
    operating_system: oneOf(OPERATING_SYSTEMS),
    headset: z.boolean(),
    webcam: z.boolean(),
    workspace: oneOf(WORKSPACES),
  });

export const workSetupForm = (saved?: WorkSetup): WorkSetupForm =>
  saved
    ? { ...saved, download_mbps: String(saved.download_mbps), upload_mbps: String(saved.upload_mbps) }
    : {
        download_mbps: '',
        upload_mbps: '',
        connection: '',
        backup_connection: '',
        backup_power: '',
        computer: '',
        operating_system: '',
        headset: false,
        webcam: false,
        workspace: '',
      };

export const toWorkSetup = (form: WorkSetupForm): WorkSetup => ({
  ...(form as unknown as WorkSetup),
  download_mbps: Number(form.download_mbps.trim()),
  upload_mbps: Number(form.upload_mbps.trim()),
});

const PHONE = /^\+?[0-9 ()-]{6,24}$/;

export const emergencyContactSchema = () =>
  z.object({
    name: z.string().check(z.refine((text) => text.trim().length >= 2 && text.trim().length <= 120, { error: () => m.intake_name_error() })),
    relationship: z.string().check(z.refine((text) => text.trim().length >= 2 && text.trim().length <= 60, { error: () => m.intake_relationship_error() })),
    phone: z.string().check(z.refine((text) => PHONE.test(text.trim()), { error: () => m.intake_phone_error() })),
  });

export const emergencyContactForm = (saved?: EmergencyContact): EmergencyContact => saved ?? { name: '', relationship: '', phone: '' };

export const toEmergencyContact = (form: EmergencyContact): EmergencyContact => ({
  name: form.name.trim(),
  relationship: form.relationship.trim(),
  phone: form.phone.trim(),
});

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export const workingHoursSchema = () =>
  z
    .object({
      timezone: z.string().check(z.regex(TIME_ZONE_PATTERN, { error: () => m.intake_timezone_error() })),
      work_days: z.array(z.enum(WEEKDAYS as [Weekday, ...Weekday[]])).check(z.minLength(1, { error: () => m.intake_days_error() })),
      start_time: z.string().check(z.regex(CLOCK, { error: () => m.intake_time_error() })),
      end_time: z.string().check(z.regex(CLOCK, { error: () => m.intake_time_error() })),
    })
    .check(
      // A shift may end past midnight, so the end need only differ from the start.
      z.refine((hours) => hours.start_time !== hours.end_time, { path: ['end_time'], error: () => m.intake_end_error() }),
    );

export const workingHoursForm = (saved?: WorkingHours): WorkingHours =>
  saved ?? { timezone: browserTimeZone(), work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '09:00', end_time: '17:00' };

export const toWorkingHours = (form: WorkingHours): WorkingHours => ({ ...form, work_days: WEEKDAYS.filter((day) => form.work_days.includes(day)) });
