import { DelayedFallback } from '@/ui/DelayedFallback';
import { lazyPart, type LazyPart, type PartModule } from '@/ui/lazy-part';

/**
 * Every page is its own chunk, with the delayed animated loader while it arrives. Its
 * `preload`, run before a prerendered page hydrates, also loads the parts the page's module
 * names in its own `preload` export (the pricing page's calculator), so they hydrate with it.
 */
export function lazyPage(load: () => Promise<PartModule>): LazyPart<PartModule> {
  const page = lazyPart(load, <DelayedFallback />);
  const loadPage = page.preload;
  page.preload = async () => {
    const module = await loadPage();
    await module.preload?.();
    return module;
  };
  return page;
}
