import { lazy, Suspense, useState, type ComponentType } from 'react';
import { DelayedFallback } from '@/ui/DelayedFallback';

type PageModule = { default: ComponentType };

export interface LazyPageComponent {
  (): React.JSX.Element;
  /** Loads the page's chunk ahead of its first render (before hydrating a prerendered page). */
  preload: () => Promise<PageModule>;
}

/** Every page is its own chunk, with the delayed animated loader while it arrives. */
export function lazyPage(load: () => Promise<PageModule>): LazyPageComponent {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Page = lazy(loadAndKeep);
  function LazyPage() {
    // A chunk already loaded renders at once, without suspending: a prerendered page then
    // hydrates whole, in one pass. Fixed per mount, so a page is never swapped under itself.
    const [Ready] = useState(() => loaded);
    return <Suspense fallback={<DelayedFallback />}>{Ready ? <Ready /> : <Page />}</Suspense>;
  }
  LazyPage.preload = loadAndKeep;
  return LazyPage;
}
