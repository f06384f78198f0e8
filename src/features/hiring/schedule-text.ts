import { m } from '@/generated/paraglide/messages.js';
import { weekdayLabel } from '@/lib/labels';
import { zonePlace } from '@/shared/time-zones';
import type { WorkSchedule } from './api';

/** "Mon, Tue, Wed · 09:00–17:00 (New York, UTC-05:00) · Hours a week: 40" */
export function scheduleText(schedule: WorkSchedule): string {
  return [
    schedule.work_days.map(weekdayLabel).join(', '),
    m.hiring_schedule_hours_span({ start: schedule.start_time, end: schedule.end_time, zone: zonePlace(schedule.timezone) }),
    m.hiring_schedule_weekly({ hours: schedule.hours_per_week }),
  ].join(' · ');
}
