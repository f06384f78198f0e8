import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './route-handle';
import { AnonymousOnly, RequireAuth } from './guards';
import { lazyPage } from './lazy-page';
import { DashboardLayout } from './DashboardLayout';
import { LEGAL_SLUGS } from '@/features/legal/legal-slugs';
import { MARKETING_SLUGS } from '@/features/marketing/marketing-slugs';
import { prefetchCheckout } from '@/features/checkout/prefetch';
import { prefetchDashboard } from '@/features/dashboard/prefetch';
import { prefetchStaffWork } from '@/features/staff-work/prefetch';
import { prefetchFractionalCheckout } from '@/features/fractional-checkout/prefetch';
import { prefetchFractionalHire, prefetchFractionalMonth } from '@/features/fractional-hire/prefetch';
import { prefetchEmployerJobs } from '@/features/employer-jobs/jobs-filter';
import { prefetchReport, prefetchReportComposer, prefetchWorkHome } from '@/features/my-work/prefetch';
import { verificationRoutes } from './partners/verification-routes';
import { agentRoutes } from './partners/agent-routes';
import { referralRoutes } from './partners/referral-routes';
import { bpoRoutes } from './partners/bpo-routes';
import { auditRoutes } from './partners/audit-routes';

const CheckoutPage = lazyPage(() => import('@/features/checkout/CheckoutPage'));
const FractionalCheckoutPage = lazyPage(() => import('@/features/fractional-checkout/FractionalCheckoutPage'));
const FractionalHirePage = lazyPage(() => import('@/features/fractional-hire/FractionalHirePage'));
const FractionalMonthPage = lazyPage(() => import('@/features/fractional-hire/FractionalMonthPage'));
const HireTermsPage = lazyPage(() => import('@/features/checkout/HireTermsPage'));
const HireSuccessfulPage = lazyPage(() => import('@/features/checkout/HireSuccessfulPage'));
const ClientServicesAgreementPage = lazyPage(() => import('@/features/checkout/ClientServicesAgreementPage'));
const BillingPage = lazyPage(() => import('@/features/billing/BillingPage'));
const AgentSettingsPage = lazyPage(() => import('@/features/agent-invitation/AgentSettingsPage'));
const TransactionsPage = lazyPage(() => import('@/features/billing/TransactionsPage'));
const InvoicePage = lazyPage(() => import('@/features/billing/InvoicePage'));
const HomePage = lazyPage(() => import('@/features/home/HomePage'));
const LanguagePage = lazyPage(() => import('@/features/language/LanguagePage'));
const LoginPage = lazyPage(() => import('@/features/auth/LoginPage'));
const CheckInboxPage = lazyPage(() => import('@/features/auth/CheckInboxPage'));
const VerifyEmailPage = lazyPage(() => import('@/features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/ResetPasswordPage'));
const SignupChooserPage = lazyPage(() => import('@/features/registration/SignupChooserPage'));
const SignupPage = lazyPage(() => import('@/features/registration/SignupPage'));
const SettingsPage = lazyPage(() => import('@/features/account/SettingsPage'));
const SecuritySettingsPage = lazyPage(() => import('@/features/account/SecuritySettingsPage'));
const CompanyProfilePage = lazyPage(() => import('@/features/company-profile/CompanyProfilePage'));
const EmailChangePage = lazyPage(() => import('@/features/account/EmailChangePage'));
const MailboxPage = lazyPage(() => import('@/features/dev-mailbox/MailboxPage'));
const HelpPage = lazyPage(() => import('@/features/help/HelpPage'));
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
const ProfilePage = lazyPage(() => import('@/features/profile/ProfilePage'));
const MessagesPage = lazyPage(() => import('@/features/messages/MessagesPage'));
// Public site: one component for every legal page, one for every industry.
const LegalPage = lazyPage(() => import('@/features/legal/LegalPage'));
const SolutionPage = lazyPage(() => import('@/features/solutions/SolutionPage'));
const MarketingPage = lazyPage(() => import('@/features/marketing/MarketingPage'));
const PricingPage = lazyPage(() => import('@/features/pricing/PricingPage'));
const EstimatePage = lazyPage(() => import('@/features/pricing/EstimatePage'));
const BookDemoPage = lazyPage(() => import('@/features/demo-booking/BookDemoPage'));
const GrantApplyPage = lazyPage(() => import('@/features/grant-application/GrantApplyPage'));
const AccountHelpPage = lazyPage(() => import('@/features/help/AccountHelpPage'));
const ContactPage = lazyPage(() => import('@/features/contact/ContactPage'));
const PrivacyInquiryPage = lazyPage(() => import('@/features/privacy/PrivacyInquiryPage'));
const PrivacyInquiryWithoutAccountPage = lazyPage(() => import('@/features/privacy/PrivacyInquiryWithoutAccountPage'));
const RequestPersonalDataPage = lazyPage(() => import('@/features/privacy/RequestPersonalDataPage'));
const ErrorPage = lazyPage(() => import('./ErrorPage'));
const GrantReviewPage = lazyPage(() => import('@/features/grants/GrantReviewPage'));
const ComplianceReviewPage = lazyPage(() => import('@/features/compliance-review/ComplianceReviewPage'));
const VettingReviewPage = lazyPage(() => import('@/features/vetting/VettingReviewPage'));
const OnboardingCasePage = lazyPage(() => import('@/features/compliance-review/OnboardingCasePage'));
const MessageReportsPage = lazyPage(() => import('@/features/message-reports/MessageReportsPage'));
// Onboarding for everyone: the guide for new staff (public, prerendered) and what onboarding involves.
const ResourcePage = lazyPage(() => import('@/features/onboarding-resources/ResourcePage'));
const DashboardOnboardingPage = lazyPage(() => import('@/features/onboarding-home/DashboardOnboardingPage'));
// Employer: jobs
const JobsPage = lazyPage(() => import('@/features/employer-jobs/JobsPage'));
const SelectMethodPage = lazyPage(() => import('@/features/employer-jobs/SelectMethodPage'));
const PostJobPage = lazyPage(() => import('@/features/employer-jobs/PostJobPage'));
const PostOverviewPage = lazyPage(() => import('@/features/employer-jobs/PostOverviewPage'));
const DashboardRoute = lazyPage(() => import('./composed/DashboardRoute'));
const ManageJobRoute = lazyPage(() => import('./composed/ManageJobRoute'));
// Employer: pipeline
const ApplicantsPage = lazyPage(() => import('@/features/hiring/ApplicantsPage'));
const InterviewsPage = lazyPage(() => import('@/features/hiring/InterviewsPage'));
const OffersPage = lazyPage(() => import('@/features/hiring/OffersPage'));
const StaffPage = lazyPage(() => import('@/features/hiring/StaffPage'));
const StaffWorkPage = lazyPage(() => import('@/features/staff-work/StaffWorkPage'));
const EditEmploymentPage = lazyPage(() => import('@/features/hiring/EditEmploymentPage'));
// Employer: talent
const CandidateSearchPage = lazyPage(() => import('@/features/talent/CandidateSearchPage'));
const CandidateProfilePage = lazyPage(() => import('@/features/talent/CandidateProfilePage'));
const InviteJobPage = lazyPage(() => import('@/features/talent/InviteJobPage'));
const HireStaffPage = lazyPage(() => import('@/features/talent/HireStaffPage'));
const HireRolePage = lazyPage(() => import('@/features/talent/HireRolePage'));
// Candidate
const CompliancePage = lazyPage(() => import('@/features/onboarding/CompliancePage'));
const IdentityCheckPage = lazyPage(() => import('@/features/identity-check/IdentityCheckPage'));
const VettingPage = lazyPage(() => import('@/features/vetting/VettingPage'));
const VettingCompletePage = lazyPage(() => import('@/features/vetting/VettingCompletePage'));
const AgreementPage = lazyPage(() => import('@/features/agreements/AgreementPage'));
const OnboardingPage = lazyPage(() => import('@/features/onboarding-home/OnboardingPage'));
const IntakeSurveyPage = lazyPage(() => import('@/features/intake-survey/IntakeSurveyPage'));
const JobsBoardPage = lazyPage(() => import('@/features/candidate-jobs/JobsBoardPage'));
const JobViewPage = lazyPage(() => import('@/features/candidate-jobs/JobViewPage'));
const AppliedJobsPage = lazyPage(() => import('@/features/candidate-jobs/AppliedJobsPage'));
const JobInterviewsPage = lazyPage(() => import('@/features/candidate-jobs/JobInterviewsPage'));
const JobOffersPage = lazyPage(() => import('@/features/candidate-jobs/JobOffersPage'));
const OfferDetailsPage = lazyPage(() => import('@/features/candidate-jobs/OfferDetailsPage'));
// Candidate: staff at work
const ActiveJobPage = lazyPage(() => import('@/features/my-work/ActiveJobPage'));
const ReportComposerPage = lazyPage(() => import('@/features/my-work/ReportComposerPage'));
const ReportPage = lazyPage(() => import('@/features/my-work/ReportPage'));

