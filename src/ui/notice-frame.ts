import type { BoxProps } from '@chakra-ui/react';

/**
 * The frame of a message boxed in the page (a problem, a confirmation, a notice): a coloured
 * edge on a tinted ground, with a focus ring for when the page moves focus to it. Each kind
 * adds its own `bg` and `borderColor`.
 */
export const noticeFrame = {
  color: 'fg',
  borderWidth: '1px',
  borderInlineStartWidth: '4px',
  borderRadius: 'l2',
  px: '4',
  py: '3',
  outline: 'none',
  _focusVisible: { layerStyle: 'focusRing' },
} satisfies BoxProps;
