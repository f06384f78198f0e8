import { forwardRef, type InputHTMLAttributes } from 'react';
import { m } from '@/generated/paraglide/messages.js';

/**
 * A field for bots only: off screen, hidden from screen readers and out of the tab order,
 * so a person never fills it. The server takes a filled one as a bot's and keeps nothing.
 */
export const HoneypotField = forwardRef<HTMLInputElement, { id: string } & InputHTMLAttributes<HTMLInputElement>>(function HoneypotField(
  { id, ...input },
  ref,
) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>{m.ui_honeypot_label()}</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
});
