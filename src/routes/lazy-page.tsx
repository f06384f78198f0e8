import { lazy, Suspense, type ComponentType } from 'react';
import { DelayedFallback } from '@/ui/DelayedFallback';

/** Every page is its own chunk, with the delayed animated loader while it arrives. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<DelayedFallback />}>
        <Page />
      </Suspense>
    );
  };
}
