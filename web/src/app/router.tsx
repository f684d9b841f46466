import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { loadNamespaces, type Namespace } from '../shared/i18n/i18n';
import { FullPageLoader, InlineLoader } from '../shared/ui/FullPageLoader';
import { useAppStatus, useSuccessKind } from '../shared/session/session-context';
import type { ProfileView } from '../shared/session/profile';
import type { AppStatus } from '../shared/session/session';
import { AppErrorBoundary } from './CrashScreen';
import { isKnownPath, PLACEHOLDER_ROUTES, STATUS_HOME } from './routes';

// One lazy chunk per area keeps the first load to the app core (router, machine, i18n, loader).
// Each screen's translation namespaces load with its chunk (`withTexts`): the lazy component
// resolves only when both are in, so a screen never renders raw keys, and the first load fetches
// only the namespaces of the screen it shows. The lists are generous: a missing one would show keys.

/** The chunk of a screen once its namespaces (of the current language) are loaded too. */
function withTexts<T>(namespaces: readonly Namespace[], chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadNamespaces(namespaces)]).then(([module]) => module);
}

/** What either shell's header, menu, company switcher and notifications say. */
const SHELL_TEXTS = ['shell', 'settings', 'companySetup', 'members', 'vacancies'] as const satisfies readonly Namespace[];
// The main shell's bell lists the approval requests of the positions area (a feature never imports another).
const MainShell = lazy(() =>
  Promise.all([import('../features/shell'), import('../features/positions/approval/RequestsButton'), loadNamespaces(SHELL_TEXTS)]).then(([shell, positions]) => ({
    default: () => <shell.MainShell notifications={<positions.ApprovalRequestsButton />} />,
  })),
);
// The verifier's shell carries the back office's header search and notifications (a feature never imports another).
const VerifierShell = lazy(() =>
  Promise.all([import('../features/shell'), import('../features/back-office'), loadNamespaces([...SHELL_TEXTS, 'back-office'])]).then(([shell, office]) => ({
    default: () => <shell.VerifierShell search={<office.CompanyQuickSearch />} notifications={<office.NotificationsButton />} />,
  })),
);
const BackOffice = lazy(() => withTexts(['back-office', 'back-office-viewer'], import('../features/back-office')).then((m) => ({ default: m.BackOffice })));
const HomePage = lazy(() => withTexts(['home', 'companies', 'vacancies'], import('../features/home/HomePage')).then((m) => ({ default: m.HomePage })));
const loadProfileTab = () => withTexts(['settings', 'onboarding', 'auth'], import('../features/profile/edit/ProfileTab'));
const ProfileTab = lazy(() => loadProfileTab().then((m) => ({ default: m.ProfileTab })));
// The profile tab's chunk is asked for with the settings page's, not after it renders.
const SettingsPage = lazy(() => {
  void loadProfileTab();
  return withTexts(['settings', 'companies', 'companies-list', 'companySetup', 'members', 'onboarding', 'auth'], import('../features/settings/SettingsPage')).then((m) => ({ default: m.SettingsPage }));
});
const PlaceholderPage = lazy(() => withTexts(['shell'], import('../features/placeholders/PlaceholderPage')).then((m) => ({ default: m.PlaceholderPage })));
const AuthPage = lazy(() => withTexts(['auth'], import('../features/auth/AuthPage')).then((m) => ({ default: m.AuthPage })));
const OnboardingPage = lazy(() => withTexts(['onboarding', 'auth', 'companySetup', 'companies'], import('../features/onboarding/OnboardingPage')).then((m) => ({ default: m.OnboardingPage })));
const ForgotPage = lazy(() => withTexts(['auth', 'settings'], import('../features/auth/ForgotPage')).then((m) => ({ default: m.ForgotPage })));
const ForgotByPhonePage = lazy(() => withTexts(['auth', 'settings'], import('../features/auth/ForgotByPhonePage')).then((m) => ({ default: m.ForgotByPhonePage })));
const RecoveryPasswordPage = lazy(() => withTexts(['auth', 'settings'], import('../features/auth/RecoveryPasswordPage')).then((m) => ({ default: m.RecoveryPasswordPage })));
const ConfirmEmailPage = lazy(() => withTexts(['auth', 'settings'], import('../features/auth/ConfirmEmailPage')).then((m) => ({ default: m.ConfirmEmailPage })));
const ProfileFlow = lazy(() => withTexts(['auth', 'onboarding', 'settings'], import('../features/profile/create/ProfileFlow')).then((m) => ({ default: m.ProfileFlow })));
const ProfileCreatePage = lazy(() => withTexts(['auth', 'onboarding', 'settings'], import('../features/profile/create/ProfileCreatePage')).then((m) => ({ default: m.ProfileCreatePage })));
const ConfirmPhonePage = lazy(() => withTexts(['auth', 'onboarding', 'settings'], import('../features/profile/create/ConfirmPhonePage')).then((m) => ({ default: m.ConfirmPhonePage })));
const CompanyTransferPage = lazy(() => withTexts(['companies', 'companies-list', 'companySetup', 'members', 'auth'], import('../features/companies/list/CompanyTransferPage')).then((m) => ({ default: m.CompanyTransferPage })));
const CompaniesPage = lazy(() => withTexts(['companies', 'companies-list', 'companySetup', 'members'], import('../features/companies/list/CompaniesPage')).then((m) => ({ default: m.CompaniesPage })));
const CompanyCreatePage = lazy(() => withTexts(['companies', 'companySetup', 'onboarding'], import('../features/companies/create/CompanyCreatePage')).then((m) => ({ default: m.CompanyCreatePage })));
const CompanySettingsPage = lazy(() => withTexts(['companies', 'companySetup', 'members'], import('../features/companies/settings/CompanySettingsPage')).then((m) => ({ default: m.CompanySettingsPage })));
const VerificationPage = lazy(() => withTexts(['companies', 'companySetup', 'onboarding'], import('../features/companies/verification/VerificationPage')).then((m) => ({ default: m.VerificationPage })));
const SubmittedScreen = lazy(() => withTexts(['companies', 'companySetup', 'onboarding'], import('../features/companies/verification/SubmittedScreen')).then((m) => ({ default: m.SubmittedScreen })));
const AddDeputyPage = lazy(() => withTexts(['companies', 'companySetup', 'members'], import('../features/companies/members/AddDeputyPage')).then((m) => ({ default: m.AddDeputyPage })));
const CompanyUsersPage = lazy(() => withTexts(['companies', 'companySetup', 'members'], import('../features/companies/members/CompanyUsersPage')).then((m) => ({ default: m.CompanyUsersPage })));
const InvitationPage = lazy(() => withTexts(['companies', 'companySetup', 'members', 'auth'], import('../features/companies/members/InvitationPage')).then((m) => ({ default: m.InvitationPage })));
const CompanyProfilePage = lazy(() => withTexts(['company-profile', 'companies', 'positions', 'positions-short', 'vacancies'], import('../features/company-profile/CompanyProfilePage')).then((m) => ({ default: m.CompanyProfilePage })));
const PositionWizard = lazy(() => withTexts(['positions', 'positions-short', 'vacancies'], import('../features/positions/wizard/PositionWizard')).then((m) => ({ default: m.PositionWizard })));
// The short wizard follows the ten steps (features/positions/short).
const ShortWizard = lazy(() => withTexts(['positions', 'positions-short', 'vacancies'], import('../features/positions/short/ShortWizard')).then((m) => ({ default: m.ShortWizard })));
const NotFoundPage = lazy(() => withTexts(['errors'], import('../features/errors/NotFoundPage')).then((m) => ({ default: m.NotFoundPage })));
const FileViewerPage = lazy(() => withTexts(['back-office', 'back-office-viewer'], import('../features/back-office/viewer/FileViewerPage')).then((m) => ({ default: m.FileViewerPage })));
const VacancyListPage = lazy(() => withTexts(['vacancies', 'positions', 'positions-short'], import('../features/positions/list/VacancyListPage')).then((m) => ({ default: m.VacancyListPage })));
const ApprovalPage = lazy(() => withTexts(['vacancies', 'positions', 'positions-short', 'auth'], import('../features/positions/approval/ApprovalPage')).then((m) => ({ default: m.ApprovalPage })));
const RequestsPage = lazy(() => withTexts(['vacancies', 'positions', 'positions-short'], import('../features/positions/approval/RequestsPage')).then((m) => ({ default: m.RequestsPage })));
const DevMessagesPage = lazy(() => withTexts(['dev'], import('../features/dev/DevMessagesPage')).then((m) => ({ default: m.DevMessagesPage })));

