import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db, Tx } from '../db/database.js';
import { rememberedDevices, signInChallenges, twoFactorRecoveryCodes, twoFactorSettings, users } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import { ApiError } from '../http/errors.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { clearLimit, countHit, enforceLimit, limits, peekLimit } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import type { TwoFactorEvent } from '../mail/two-factor-mails.js';
import { verifyPassword } from './passwords.js';
import type { UserRow } from './sessions.js';
import { hashToken, randomToken } from './tokens.js';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.js';

/*
 * Two-factor sign-in by an authenticator app (docs/product.md, "Accounts"; decision 023).
 *
 * Invariants: no session exists before the second step (a right password with two-factor on opens
 * a challenge, not a session); a code from the app is accepted once (its 30-second step is kept,
 * and a conditional update refuses it the second time, two tabs at once included); a recovery code
 * once ever; five wrong codes in 15 minutes lock the account's second step (and end the challenge);
 * setting up, renewing and turning off ask for the password again; turning off forgets the secret,
 * the recovery codes and every remembered browser.
 */

export interface TwoFactorDeps {
  db: Db;
  clock: Clock;
  /** Where the notices' link to the security settings points. */
  publicUrl: string;
}

const ISSUER = 'RemoteHire';
const CHALLENGE_MS = 10 * 60 * 1000;
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
const RECOVERY_CODES = 10;
// No 0/O, 1/I/L: a code read off paper is typed back right.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type SecondFactor = { code?: string; recovery_code?: string };

const failuresKey = (userId: string) => `two-factor-fail:${userId}`;
const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
// Salted with the account, so one table row tells nothing about another account's codes.
const recoveryHash = (userId: string, code: string) => hashToken(`${userId}:${normalRecoveryCode(code)}`);

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Every change to the second step is mailed to the account (server/mail/two-factor-mails.ts), in the transaction that makes it. */
async function notify(tx: Db | Tx, deps: TwoFactorDeps, user: Pick<UserRow, 'email' | 'firstname' | 'locale'>, event: TwoFactorEvent, left?: number) {
  const link = `${deps.publicUrl}/settings/security`;
  await enqueueMail(tx, user.email, { template: 'two_factor', name: user.firstname, link, event, ...(left === undefined ? {} : { left }) }, user.locale);
}

async function settingsOf(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
  return row ?? null;
}

async function confirmPassword(db: Db, owner: Owner, password: string) {
  await enforceLimit(db, `password-confirm:${owner.userId}`, limits.passwordChangePerUser);
  if (!(await verifyPassword(owner.account.passwordHash, password))) throw new ApiError(400, 'PASSWORD_WRONG', { password: { key: 'passwordWrong' } });
}

/** Ten fresh codes replace the old ones, inside the caller's transaction; answered in clear this once. */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryHash(userId, code) })));
  return codes;
}

/**
 * Checks a second factor against the account, spending it: a code's step is recorded, a recovery
 * code marked used. Wrong ones count towards the lock; `field` names where the client shows it.
 */
async function spendSecondFactor({ db, clock }: TwoFactorDeps, userId: string, secret: string, given: SecondFactor, field: 'code' | 'recovery_code' | null) {
  if (given.code !== undefined && given.recovery_code !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', { recovery_code: { key: 'twoFactorOneCode' } });
  if (given.code === undefined && given.recovery_code === undefined) throw new ApiError(400, 'VALIDATION_FAILED', { code: { key: 'required' } });
  await peekLimit(db, failuresKey(userId), limits.twoFactorFailuresPerAccount);
  let spent = false;
  if (given.code !== undefined) {
    const step = matchingStep(secret, given.code, clock.now());
    if (step !== null) {
      const updated = await db
        .update(twoFactorSettings)
        .set({ lastUsedStep: step })
        .where(and(eq(twoFactorSettings.userId, userId), or(isNull(twoFactorSettings.lastUsedStep), lt(twoFactorSettings.lastUsedStep, step))))
        .returning({ userId: twoFactorSettings.userId });
      spent = updated.length > 0;
    }
  } else {
    const used = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, recoveryHash(userId, given.recovery_code!)), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    spent = used.length > 0;
  }
  if (!spent) {
    const { hits } = await countHit(db, failuresKey(userId), limits.twoFactorFailuresPerAccount);
    const name = given.code !== undefined ? 'code' : 'recovery_code';
    return { ok: false as const, locked: hits >= limits.twoFactorFailuresPerAccount.max, fields: field === null ? undefined : { [name]: { key: 'twoFactorCode' as const } } };
  }
  await clearLimit(db, failuresKey(userId));
  return { ok: true as const };
}

