import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { MainActor, MessageActor, useLocale } from '@/app-state/app-actors';
import { KeepTimeZoneOnAccount } from '@/app-state/keep-time-zone';
import { AlertBanner } from '@/ui/AlertBanner';
import { GlobalSpinner } from '@/ui/GlobalSpinner';
import { DrawerProvider } from '@/ui/DrawerProvider';
import { SiteHeader } from './shell/SiteHeader';
import { SiteFooter } from './shell/SiteFooter';
import { AppFooter } from './shell/AppFooter';
import { SkipLink } from './shell/SkipLink';
import { ScrollToTop } from './shell/ScrollToTop';
import type { RouteHandle } from './route-handle';
import { useRouteHandles } from './route-matches';

function MessageBanner() {
  const shown = MessageActor.useSelector((s) => s.matches('shown'));
  const { message, type } = MessageActor.useSelector((s) => s.context);
  const ref = MessageActor.useActorRef();
  if (!shown) return null;
  return <AlertBanner message={message} type={type} onClose={() => ref.send({ type: 'DISMISS' })} />;
}


const isAppPage = (handle: RouteHandle | undefined) => Boolean(handle?.appPage);

export function RootLayout() {
  const locale = useLocale();
  const showLoadingPage = MainActor.useSelector((s) => s.context.showLoadingPage);
  const appPage = useRouteHandles().some(isAppPage);
  return (
    <DrawerProvider>
      <Flex direction="column" minH="100vh" bg="bg">
        <SkipLink />
        <ScrollToTop />
        <SiteHeader />
        {/* Keyed by language so every page re-renders its messages when the language changes. */}
        <Box as="main" id="main" flex="1" tabIndex={-1} key={locale} outline="none">
          <Outlet />
        </Box>
        {appPage ? <AppFooter /> : <SiteFooter />}
        <MessageBanner />
        <GlobalSpinner show={showLoadingPage} />
        <KeepTimeZoneOnAccount />
      </Flex>
    </DrawerProvider>
  );
}
