import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DrawerProvider } from './DrawerProvider';
import { Toaster } from './Toaster';
import { system } from './system';

/** Everything the shared interface pieces need above them: theme, drawer and toasts. */
export function AppUiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <DrawerProvider>{children}</DrawerProvider>
      <Toaster />
    </ChakraProvider>
  );
}
