import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { MaintenancePage } from './MaintenancePage';
import { AnonymousOnly, RequireAuth } from './guards';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('@/features/home/HomePage'));
const LanguagePage = lazyPage(() => import('@/features/language/LanguagePage'));
const LoginPage = lazyPage(() => import('@/features/auth/LoginPage'));
const CheckInboxPage = lazyPage(() => import('@/features/auth/CheckInboxPage'));
const VerifyEmailPage = lazyPage(() => import('@/features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/ResetPasswordPage'));
const SignupChooserPage = lazyPage(() => import('@/features/registration/SignupChooserPage'));
const SignupPage = lazyPage(() => import('@/features/registration/SignupPage'));
const DashboardPage = lazyPage(() => import('@/features/dashboard/DashboardPage'));
const SettingsPage = lazyPage(() => import('@/features/account/SettingsPage'));
const SecuritySettingsPage = lazyPage(() => import('@/features/account/SecuritySettingsPage'));
const MailboxPage = lazyPage(() => import('@/features/dev-mailbox/MailboxPage'));
const HelpPage = lazyPage(() => import('@/features/help/HelpPage'));
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

const anonymousOnly = (element: React.ReactNode) => <AnonymousOnly>{element}</AnonymousOnly>;
const signedIn = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;

/** Every route of the app, public and protected; later features add theirs here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <MaintenancePage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/language', element: <LanguagePage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/login', element: anonymousOnly(<LoginPage />) },
      { path: '/signup', element: anonymousOnly(<SignupChooserPage />) },
      { path: '/signup/:userType', element: anonymousOnly(<SignupPage />) },
      { path: '/verify-email', element: <CheckInboxPage /> },
      { path: '/verify-email/:id', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/dev/mailbox', element: <MailboxPage /> },
      { path: '/dashboard', element: signedIn(<DashboardPage />) },
      { path: '/settings', element: signedIn(<SettingsPage />) },
      { path: '/settings/security', element: signedIn(<SecuritySettingsPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
