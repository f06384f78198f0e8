import { Box, Flex, HStack, Link as ChakraLink, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { Button } from '@/ui/Button';
import { LanguageSwitcher } from './LanguageSwitcher';
import { BrandMark } from './BrandMark';
import { sectionsFor } from './workspace-sections';
import { WorkspaceSectionLink } from './WorkspaceSectionLink';
import { MessagesLink, UnreadBadge } from './MessagesLink';
import { talksInMessages, useUnreadMessages } from './unread-messages';

const MENU_ID = 'site-menu';

/** Three bars, drawn: no icon library in the first load. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The signed-in pages' sections inside the phone menu (from `md` up they are the
 * dashboard's own row under the header, DashboardLayout).
 */
function WorkspaceMenuNav() {
  const { user } = useSession();
  return (
    <Box as="nav" aria-label={m.dash_nav_label()} hideFrom="md" borderBottomWidth="1px" pb="3">
      <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="1">
        {sectionsFor(user?.role).map((section) => (
          <li key={section.to}>
            <WorkspaceSectionLink section={section} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A signed-in person's header on a phone: the brand and a Menu button, which
 * discloses the sections, the main links, the language and signing out below it.
 * The button says whether the menu is open (aria-expanded) and which it controls;
 * opening moves the focus to the menu's first link, Escape closes it and gives the
 * focus back to the button, and the menu follows the button in the tab order. From
 * `md` up the same links stand in one row and the button is gone.
 */
function CollapsibleMenu({ unread, children }: { unread: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Following a link closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button, select')?.focus();
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <Button
        ref={button}
        look="secondary"
        size="sm"
        hideFrom="md"
        ms="auto"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={closeOnEscape}
      >
        <MenuIcon open={open} />
        {m.shell_menu()}
        {/* The header's unread count stays in sight while the menu that holds the Messages link is closed. */}
        {unread > 0 && (
          <>
            <UnreadBadge count={unread} />
            <VisuallyHidden>{m.shell_menu_unread({ count: unread })}</VisuallyHidden>
          </>
        )}
      </Button>
      <Box
        id={MENU_ID}
        ref={panel}
        onKeyDown={closeOnEscape}
        // A column under the brand on a phone; from md up the box steps aside (display: contents)
        // and its navigation and actions are the header row's own items.
        display={{ base: open ? 'flex' : 'none', md: 'contents' }}
        flexDirection="column"
        alignItems="stretch"
        gap="3"
        w="full"
        borderTopWidth={{ base: '1px', md: '0' }}
        pt={{ base: '3', md: '0' }}
      >
        <WorkspaceMenuNav />
        {children}
      </Box>
    </>
  );
}

/** A list item shown from `md` up only. */
function WideOnlyItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" hideBelow="md">
      {children}
    </Box>
  );
}

export function SiteHeader() {
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  // While the session is restoring nobody is known yet: no link that might vanish a moment later.
  const visitor = status === 'anonymous';
  const seeksWork = visitor || (signedIn && user?.role === 'candidate');
  const hires = visitor || (signedIn && user?.role === 'employer');
  // In the phone menu the candidate's sections already lead to the job board.
  const jobsInSections = signedIn && sectionsFor(user?.role).some((section) => section.to === '/jobs');
  const JobsItem = jobsInSections ? WideOnlyItem : 'li';
  const talks = signedIn && talksInMessages(user?.role);
  const unread = useUnreadMessages(talks);
  // A signed-in person's links stand in a column inside the phone menu; a visitor's header is the
  // prerendered public one, kept as it is (decision 011).
  const inMenu = signedIn
    ? { direction: { base: 'column', md: 'row' } as const, align: { base: 'stretch', md: 'center' } as const, gap: { base: '1', md: '4' } }
    : { gap: '4' };
  const navLinks = (
    <Box as="nav" aria-label={m.shell_main_nav()} flex="1">
      <HStack as="ul" listStyleType="none" justify="flex-end" wrap="wrap" {...inMenu}>
        {seeksWork && (
          <JobsItem>
            <ChakraLink asChild py={signedIn ? { base: '1', md: '0' } : undefined}>
              <Link to="/jobs">{m.ui_nav_find_jobs()}</Link>
            </ChakraLink>
          </JobsItem>
        )}
        {hires && (
          <li>
            <ChakraLink asChild py={signedIn ? { base: '1', md: '0' } : undefined}>
              <Link to="/hire-staff">{m.ui_nav_hire_staff()}</Link>
            </ChakraLink>
          </li>
        )}
        {/* For everyone, and so also on a page prerendered before anyone is known. */}
        <li>
          <ChakraLink asChild py={signedIn ? { base: '1', md: '0' } : undefined}>
            <Link to="/pricing">{m.shell_nav_pricing()}</Link>
          </ChakraLink>
        </li>
        {signedIn ? (
          <>
            <li>
              <ChakraLink asChild py={{ base: '1', md: '0' }}>
                <Link to="/dashboard">{m.shell_nav_dashboard()}</Link>
              </ChakraLink>
            </li>
            {talks && (
              <li>
                <MessagesLink unread={unread} />
              </li>
            )}
            <li>
              <ChakraLink asChild py={{ base: '1', md: '0' }}>
                <Link to="/settings">{m.shell_nav_settings()}</Link>
              </ChakraLink>
            </li>
          </>
        ) : (
          <li>
            <ChakraLink asChild>
              <Link to="/login">{m.shell_nav_sign_in()}</Link>
            </ChakraLink>
          </li>
        )}
      </HStack>
    </Box>
  );
  const actions = (
    <HStack gap="3" justify={signedIn ? { base: 'space-between', md: 'flex-start' } : undefined}>
      <LanguageSwitcher />
      {signedIn ? (
        <Button
          look="secondary"
          size="sm"
          onClick={() => {
            signOut();
            navigate('/');
          }}
        >
          {m.shell_sign_out({ name: user?.call_me_by ?? user?.firstname ?? '' })}
        </Button>
      ) : (
        status !== 'restoring' && (
          <Button look="primary" size="sm" asChild>
            <Link to="/signup">{m.shell_nav_sign_up()}</Link>
          </Button>
        )
      )}
    </HStack>
  );
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Flex maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="3" align="center" gap={signedIn ? { base: '3', md: '4' } : '4'} wrap="wrap">
        <ChakraLink asChild fontWeight="bold" fontSize="lg" color="fg" _hover={{ textDecoration: 'none' }}>
          <Link to="/" aria-label={m.shell_home_link()}>
            <BrandMark />
            <Text as="span">{m.app_name()}</Text>
          </Link>
        </ChakraLink>
        {signedIn ? (
          <CollapsibleMenu unread={unread}>
            {navLinks}
            {actions}
          </CollapsibleMenu>
        ) : (
          <>
            {navLinks}
            {actions}
          </>
        )}
      </Flex>
    </Box>
  );
}
