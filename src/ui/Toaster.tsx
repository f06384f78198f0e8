import { Box, Toaster as ChakraToaster, Portal, Stack, Toast, VisuallyHidden } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { getLocale } from '@/generated/paraglide/runtime.js';
import { formatDateTime } from '@/shared/format';
import { StatusIcon } from './StatusIcon';
import { statusLabel } from './statusLabel';
import { toaster, type ToastMeta } from './toaster';

const iconColour: Record<ToastMeta['kind'], string> = {
  success: 'fg.success',
  error: 'fg.error',
  warning: 'fg.warning',
  notice: 'brand.fg',
  notification: 'brand.fg',
};

/** Mount once (AppUiProvider does): renders every toast raised with notify(). */
const NotificationTime = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at, getLocale())}</time>;

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={m.ui_notifications_region()}>
        {(toast) => {
          const meta = toast.meta as ToastMeta | undefined;
          const kind = meta?.kind ?? 'notice';
          return (
            <Toast.Root width={{ md: 'sm' }} data-kind={kind}>
              <Box color={iconColour[kind]} flexShrink={0} mt="0.5">
                <StatusIcon kind={kind} />
              </Box>
              <Stack gap="1" flex="1" maxWidth="100%">
                <Toast.Title>
                  <VisuallyHidden>{statusLabel(kind)}: </VisuallyHidden>
                  {toast.title}
                </Toast.Title>
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
                {kind === 'notification' && meta ? (
                  <Box as="span" textStyle="xs" color="fg.muted">
                    <NotificationTime at={new Date(meta.createdAt).toISOString()} />
                  </Box>
                ) : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger aria-label={m.ui_dismiss_notification()} /> : null}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
