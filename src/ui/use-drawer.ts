import { useContext } from 'react';
import { DrawerContext } from './drawer-context';
import type { DrawerApi } from './drawer-types';

/** const drawer = useDrawer(); drawer.open({ title, body, onAction }); drawer.close(); */
export function useDrawer(): DrawerApi {
  const api = useContext(DrawerContext);
  if (!api) throw new Error('useDrawer must be used within a DrawerProvider');
  return api;
}
