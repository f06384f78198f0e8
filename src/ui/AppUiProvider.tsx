import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { documentLoaded } from './document-loaded';
import { system } from './system';
import { toaster } from './toaster';

// The toasts' machinery (about 6 kB gzip) is not part of a page's first script: it arrives once
// the page has loaded, or at the first toast if one comes sooner. A toast raised before it is
// here waits in the store and shows as it mounts.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

function ToasterOnceNeeded() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    let done = false;
    const need = () => {
      if (!done) setNeeded(true);
    };
    const stopWatching = toaster.subscribe(need);
    void documentLoaded().then(need);
    return () => {
      done = true;
      stopWatching();
    };
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Theme and toasts, above everything. The drawer's provider sits inside the
 * router (RootLayout), so drawer bodies can use links.
 */
export function AppUiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToasterOnceNeeded />
    </ChakraProvider>
  );
}
