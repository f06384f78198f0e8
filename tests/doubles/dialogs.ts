import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses Escape on the open modal dialog or drawer once it listens for it.
 *
 * Chakra's dialogs arm their Escape listener a frame after they appear, in the same
 * call that turns off pointer events outside the layer. On a loaded machine that frame
 * can come after a test's keypress, which then does nothing; waiting for the pointer
 * lock first makes the keypress land every time.
 */
export async function dismissWithEscape(user: UserEvent): Promise<void> {
  await waitFor(() => expect(document.body.style.pointerEvents).toBe('none'));
  await user.keyboard('{Escape}');
}
