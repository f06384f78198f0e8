import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from './Toaster';
import { system } from './system';

/**
 * Theme and toasts, above everything. The drawer's provider sits inside the
 * router (RootLayout), so drawer bodies can use links.
 */
export function AppUiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
