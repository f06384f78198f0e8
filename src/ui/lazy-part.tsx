import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export type PartModule = { default: ComponentType; preload?: () => Promise<unknown> };

export interface LazyPart<M extends PartModule> {
  (): React.JSX.Element;
  /** Loads the part's chunk ahead of its first render (before hydrating a prerendered page). */
  preload: () => Promise<M>;
  /** Whether the chunk has arrived: a part that is here renders at once. */
  isLoaded: () => boolean;
}

/**
 * A component in its own chunk, shown with `fallback` while the chunk arrives. Once loaded it
 * renders at once, without suspending: a prerendered page whose parts were preloaded then
 * hydrates whole, in one pass, instead of leaving a part inert until React comes back to it.
 */
export function lazyPart<M extends PartModule>(load: () => Promise<M>, fallback: ReactNode): LazyPart<M> {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Part = lazy(loadAndKeep);
  function LazyPartView() {
    // Fixed per mount, so a part is never swapped under itself.
    const [Ready] = useState(() => loaded);
    return <Suspense fallback={fallback}>{Ready ? <Ready /> : <Part />}</Suspense>;
  }
  LazyPartView.preload = loadAndKeep;
  LazyPartView.isLoaded = () => loaded !== undefined;
  return LazyPartView;
}
