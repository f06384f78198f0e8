import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords.js';

// argon2id at OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing says nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy password that never matches'));

/** Length rules live in the contract; this adds what a schema cannot say. */
export function passwordProblem(password: string, email?: string): 'passwordCommon' | undefined {
  if (isCommonPassword(password)) return 'passwordCommon';
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'passwordCommon';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 8 && password.toLowerCase() === local) return 'passwordCommon';
  return undefined;
}
