import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppUiProvider } from './AppUiProvider';
import { DrawerProvider } from './DrawerProvider';

function Providers({ children }: { children: ReactNode }) {
  return (
    <AppUiProvider>
      <DrawerProvider>{children}</DrawerProvider>
    </AppUiProvider>
  );
}

/** For tests: renders under the same providers as the app (theme, drawer, toasts). */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