/** Settings hosts the tabs; the personal profile's tab comes from the profile area. */
const profileTab = (profile: ProfileView) => <ProfileTab profile={profile} />;

const PLACEHOLDER_LABELS = {
  testing: 'testing',
  personne: 'personnel',
  'staff-adaptation': 'adaptation',
  'staff-assessment': 'assessment',
  performers: 'performers',
  culture: 'culture',
  'hr-administration': 'hrAdministration',
  'staff-traning': 'training',
  'hr-analyrics': 'analytics',
  surveys: 'surveys',
  'my-company': 'myCompany',
  'my-calendar': 'myCalendar',
  tasks: 'tasks',
} as const satisfies Record<(typeof PLACEHOLDER_ROUTES)[number], string>;

/** A path no page of the current status answers: known elsewhere → this status's home; else 404. */
function Elsewhere({ status }: { status: AppStatus }) {
  const { pathname } = useLocation();
  return isKnownPath(pathname) ? <Navigate to={STATUS_HOME[status]} replace /> : <NotFoundPage />;
}

function statusRoutes(status: AppStatus): ReactNode {
  switch (status) {
    case 'loading':
      return <Route path="*" element={<FullPageLoader />} />;
    case 'auth':
      return (
        <>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/forgot" element={<ForgotPage />} />
          <Route path="/forgot-by-phone" element={<ForgotByPhonePage />} />
          <Route path="/recovery-password" element={<RecoveryPasswordPage />} />
        </>
      );
    case 'main':
    // A signed-in user without a company lands on /companies (spec 000, §4) but keeps the account
    // side (home, settings, menu): until companies exist that is everything such a user can use.
    case 'companies-profile':
      return (
        <Route element={<MainShell />}>
          <Route index element={<HomePage />} />
          {PLACEHOLDER_ROUTES.map((route) => (
            <Route key={route} path={route} element={<PlaceholderPage label={PLACEHOLDER_LABELS[route]} />} />
          ))}
          <Route path="settings" element={<Navigate to="/settings/myCompanies" replace />} />
          <Route path="settings/:tab" element={<SettingsPage profileTab={profileTab} />} />
          <Route path="companies/:sort?" element={<CompaniesPage />} />
          <Route path="add-deputy" element={<AddDeputyPage />} />
          <Route path="company-users/:companyId?" element={<CompanyUsersPage />} />
          <Route path="company-settings" element={<CompanySettingsPage />} />
          <Route path="add-vacancy" element={<CompanyProfilePage positionStage={(stage) => <PositionStage {...stage} />} />} />
          <Route path="vacancies" element={<VacancyListPage />} />
          <Route path="vacancy-approvals" element={<RequestsPage />} />
          <Route path="vacancy-approval/:companyId/:vacancyId" element={<ApprovalPage />} />
        </Route>
      );
    case 'verifier':
      return (
        <Route element={<VerifierShell />}>
          <Route path="lc-companies/*" element={<BackOffice notFound={<NotFoundPage />} />} />
          <Route path="lc-settings/:tab?" element={<SettingsPage verifier profileTab={profileTab} />} />
        </Route>
      );
    case 'profile-create':
      // One flow for both pages, so the typed profile survives the trip to the SMS code and back.
      return (
        <Route element={<ProfileFlow />}>
          <Route path="/profile-create" element={<ProfileCreatePage />} />
          <Route path="/confirm-phone" element={<ConfirmPhonePage />} />
        </Route>
      );
    case 'company-create':
      return <Route path="/company-create" element={<CompanyCreatePage />} />;
    case 'company-registration':
      return <Route path="/company-registration" element={<OnboardingPage status={status} />} />;
    case 'company-verification':
      return <Route path="/company-create/verification" element={<VerificationPage />} />;
    case 'success':
      // A success screen answers wherever the flow that produced it happened to be.
      return <Route path="*" element={<SuccessScreen />} />;
  }
}

