import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppUiProvider } from './AppUiProvider';

/** For tests: renders under the same providers as the app (theme, drawer, toasts). */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: AppUiProvider, ...options });
}
