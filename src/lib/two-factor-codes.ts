import { limits } from '@/generated/limits';

/*
 * The shapes of the codes two-factor sign-in asks for, as the contract writes them
 * (openapi/components/schemas/auth.yaml, TotpCode and RecoveryCode): forms check them before
 * asking the server, the sign-in's second step (src/features/auth) and the security settings
 * (src/features/account) alike. The generated limits carry lengths only, not patterns.
 */

/** Which code: the six digits the authenticator app shows, or one of the ten saved recovery codes. */
export type CodeKind = 'app' | 'recovery';

const APP_CODE = /^\s*\d{3}\s?\d{3}\s*$/;
const RECOVERY_CODE = /^\s*[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}\s*$/;

export const CODE_MAX_LENGTH: Record<CodeKind, number> = {
  app: limits.TotpCode.maxLength,
  recovery: limits.RecoveryCode.maxLength,
};

/**
 * What a field for each kind of code tells the browser: a one-time code the phone may offer to
 * fill in, typed on a number pad; a recovery code copied off paper, in capitals, never "corrected".
 */
export const CODE_INPUT = {
  app: { autoComplete: 'one-time-code', inputMode: 'numeric', spellCheck: false, maxLength: CODE_MAX_LENGTH.app },
  recovery: { autoComplete: 'off', inputMode: 'text', autoCapitalize: 'characters', spellCheck: false, maxLength: CODE_MAX_LENGTH.recovery },
} as const satisfies Record<CodeKind, { autoComplete: string; inputMode: 'numeric' | 'text'; spellCheck: boolean; maxLength: number; autoCapitalize?: string }>;

/** Why a typed code cannot be sent (nothing typed, or not shaped like one), or null when it can. */
export function codeFormatProblem(kind: CodeKind, value: string): 'missing' | 'format' | null {
  if (value.trim() === '') return 'missing';
  return (kind === 'app' ? APP_CODE : RECOVERY_CODE).test(value) ? null : 'format';
}
