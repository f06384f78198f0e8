import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { paraglideMessagesBundle } from './tests/setup/paraglide-messages-bundle.ts';
import { clientTestFiles } from './tests/setup/client-test-files.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const client = clientTestFiles(['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/paths/**/*.test.ts']);

const clientProject = {
  plugins: [react(), paraglideMessagesBundle()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup/client.ts'],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, a single worker
    // and a core left idle (the client stage took 7.3 min that way). Files are independent.
    maxWorkers: 2,
  },
};

export default defineConfig({
  test: {
    projects: [
      // A worker loads React, Chakra, the messages and the app's modules once and runs file after
      // file on them (isolate: false): importing them again for each of 140 files was more than
      // half the stage's time. The files that replace modules (vi.mock…) or read the module graph
      // keep a fresh module registry each (tests/setup/client-test-files.ts decides which).
      { ...clientProject, test: { ...clientProject.test, name: 'client', include: client.shared, isolate: false } },
      { ...clientProject, test: { ...clientProject.test, name: 'client-isolated', include: client.isolated } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          setupFiles: ['tests/server/cheap-password-hashing.ts'],
          // Each file gets its own database (a clone of a migrated PGlite, or a copy of a migrated PostgreSQL template database), so files run in parallel.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
