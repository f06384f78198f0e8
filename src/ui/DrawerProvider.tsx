import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Drawer } from './Drawer';
import { DrawerContext } from './drawer-context';
import type { DrawerApi, DrawerOptions } from './drawer-types';

interface DrawerState {
  open: boolean;
  /** Kept after closing so the content does not vanish during the exit animation. */
  options: DrawerOptions | null;
}

/** Owns the app's single drawer; any component below opens it with useDrawer(). */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<DrawerState>({ open: false, options: null });

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
      <Drawer {...content} title={title} open={state.open} onClose={closeFromDrawer}>
        {body}
      </Drawer>
    </DrawerContext.Provider>
  );
}
