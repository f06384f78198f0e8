import { createContext } from 'react';
import type { DrawerApi } from './drawer-types';

/** null outside a DrawerProvider, which useDrawer turns into a clear error. */
export const DrawerContext = createContext<DrawerApi | null>(null);
