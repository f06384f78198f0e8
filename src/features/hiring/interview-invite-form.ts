import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import type { InterviewInviteRequest, InterviewInviteTarget } from '@/machines/interview-invite.machine';
import { fromLocalInput, toLocalInput } from './dates';

export const MAX_TIMES = limits.InterviewInviteRequest.proposed_times.maxItems;
export const DURATIONS = [15, 30, 45, 60, 90, 120] as const;
const MESSAGE_MAX = limits.InterviewInviteRequest.message.maxLength;
const URL_MAX = limits.InterviewInviteRequest.meeting_url.maxLength;

/** The invitation as its form holds it: times as `datetime-local` values in the browser's zone. */
export interface InterviewInviteForm {
  times: Array<{ value: string }>;
  duration: string;
  meeting_url: string;
  message: string;
}

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** Built when the form mounts, in the language of the moment; `now` decides what "future" means. */
export const interviewInviteSchema = (now: () => number = Date.now) =>
  z.object({
    times: z
      .array(
        z.object({
          value: z.string().check(
            z.superRefine((value, ctx) => {
              const iso = fromLocalInput(value);
              if (value === '') ctx.addIssue({ code: 'custom', message: m.api_field_required() });
              else if (iso === null) ctx.addIssue({ code: 'custom', message: m.hiring_invite_time_invalid() });
              else if (Date.parse(iso) <= now()) ctx.addIssue({ code: 'custom', message: m.hiring_invite_time_future() });
            }),
          ),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(MAX_TIMES),
        z.superRefine((times, ctx) => {
          const seen = new Set<string>();
          times.forEach(({ value }, index) => {
            if (value !== '' && seen.has(value)) {
              ctx.addIssue({ code: 'custom', path: [index, 'value'], message: m.hiring_invite_time_duplicate() });
            }
            seen.add(value);
          });
        }),
      ),
    // The contract's range; the select offers common lengths plus whatever the interview had.
    duration: z.string().check(
      z.refine((text) => /^\d+$/.test(text) && Number(text) >= 15 && Number(text) <= 180, {
        error: () => m.api_field_choice(),
      }),
    ),
    meeting_url: z.string().check(
      z.trim(),
      z.maxLength(URL_MAX, { error: () => m.api_field_too_long({ max: URL_MAX }) }),
      z.refine((value) => value === '' || httpsUrl.safeParse(value).success, { error: () => m.api_field_url() }),
    ),
    message: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: () => m.api_field_too_long({ max: MESSAGE_MAX }) })),
  });

export function toInviteRequest(form: InterviewInviteForm): InterviewInviteRequest {
  const url = form.meeting_url.trim();
  const message = form.message.trim();
  return {
    proposed_times: form.times.map(({ value }) => fromLocalInput(value)!),
    duration_minutes: Number(form.duration),
    ...(url ? { meeting_url: url } : {}),
    ...(message ? { message } : {}),
  };
}

/** The form from what was written before (back from review, or refused), else a fresh one. */
export function inviteFormValues(draft: InterviewInviteRequest | null, target: InterviewInviteTarget | null): InterviewInviteForm {
  if (draft) {
    return {
      times: draft.proposed_times.map((iso) => ({ value: toLocalInput(iso) })),
      duration: String(draft.duration_minutes),
      meeting_url: draft.meeting_url ?? '',
      message: draft.message ?? '',
    };
  }
  const previous = target?.previous;
  return {
    times: [{ value: '' }],
    duration: String(previous?.durationMinutes ?? 30),
    meeting_url: previous?.meetingUrl ?? '',
    message: '',
  };
}

/** The server names times `proposed_times.N` (or the whole list); the form names them `times.N.value`. */
export const inviteFieldNames: Record<string, `times.${number}.value` | 'duration' | 'meeting_url' | 'message'> = {
  proposed_times: 'times.0.value',
  ...Object.fromEntries(Array.from({ length: MAX_TIMES }, (_, i) => [`proposed_times.${i}`, `times.${i}.value` as const])),
  duration_minutes: 'duration',
  meeting_url: 'meeting_url',
  message: 'message',
};
