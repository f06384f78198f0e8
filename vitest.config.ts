import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { paraglideMessagesBundle } from './tests/setup/paraglide-messages-bundle';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), paraglideMessagesBundle()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/paths/**/*.test.ts'],
          setupFiles: ['tests/setup/client.ts'],
          // Vitest's default is one worker fewer than the cores: on CI's 2 cores, a single worker
          // and a core left idle (the client stage took 7.3 min that way). Files are independent.
          maxWorkers: 2,
        },
      },
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
