import { Box, CloseButton, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { StatusIcon } from './StatusIcon';
import { statusLabel } from './status-label';

export type AlertBannerType = 'success' | 'error' | 'info';

export interface AlertBannerProps {
  /** An empty message renders nothing, so the message machine can clear it by value. */
  message: string;
  type: AlertBannerType;
  onClose: () => void;
}

const tone: Record<AlertBannerType, { bg: string; border: string; icon: string }> = {
  success: { bg: 'bg.success', border: 'green.700', icon: 'fg.success' },
  error: { bg: 'bg.error', border: 'red.700', icon: 'fg.error' },
  info: { bg: 'brand.subtle', border: 'brand.700', icon: 'brand.fg' },
};

/**
 * The global message banner. Errors interrupt (role=alert); success and info
 * wait for a pause in speech (role=status) so they do not cut the user off.
 */
export function AlertBanner({ message, type, onClose }: AlertBannerProps) {
  if (!message) return null;
  const colours = tone[type];
  return (
    <Box
      role={type === 'error' ? 'alert' : 'status'}
      data-type={type}
      position="fixed"
      top="4"
      insetEnd="4"
      zIndex="toast"
      maxW={{ base: 'calc(100vw - 2rem)', md: 'md' }}
      bg={colours.bg}
      color="fg"
      borderWidth="1px"
      borderColor={colours.border}
      borderInlineStartWidth="4px"
      borderRadius="l2"
      boxShadow="lg"
      ps="4"
      pe="2"
      py="2"
    >
      <HStack gap="3" alignItems="center">
        <Box color={colours.icon} flexShrink={0}>
          <StatusIcon kind={type} />
        </Box>
        <Text flex="1" textStyle="sm">
          <VisuallyHidden>{statusLabel(type)}: </VisuallyHidden>
          {message}
        </Text>
        <CloseButton size="sm" aria-label={m.ui_close_message()} onClick={onClose} />
      </HStack>
    </Box>
  );
}
