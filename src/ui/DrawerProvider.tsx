import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { getPortalRoot } from './portal-root';
import { DrawerContext } from './drawer-context';
import type { DrawerApi, DrawerOptions } from './drawer-types';

// The drawer's dialog machinery (focus trap, dismissal, scroll lock: about 20 kB gzip) is
// fetched the first time a drawer opens, not with every page's first script.
const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })));

interface DrawerState {
  open: boolean;
  /** Kept after closing so the content does not vanish during the exit animation. */
  options: DrawerOptions | null;
}

/** Owns the app's single drawer; any component below opens it with useDrawer(). */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DrawerState>({ open: false, options: null });
  // A page without the drawer's container fails as it starts, not the first time someone opens
  // a drawer (not while a page is prerendered, where there is no document).
  useState(() => (typeof document === 'undefined' ? null : getPortalRoot()));

  const open = useCallback((options: DrawerOptions) => setState({ open: true, options }), []);
  const update = useCallback(
    (patch: Partial<DrawerOptions>) => setState((s) => (s.options ? { ...s, options: { ...s.options, ...patch } } : s)),
    [],
  );
  const close = useCallback(() => {
    setState((s) => (s.open ? { ...s, open: false } : s));
  }, []);

  const onClose = state.options?.onClose;
  const closeFromDrawer = useCallback(() => {
    onClose?.();
    close();
  }, [onClose, close]);

  const api = useMemo<DrawerApi>(
    () => ({ open, close, update, isOpen: state.open }),
    [open, close, update, state.open],
  );

  const { body, onClose: _handledByCloseFromDrawer, title = '', ...content } = state.options ?? {};
  return (
    <DrawerContext.Provider value={api}>
      {children}
      {state.options ? (
        <Suspense fallback={null}>
          <Drawer {...content} title={title} open={state.open} onClose={closeFromDrawer}>
            {body}
          </Drawer>
        </Suspense>
      ) : null}
    </DrawerContext.Provider>
  );
}
