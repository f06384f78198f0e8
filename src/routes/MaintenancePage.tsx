import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { ErrorNotice } from './ErrorPage';

/**
 * Shown when a page fails to render, with the first client's words. It replaces the whole layout,
 * so it brings its own main landmark; plain anchors, since a full page load is the surest
 * way out of a broken client state.
 */
export function MaintenancePage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
    document.title = m.shell_maintenance_title();
  }, [error]);
  return (
    <Box as="main" id="main">
      <ErrorNotice title={m.shell_maintenance_message()} body={m.shell_maintenance_hint()} plainLinks />
    </Box>
  );
}
