// Shared by the page tests of the employer's jobs.
import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '@/ui/toaster';

// These tests render whole pages (Chakra, a router, the wizard's machine) and type into
// long forms; on a busy two-core machine a first render alone can take seconds. Waiting
// longer changes no verdict: a missing element still fails.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

// The toaster is one store for the whole file: a toast of the last test must not answer for the next.
afterEach(() => dismissToast());