const anonymousOnly = (element: React.ReactNode) => <AnonymousOnly>{element}</AnonymousOnly>;
const signedIn = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>;
/** The signed-in area's pages: the short app footer instead of the public site's map. */
const appPage: RouteHandle = { appPage: true };

/**
 * Older addresses of the account settings (`/dashboard/me` for everyone, `/employer/Account` for
 * employers): the same page under one address, so bookmarks and links in old e-mails still arrive.
 */
export const accountAliases: RouteObject[] = ['/dashboard/me', '/employer/Account'].map((path) => ({
  path,
  element: <Navigate to="/settings" replace />,
}));

/** Every route of the app, public and protected; later features add theirs here. */
export const routes: RouteObject[] = [
  {
    // A page that fails to render shows MaintenancePage instead (src/routes/AppRoutes.tsx).
    element: <RootLayout />,
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
      ...LEGAL_SLUGS.map((slug) => ({ path: `/${slug}`, element: <LegalPage /> })),
      { path: '/solutions/:industry', element: <SolutionPage /> },
      ...MARKETING_SLUGS.map((slug) => ({ path: `/${slug}`, element: <MarketingPage /> })),
      { path: '/pricing', element: <PricingPage /> },
      { path: '/pricing/estimate', element: signedIn(<EstimatePage />), handle: appPage },
      { path: '/book-a-demo', element: <BookDemoPage /> },
      { path: '/grants/apply', element: <GrantApplyPage /> },
      { path: '/account/help', element: signedIn(<AccountHelpPage />), handle: appPage },
      { path: '/error', element: <ErrorPage /> },
      { path: '/admin/grant-applications', element: signedIn(<GrantReviewPage />), handle: appPage },
      { path: '/admin/compliance', element: signedIn(<ComplianceReviewPage />), handle: appPage },
      { path: '/admin/vetting', element: signedIn(<VettingReviewPage />), handle: appPage },
      { path: '/admin/onboarding/:id', element: signedIn(<OnboardingCasePage />), handle: appPage },
      { path: '/onboarding/resource', element: <ResourcePage /> },
      // Open to visitors, so outside the signed-in dashboard layout that '/dashboard' itself uses.
      { path: '/dashboard/onboarding', element: <DashboardOnboardingPage /> },
      { path: '/contact-us', element: <ContactPage /> },
      { path: '/Privacy-Inquiry', element: <PrivacyInquiryPage /> },
      { path: '/Privacy-Inquiry-Without-Account', element: <PrivacyInquiryWithoutAccountPage /> },
      { path: '/Request-Personal-Data', element: <RequestPersonalDataPage /> },
      { path: '/jobs', element: <JobsBoardPage /> },
      { path: '/Candidate/JobView', element: <JobViewPage /> },
      { path: '/hire-staff', element: <HireStaffPage /> },
      { path: '/candidate/:id', element: <CandidateProfilePage /> },
      { path: '/InviteJob', element: <InviteJobPage /> },
      { path: '/PostOverview', element: <PostOverviewPage /> },
      {
        // Signed-in pages of the hiring pipeline share the section navigation of the user's role.
        element: signedIn(<DashboardLayout />),
        handle: appPage,
        children: [
          { path: '/dashboard', element: <DashboardRoute />, handle: { prefetch: ({ role }) => prefetchDashboard(role) } satisfies RouteHandle },
          {
            path: '/dashboard/activity/jobs',
            element: <JobsPage />,
            handle: {
              prefetch: ({ role, search }) => {
                if (role === 'employer') prefetchEmployerJobs(search);
              },
            } satisfies RouteHandle,
          },
          { path: '/dashboard/activity/jobs/select-method', element: <SelectMethodPage /> },
          { path: '/dashboard/activity/jobs/post-job', element: <PostJobPage /> },
          { path: '/dashboard/activity/jobs/:id', element: <ManageJobRoute /> },
          { path: '/dashboard/activity/job-applications', element: <ApplicantsPage /> },
          { path: '/dashboard/activity/interviews', element: <InterviewsPage /> },
          { path: '/dashboard/activity/offers', element: <OffersPage /> },
          { path: '/dashboard/activity/staffs', element: <StaffPage /> },
          {
            path: '/dashboard/activity/staffs/:id',
            element: <StaffWorkPage />,
            handle: {
              prefetch: ({ role, params, search }) => {
                if (role === 'employer') prefetchStaffWork(params.id, search);
              },
            } satisfies RouteHandle,
          },
          {
            path: '/dashboard/activity/fractional-hire',
            element: <FractionalHirePage />,
            handle: {
              prefetch: ({ role }) => {
                if (role === 'employer') prefetchFractionalHire();
              },
            } satisfies RouteHandle,
          },
          {
            path: '/dashboard/activity/fractional-hire/:id/month',
            element: <FractionalMonthPage />,
            handle: {
              prefetch: ({ role, params, search }) => {
                if (role === 'employer') prefetchFractionalMonth(params.id, search);
              },
            } satisfies RouteHandle,
          },
          { path: '/EditEmployment', element: <EditEmploymentPage /> },
          { path: '/employer/search', element: <CandidateSearchPage /> },
          { path: '/Employer/CandidateProfileView', element: <CandidateProfilePage /> },
          { path: '/hire-staff/:id', element: <HireRolePage /> },
          {
            path: '/hire-staff/checkout',
            element: <CheckoutPage />,
            handle: {
              prefetch: ({ role }) => {
                if (role === 'employer') prefetchCheckout();
              },
            } satisfies RouteHandle,
          },
          {
            path: '/hire/fractional/:id',
            element: <FractionalCheckoutPage />,
            handle: {
              prefetch: ({ role, params }) => {
                if (role === 'employer') prefetchFractionalCheckout(params.id);
              },
            } satisfies RouteHandle,
          },
          { path: '/hire-staff/hire-terms', element: <HireTermsPage /> },
          { path: '/hire-staff/hire-successful', element: <HireSuccessfulPage /> },
          { path: '/client-services-agreement', element: <ClientServicesAgreementPage /> },
          { path: '/dashboard/candidate/applied-jobs', element: <AppliedJobsPage /> },
          { path: '/dashboard/candidate/job-interviews', element: <JobInterviewsPage /> },
          { path: '/dashboard/candidate/job-offers', element: <JobOffersPage /> },
          { path: '/offer-details/:jobId', element: <OfferDetailsPage /> },
          {
            path: '/Candidate/ActiveJob',
            element: <ActiveJobPage />,
            handle: {
              prefetch: ({ role }) => {
                if (role === 'candidate') prefetchWorkHome();
              },
            } satisfies RouteHandle,
          },
          // Ranked above the public '/candidate/:id' (a candidate's profile), which used to take this address.
          { path: '/onboarding', element: <OnboardingPage /> },
          { path: '/candidate/compliance', element: <CompliancePage /> },
          { path: '/candidate/kyc', element: <IdentityCheckPage /> },
          { path: '/candidate/vetting', element: <VettingPage /> },
          { path: '/vetting-complete', element: <VettingCompletePage /> },
          { path: '/candidate/agreements/:kind', element: <AgreementPage /> },
          { path: '/candidate/intake/survey', element: <IntakeSurveyPage /> },
          {
            // Ranked above the public '/candidate/:id' (a candidate's profile), which used to take this address.
            path: '/candidate/create-eod-report',
            element: <ReportComposerPage />,
            handle: {
              prefetch: ({ role }) => {
                if (role === 'candidate') prefetchReportComposer();
              },
            } satisfies RouteHandle,
          },
          {
            path: '/candidate/report/:id',
            element: <ReportPage />,
            handle: {
              prefetch: ({ role, params }) => {
                if (role === 'candidate') prefetchReport(params.id);
              },
            } satisfies RouteHandle,
          },
          { path: '/profile', element: <ProfilePage /> },
          // The unread-message mail links to /messages/<id>: routes match without regard to case.
          { path: '/Messages', element: <MessagesPage /> },
          { path: '/Messages/:conversationId', element: <MessagesPage /> },
          // Partners (issue 18): each area's pages in its own file under ./partners.
          ...verificationRoutes,
          ...agentRoutes,
          ...referralRoutes,
          ...bpoRoutes,
          ...auditRoutes,
          { path: '/admin/message-reports', element: <MessageReportsPage /> },
        ],
      },
      { path: '/settings', element: signedIn(<SettingsPage />), handle: appPage },
      ...accountAliases,
      { path: '/settings/security', element: signedIn(<SecuritySettingsPage />), handle: appPage },
      { path: '/settings/company', element: signedIn(<CompanyProfilePage />), handle: appPage },
      { path: '/settings/email-change/:token', element: signedIn(<EmailChangePage />), handle: appPage },
      { path: '/settings/billing', element: signedIn(<BillingPage />), handle: appPage },
      { path: '/settings/billing/transactions', element: signedIn(<TransactionsPage />), handle: appPage },
      { path: '/settings/billing/invoices/:id', element: signedIn(<InvoicePage />), handle: appPage },
      { path: '/settings/partners', element: signedIn(<AgentSettingsPage />), handle: appPage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
