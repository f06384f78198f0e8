// Every server test file registers and signs in dozens of accounts, and at the production
// cost (server/auth/passwords.ts: 19 MiB, 2 passes) each hash or check takes 40-70 ms of a
// core. Tests hash with the same argon2id at its smallest cost instead: the same code paths,
// the same `$argon2id$` hashes, and a check reads its cost from the hash as it always does.
import { vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  const hash: typeof argon2.hash = (password, options, abortSignal) =>
    argon2.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }, abortSignal);
  return { ...argon2, hash };
});