/** Which flow's success screen the app's `success` status shows. */
function SuccessScreen() {
  const kind = useSuccessKind();
  return kind === 'company-verification' ? <SubmittedScreen /> : <OnboardingPage status="success" />;
}

/** The application status decides which pages exist; the URL picks one of them. */
function StatusRoutes() {
  const status = useAppStatus();
  return (
    <Routes>
      {/* Development tool, usable in every status (tests read codes there before signing in). */}
      <Route path="/dev/messages" element={<DevMessagesPage />} />
      {/* The letter's link may open in a tab where someone else is signed in: it answers in every status. */}
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      {/* So does a company invitation: it needs no session, and the invited person may not have one. */}
      <Route path="/company-invitation" element={<InvitationPage />} />
      {/* A transfer link too; signed out, the page shows the sign-in first. */}
      <Route path="/company-transfer" element={<CompanyTransferPage signIn={<AuthPage />} />} />
      {/* The approval e-mail's link: signed out, the page shows the sign-in and stays on this address;
          signed in, the shell's own route of the same path takes over. */}
      {status === 'auth' && <Route path="/vacancy-approval/:companyId/:vacancyId" element={<ApprovalPage signIn={<AuthPage />} />} />}
      {statusRoutes(status)}
      {/* The verifier's file viewer takes the whole page, outside the shell (spec 001 §2); it outranks lc-companies/*. */}
      {status === 'verifier' && <Route path="/lc-companies/company/:id/files/view" element={<FileViewerPage />} />}
      {status !== 'loading' && status !== 'success' && <Route path="*" element={<Elsewhere status={status} />} />}
    </Routes>
  );
}

/**
 * The position stage of /add-vacancy: the positions feature's ten-step wizard. Its saved review
 * hands over to whatever `afterReview` renders (the short wizard, features/positions/short);
 * the whole stage done, the user lands on the home page with its actual vacancies.
 */
function PositionStage({ companyId, vacancyId, onBack }: { companyId: string; vacancyId: string | null; onBack: () => void }) {
  const navigate = useNavigate();
  return (
    <Suspense fallback={<InlineLoader />}>
      <PositionWizard
        companyId={companyId}
        vacancyId={vacancyId}
        onBack={onBack}
        onDone={() => navigate('/')}
        afterReview={(next) => <ShortWizard {...next} />}
      />
    </Suspense>
  );
}

/**
 * Every page, under <BrowserRouter>. The app routes with <Routes> and uses none of the data
 * router's loaders, actions or fetchers, which are most of react-router's code; the declarative
 * router leaves them out of the first load. Render errors and failed lazy chunks of any page land
 * on the crash screen, inside the router and the providers as the data router's errorElement did.
 */
export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <Suspense fallback={<FullPageLoader />}>
        <StatusRoutes />
      </Suspense>
    </AppErrorBoundary>
  );
}
