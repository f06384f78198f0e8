import { CloseButton, Drawer as ChakraDrawer, HStack, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from './Button';
import { DrawerTopLink } from './DrawerTopLink';
import type { DrawerContentOptions, DrawerSize } from './drawer-types';
import { getPortalRoot } from './portal-root';

// The first client's md:w-90, w-1/3, w-1/2, w-3/4, from the md breakpoint up.
const width: Record<DrawerSize, string> = {
  sm: '22.5rem',
  md: '33.3333%',
  lg: '50%',
  xl: '75%',
};

export interface DrawerProps extends DrawerContentOptions {
  open: boolean;
  /** Called for Esc, a click outside, the close control and Cancel. */
  onClose: () => void;
  children?: ReactNode;
}

/**
 * A right-side panel. Chakra's dialog machinery traps focus, closes on Esc and
 * on a click outside, and locks page scroll while it is open.
 */
export function Drawer({
  open, onClose, title, size = 'md', topLink, children,
  showCancel, cancelLabel, onCancel,
  showAction, actionLabel, onAction, actionLoading = false, actionDisabled,
}: DrawerProps) {
  // Resolved on first render, open or not, so a page without the root fails at start, not on first use
  // (not while a page is prerendered, where there is no document and the drawer is closed).
  const [container] = useState(() => ({ current: typeof document === 'undefined' ? null : getPortalRoot() }));
  const hasCancel = showCancel || onCancel !== undefined;
  const hasAction = showAction || onAction !== undefined;

  return (
    <ChakraDrawer.Root
      open={open}
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      placement="end"
      lazyMount
      unmountOnExit
    >
      <Portal container={container}>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner>
          <ChakraDrawer.Content w={{ base: '100%', md: width[size] }} maxW="100%" data-size={size}>
            <ChakraDrawer.Header flexDirection="column" alignItems="stretch" pe="14">
              {topLink ? <DrawerTopLink {...topLink} onFollow={onClose} /> : null}
              <ChakraDrawer.Title>{title}</ChakraDrawer.Title>
            </ChakraDrawer.Header>
            <ChakraDrawer.Body>{children}</ChakraDrawer.Body>
            {hasCancel || hasAction ? (
              <ChakraDrawer.Footer>
                <HStack gap="3">
                  {hasCancel ? (
                    <Button look="secondary" onClick={() => { onCancel?.(); onClose(); }}>
                      {cancelLabel ?? m.ui_cancel()}
                    </Button>
                  ) : null}
                  {hasAction ? (
                    <Button look="primary" onClick={onAction} loading={actionLoading} disabled={actionDisabled}>
                      {actionLabel ?? m.ui_action()}
                    </Button>
                  ) : null}
                </HStack>
              </ChakraDrawer.Footer>
            ) : null}
            <ChakraDrawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m.ui_close_panel()} />
            </ChakraDrawer.CloseTrigger>
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    </ChakraDrawer.Root>
  );
}
