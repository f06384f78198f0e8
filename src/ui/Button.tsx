import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

export type ButtonLook = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends Omit<ChakraButtonProps, 'variant' | 'colorPalette'> {
  look?: ButtonLook;
  loading?: boolean;
  /** Shown beside the spinner while loading; defaults to the button's own label. */
  loadingText?: string;
}

// Palettes are defined in system.ts, whose test measures every text/background pair used here.
const looks: Record<ButtonLook, ChakraButtonProps> = {
  primary: { variant: 'solid', colorPalette: 'brand' },
  secondary: { variant: 'outline', colorPalette: 'brand', borderColor: 'brand.solid' },
  ghost: { variant: 'ghost', colorPalette: 'gray' },
  danger: { variant: 'solid', colorPalette: 'danger' },
  link: { variant: 'plain', colorPalette: 'brand', color: 'brand.fg', textDecoration: 'underline', px: 0, height: 'auto' },
};

/**
 * The app's button. While loading it is disabled (so a second click cannot send
 * the request twice) and aria-busy. The label stays visible beside the spinner:
 * Chakra's label-less spinner hides the text with visibility:hidden, which also
 * strips the button's accessible name.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { look = 'primary', loading = false, loadingText, disabled, children, ...rest },
  ref,
) {
  return (
    <ChakraButton
      ref={ref}
      {...looks[look]}
      data-look={look}
      loading={loading}
      loadingText={loadingText ?? children}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </ChakraButton>
  );
});
