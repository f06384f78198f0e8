import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';

export interface PasswordInputProps extends Omit<InputProps, 'id' | 'type'> {
  /** The input's id; the toggle names it in aria-controls. */
  id: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. The toggle keeps one name and says
 * its state with aria-pressed, so a screen reader hears "Show password, pressed".
 * Every other prop (register()'s included) goes to the input.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ id, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={m.ui_password_show()}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
      endElementProps={{ pe: '1' }}
    >
      <Input
        ref={ref}
        id={id}
        {...input}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
    </InputGroup>
  );
});
