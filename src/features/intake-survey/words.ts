import { m } from '@/generated/paraglide/messages.js';
import type { IntakeSection } from '@/machines/intake-survey.machine';
import type { WorkSetup } from './forms';

export const SECTION_TITLE: Record<IntakeSection, () => string> = {
  work_setup: m.intake_section_work_setup,
  emergency_contact: m.intake_section_emergency_contact,
  working_hours: m.intake_section_working_hours,
};

export const CONNECTION: Record<WorkSetup['connection'], () => string> = {
  fiber: m.intake_connection_fiber,
  cable: m.intake_connection_cable,
  dsl: m.intake_connection_dsl,
  mobile: m.intake_connection_mobile,
  satellite: m.intake_connection_satellite,
  other: m.intake_connection_other,
};

export const BACKUP_CONNECTION: Record<WorkSetup['backup_connection'], () => string> = {
  none: m.intake_backup_connection_none,
  mobile_data: m.intake_backup_connection_mobile_data,
  second_line: m.intake_backup_connection_second_line,
};

export const BACKUP_POWER_LABEL: Record<WorkSetup['backup_power'], () => string> = {
  none: m.intake_backup_power_none,
  ups: m.intake_backup_power_ups,
  inverter_battery: m.intake_backup_power_inverter_battery,
  generator: m.intake_backup_power_generator,
};

export const COMPUTER: Record<WorkSetup['computer'], () => string> = { laptop: m.intake_computer_laptop, desktop: m.intake_computer_desktop };

/** Product names, the same in every language. */
export const OPERATING_SYSTEM: Record<WorkSetup['operating_system'], string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux', chromeos: 'ChromeOS' };

export const WORKSPACE: Record<WorkSetup['workspace'], () => string> = {
  private_room: m.intake_workspace_private_room,
  shared_room: m.intake_workspace_shared_room,
  coworking: m.intake_workspace_coworking,
};