export async function getTwoFactor({ db }: TwoFactorDeps, owner: Owner): Promise<Schema<'TwoFactorStatus'>> {
  const [settings, [codes], [devices]] = await Promise.all([
    settingsOf(db, owner.userId),
    db
      .select({ left: sql<number>`count(*)::int` })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, owner.userId), isNull(twoFactorRecoveryCodes.usedAt))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(rememberedDevices)
      .where(and(eq(rememberedDevices.userId, owner.userId), gt(rememberedDevices.expiresAt, sql`now()`))),
  ]);
  const enabledAt = settings?.secret ? settings.enabledAt : null;
  return {
    enabled: Boolean(enabledAt),
    ...present('enabled_at', enabledAt && iso(enabledAt)),
    recovery_codes_left: enabledAt ? Number(codes?.left ?? 0) : 0,
    remembered_devices: enabledAt ? Number(devices?.count ?? 0) : 0,
  };
}

export async function setUpTwoFactor({ db }: TwoFactorDeps, owner: Owner, { password }: RouteOf<'setUpTwoFactor'>['Body']): Promise<Schema<'TwoFactorSetup'>> {
  await confirmPassword(db, owner, password);
  const secret = newTotpSecret();
  // A setup replaces a waiting one; an account with two-factor on keeps its secret.
  const written = await db
    .insert(twoFactorSettings)
    .values({ userId: owner.userId, pendingSecret: secret })
    .onConflictDoUpdate({ target: twoFactorSettings.userId, set: { pendingSecret: secret }, setWhere: isNull(twoFactorSettings.secret) })
    .returning({ userId: twoFactorSettings.userId });
  if (written.length === 0) throw new ApiError(409, 'TWO_FACTOR_ALREADY_ON');
  return { secret: secret.replace(/(.{4})(?=.)/g, '$1 '), otpauth_uri: otpauthUri(secret, owner.account.email, ISSUER) };
}

export async function enableTwoFactor(deps: TwoFactorDeps, owner: Owner, { code }: RouteOf<'enableTwoFactor'>['Body']): Promise<Schema<'TwoFactorRecoveryCodes'>> {
  const settings = await settingsOf(deps.db, owner.userId);
  if (settings?.secret) throw new ApiError(409, 'TWO_FACTOR_ALREADY_ON');
  if (!settings?.pendingSecret) throw new ApiError(409, 'TWO_FACTOR_NOT_SET_UP');
  const pending = settings.pendingSecret;
  const checked = await spendSecondFactor(deps, owner.userId, pending, { code }, 'code');
  if (!checked.ok) throw new ApiError(400, 'INVALID_TWO_FACTOR_CODE', checked.fields);
  return deps.db.transaction(async (tx) => {
    // Only the setup whose code was given turns on: a newer setup from another tab wins over it.
    const turnedOn = await tx
      .update(twoFactorSettings)
      .set({ secret: pending, pendingSecret: null, enabledAt: deps.clock.now() })
      .where(and(eq(twoFactorSettings.userId, owner.userId), eq(twoFactorSettings.pendingSecret, pending), isNull(twoFactorSettings.secret)))
      .returning({ userId: twoFactorSettings.userId });
    if (turnedOn.length === 0) throw new ApiError(409, 'TWO_FACTOR_NOT_SET_UP');
    const recovery_codes = await replaceRecoveryCodes(tx, owner.userId);
    await notify(tx, deps, owner.account, 'on');
    return { recovery_codes };
  });
}

export async function renewRecoveryCodes(deps: TwoFactorDeps, owner: Owner, { password }: RouteOf<'renewRecoveryCodes'>['Body']): Promise<Schema<'TwoFactorRecoveryCodes'>> {
  await confirmPassword(deps.db, owner, password);
  return deps.db.transaction(async (tx) => {
    const [settings] = await tx.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, owner.userId)).for('update');
    if (!settings?.secret) throw new ApiError(409, 'TWO_FACTOR_OFF');
    const recovery_codes = await replaceRecoveryCodes(tx, owner.userId);
    await notify(tx, deps, owner.account, 'codes_renewed');
    return { recovery_codes };
  });
}

