import { z } from 'zod/mini';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

// Limits from the contract (Email, NewPassword; LoginRequest's password has the same maximum).
export const EMAIL_MAX = limits.Email.maxLength;
export const PASSWORD_MIN = limits.NewPassword.minLength;
export const PASSWORD_MAX = limits.NewPassword.maxLength;

// Built when a form mounts, so the messages are in the language of the moment.
export const emailField = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: () => m.api_field_required() }),
      z.maxLength(EMAIL_MAX, { error: () => m.api_field_too_long({ max: EMAIL_MAX }) }),
    ),
    z.email({ error: () => m.api_field_email() }),
  );

export const requiredPassword = () =>
  z.string().check(
    z.minLength(1, { error: () => m.api_field_required() }),
    z.maxLength(PASSWORD_MAX, { error: () => m.api_field_too_long({ max: PASSWORD_MAX }) }),
  );

export const newPassword = () =>
  z.string().check(
    z.minLength(1, { error: () => m.api_field_required() }),
    z.minLength(PASSWORD_MIN, { error: () => m.api_field_too_short({ min: PASSWORD_MIN }) }),
    z.maxLength(PASSWORD_MAX, { error: () => m.api_field_too_long({ max: PASSWORD_MAX }) }),
  );

export const loginSchema = () => z.object({ email: emailField(), password: requiredPassword() });

export const emailSchema = () => z.object({ email: emailField() });

export const resetPasswordSchema = () =>
  z
    .object({
      password: newPassword(),
      confirm: z.string().check(z.minLength(1, { error: () => m.api_field_required() })),
    })
    .check(z.refine((values) => values.password === values.confirm, { path: ['confirm'], error: () => m.auth_password_mismatch() }));
