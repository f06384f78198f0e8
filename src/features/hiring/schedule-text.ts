import { m } from '@/generated/paraglide/messages.js';
import { weekdayLabel } from '@/lib/labels';
import type { WorkSchedule } from './api';

/** "Mon, Tue, Wed · 09:00–17:00 (America New York) · Hours a week: 40" */
export function scheduleText(schedule: WorkSchedule): string {
  return [
    schedule.work_days.map(weekdayLabel).join(', '),
    m.hiring_schedule_hours_span({ start: schedule.start_time, end: schedule.end_time, zone: schedule.timezone.replaceAll('_', ' ') }),
    m.hiring_schedule_weekly({ hours: schedule.hours_per_week }),
  ].join(' · ');
}