export async function disableTwoFactor(deps: TwoFactorDeps, owner: Owner, { password, ...given }: RouteOf<'disableTwoFactor'>['Body']): Promise<void> {
  await confirmPassword(deps.db, owner, password);
  const settings = await settingsOf(deps.db, owner.userId);
  if (!settings?.secret) throw new ApiError(409, 'TWO_FACTOR_OFF');
  const checked = await spendSecondFactor(deps, owner.userId, settings.secret, given, 'code');
  if (!checked.ok) throw new ApiError(400, 'INVALID_TWO_FACTOR_CODE', checked.fields);
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactorSettings).where(eq(twoFactorSettings.userId, owner.userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.userId));
    await tx.delete(rememberedDevices).where(eq(rememberedDevices.userId, owner.userId));
    await notify(tx, deps, owner.account, 'off');
  });
}

export async function forgetRememberedDevices({ db }: TwoFactorDeps, owner: Owner): Promise<void> {
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, owner.userId));
}

// ---- The sign-in's second step.

/** Whether a sign-in with the right password still needs the second step: two-factor is on and this browser is not remembered for the account. */
export async function needsSecondStep(db: Db, userId: string, rememberedToken: string | undefined): Promise<boolean> {
  const settings = await settingsOf(db, userId);
  if (!settings?.secret) return false;
  if (!rememberedToken) return true;
  const [device] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.tokenHash, hashToken(rememberedToken)), eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, sql`now()`)));
  return !device;
}

/** A challenge for the second step; its token goes to the browser in an HTTP-only cookie. */
export async function openChallenge(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  // A user's older challenges end: one sign-in waits at a time.
  await db.delete(signInChallenges).where(or(eq(signInChallenges.userId, userId), lt(signInChallenges.expiresAt, sql`now()`)));
  await db.insert(signInChallenges).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface SecondStepDone {
  user: UserRow;
  /** The remembered-device cookie to set, when asked for. */
  remember?: { token: string; expiresAt: Date };
}

/** The second step: the challenge's account, once the code (or a recovery code) is right; the challenge is spent. */
export async function completeChallenge(
  deps: TwoFactorDeps,
  challengeToken: string | undefined,
  { remember_device = false, ...given }: RouteOf<'completeTwoFactorSignIn'>['Body'],
  userAgent: string | undefined,
): Promise<SecondStepDone> {
  const { db } = deps;
  const expired = () => new ApiError(401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
  if (!challengeToken) throw expired();
  const [found] = await db
    .select({ challenge: signInChallenges, user: users, settings: twoFactorSettings })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .leftJoin(twoFactorSettings, eq(twoFactorSettings.userId, signInChallenges.userId))
    .where(and(eq(signInChallenges.tokenHash, hashToken(challengeToken)), gt(signInChallenges.expiresAt, sql`now()`)));
  if (!found) throw expired();
  const { challenge, user, settings } = found;
  // Turned off since the password was given: nothing left to ask.
  if (!settings?.secret) {
    await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    return { user };
  }
  const checked = await spendSecondFactor(deps, user.id, settings.secret, given, null);
  if (!checked.ok) {
    if (checked.locked) await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
    throw new ApiError(401, 'INVALID_TWO_FACTOR_CODE');
  }
  // Spent once: of two tabs answering the same challenge, one signs in.
  const spent = await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id)).returning({ id: signInChallenges.id });
  if (spent.length === 0) throw expired();
  if (given.recovery_code !== undefined) {
    const [codes] = await db
      .select({ left: sql<number>`count(*)::int` })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)));
    await notify(db, deps, user, 'recovery_code_used', Number(codes?.left ?? 0));
  }
  if (!remember_device) return { user };
  const token = randomToken();
  const expiresAt = new Date(Date.now() + REMEMBER_MS);
  await db.insert(rememberedDevices).values({ tokenHash: hashToken(token), userId: user.id, userAgent: userAgent?.slice(0, 300), expiresAt });
  return { user, remember: { token, expiresAt } };
}
