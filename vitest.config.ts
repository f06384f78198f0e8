import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { paraglideMessagesBundle } from './tests/setup/paraglide-messages-bundle.ts';
import { testFilesByIsolation } from './tests/setup/test-files-by-isolation.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const client = testFilesByIsolation(['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/paths/**/*.test.ts']);
const server = testFilesByIsolation(['tests/server/**/*.test.ts']);

const clientProject = {
  plugins: [react(), paraglideMessagesBundle()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup/client.ts'],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, a single worker
    // and a core left idle (the client stage took 7.3 min that way). Files are independent.
    maxWorkers: 2,
    // A guard against a test that hangs, not a measure of speed: the screen-path tours walk a page
    // through 20 to 60 steps, 3-5 s each on an idle machine, and the machines are shared (on a busy
    // one a tour and the post-job walk went past Vitest's default 5 s and failed).
    testTimeout: 30_000,
  },
};

const serverProject = {
  resolve: { alias },
  test: {
    environment: 'node',
    globalSetup: ['tests/server/global-setup.ts'],
    setupFiles: ['tests/server/cheap-password-hashing.ts'],
    // Each file gets its own database (a clone of a migrated PGlite, or a copy of a migrated PostgreSQL template database), so files run in parallel.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      // A worker loads React, Chakra, the messages and the app's modules once and runs file after
      // file on them (isolate: false): importing them again for each of 140 files was more than
      // half the stage's time. The files that replace modules (vi.mock…) or read the module graph
      // keep a fresh module registry each (tests/setup/test-files-by-isolation.ts decides which).
      { ...clientProject, test: { ...clientProject.test, name: 'client', include: client.shared, isolate: false } },
      { ...clientProject, test: { ...clientProject.test, name: 'client-isolated', include: client.isolated } },
      // The API suites likewise: Fastify, drizzle and the database drivers load once per worker
      // (imports were 81 of the PostgreSQL stage's 94 s); each file still builds its own app on its
      // own database.
      { ...serverProject, test: { ...serverProject.test, name: 'server', include: server.shared, isolate: false } },
      ...(server.isolated.length > 0 ? [{ ...serverProject, test: { ...serverProject.test, name: 'server-isolated', include: server.isolated } }] : []),
    ],
  },
});
