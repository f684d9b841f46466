import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { loadNamespaces, type Namespace } from '../shared/i18n/i18n';
import { FullPageLoader, InlineLoader } from '../shared/ui/FullPageLoader';
import { useAppStatus, useSuccessKind } from '../shared/session/session-context';
import type { ProfileView } from '../shared/session/profile';
import type { AppStatus } from '../shared/session/session';
import { screens as authScreens } from '../features/auth';
import { screens as companiesScreens } from '../features/companies';
import { screens as companyProfileScreens, type PositionStageProps } from '../features/company-profile';
import { screens as devScreens } from '../features/dev';
import { screens as errorsScreens } from '../features/errors';
import { screens as homeScreens, type HomeMeetingParts } from '../features/home';
import { screens as myCompanyScreens } from '../features/my-company';
import { screens as onboardingScreens } from '../features/onboarding';
import { screens as positionsScreens } from '../features/positions';
import { screens as profileScreens } from '../features/profile';
import { screens as recruitingScreens } from '../features/recruiting';
import { screens as settingsScreens } from '../features/settings';
import { AppErrorBoundary } from './CrashScreen';
import { isKnownPath, STATUS_HOME } from './routes';

// One lazy chunk per area keeps the first load to the app core (router, machine, i18n, loader).
// Every area is reached through its door, features/<area>/index.ts (web/.dependency-cruiser.cjs
// holds it): the doors of most areas name a loader per screen, so each screen stays a chunk of its
// own; the shell, the notification centre and the back office are loaded whole.
// Each screen's translation namespaces load with its chunk (`withTexts`): the lazy component
// resolves only when both are in, so a screen never renders raw keys, and the first load fetches
// only the namespaces of the screen it shows. The lists are generous: a missing one would show keys.

/** The chunk of a screen once its namespaces (of the current language) are loaded too. */
function withTexts<T>(namespaces: readonly Namespace[], chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadNamespaces(namespaces)]).then(([module]) => module);
}

/** A lazy screen: its module's component, rendered once the module and its namespaces are in. */
function screen<M, P extends object>(namespaces: readonly Namespace[], load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => withTexts(namespaces, load()).then((module) => ({ default: pick(module) })));
}

/** Namespaces several areas share. */
const TEXTS = {
  publicForms: ['auth', 'settings'],
  profileCreate: ['auth', 'onboarding', 'settings'],
  // The list's SMS-confirmed actions count down with shared/forms/ResendCode, whose texts are in 'settings'.
  companies: ['companies', 'companies-list', 'companySetup', 'members', 'settings'],
  members: ['companies', 'companySetup', 'members'],
  // The verification page's banner texts are the signed-in screens' shared ones (workspace).
  companySetup: ['companies', 'companySetup', 'onboarding', 'workspace'],
  positions: ['positions', 'positions-short', 'vacancies', 'workspace'],
  backOffice: ['back-office', 'file-viewer'],
} as const satisfies Record<string, readonly Namespace[]>;

/**
 * What either shell's header, menu, company switcher and notifications say while closed. What their
 * menus and the quick search's results say comes when first opened or searched (features/shell).
 */
const SHELL_TEXTS = ['shell', 'notices', 'workspace'] as const satisfies readonly Namespace[];
// The main shell's bell is the notification centre's; beside it the approval requests of the
// positions area (a feature never imports another, so the app composes them).
const MainShell = lazy(() =>
  Promise.all([
    import('../features/shell'),
    import('../features/notices'),
    positionsScreens.RequestsButton(),
    loadNamespaces(SHELL_TEXTS),
  ]).then(([shell, notices, positions]) => ({
    default: () => (
      <shell.MainShell
        notifications={
          <>
            <notices.NoticesButton />
            <positions.ApprovalRequestsButton />
          </>
        }
      />
    ),
  })),
);
// The verifier's shell carries the back office's header search and notifications (a feature never imports another).
const VerifierShell = lazy(() =>
  Promise.all([import('../features/shell'), import('../features/back-office'), loadNamespaces([...SHELL_TEXTS, 'back-office'])]).then(
    ([shell, office]) => ({
      default: () => <shell.VerifierShell search={<office.CompanyQuickSearch />} notifications={<office.NotificationsButton />} />,
    }),
  ),
);
const BackOffice = screen(
  TEXTS.backOffice,
  () => import('../features/back-office'),
  (m) => m.BackOffice,
);
const HomePage = screen(['home', 'workspace'], homeScreens.HomePage, (m) => m.HomePage);
// Home's hiring parts are the recruiting area's (a feature never imports another): its quick
// actions "Добавить кандидата" and "Добавить задачу" and "my tasks". Home mounts them only for a
// member who may see candidates, so nobody else loads their chunk.
const AddCandidateAction = screen(['recruiting'], recruitingScreens.HomeRecruiting, (m) => m.AddCandidateAction);
const AddTaskAction = screen(['recruiting'], recruitingScreens.HomeRecruiting, (m) => m.AddTaskAction);
const HomeTasks = screen(['recruiting'], recruitingScreens.HomeRecruiting, (m) => m.HomeTasks);
const HOME_RECRUITING = {
  candidate: (
    <Suspense fallback={null}>
      <AddCandidateAction />
    </Suspense>
  ),
  task: (
    <Suspense fallback={null}>
      <AddTaskAction />
    </Suspense>
  ),
  tasks: (
    <Suspense fallback={null}>
      <HomeTasks />
    </Suspense>
  ),
};
// Meetings are any member's: "Добавить встречу" and the calendar's days come from the recruiting
// area too, loaded after home's first paint (the calendar asks for its entries once mounted).
const AddMeetingAction = screen(['recruiting'], recruitingScreens.HomeRecruiting, (m) => m.AddMeetingAction);
const HOME_MEETINGS: HomeMeetingParts = {
  meeting: (
    <Suspense fallback={null}>
      <AddMeetingAction />
    </Suspense>
  ),
  calendar: {
    load: async (companyId, withTasks, from, to, signal) =>
      (await recruitingScreens.HomeRecruiting()).calendarEntries(companyId, withTasks, from, to, signal),
    subscribe: (listener) => {
      let off: (() => void) | null = null;
      let gone = false;
      void recruitingScreens.HomeRecruiting().then((m) => {
        if (!gone) off = m.onCalendarChanged(listener);
      });
      return () => {
        gone = true;
        off?.();
      };
    },
  },
};
const CandidatesPage = screen(['recruiting'], recruitingScreens.CandidatesPage, (m) => m.CandidatesPage);
const CandidatePage = screen(['recruiting'], recruitingScreens.CandidatePage, (m) => m.CandidatePage);
const BoardPage = screen(['recruiting'], recruitingScreens.BoardPage, (m) => m.BoardPage);
const CvViewerPage = screen(['recruiting', 'file-viewer'], recruitingScreens.CvViewerPage, (m) => m.CvViewerPage);
const RecruitingSettingsPage = screen(['recruiting'], recruitingScreens.RecruitingSettingsPage, (m) => m.RecruitingSettingsPage);
const ReportsPage = screen(['recruiting'], recruitingScreens.ReportsPage, (m) => m.ReportsPage);
const loadProfileTab = () => withTexts(TEXTS.profileCreate, profileScreens.ProfileTab());
const ProfileTab = lazy(() => loadProfileTab().then((m) => ({ default: m.ProfileTab })));
// The profile tab's chunk is asked for with the settings page's, not after it renders.
const SettingsPage = lazy(() => {
  void loadProfileTab();
  return withTexts([...TEXTS.companies, ...TEXTS.profileCreate, 'notice-settings'], settingsScreens.SettingsPage()).then((m) => ({
    default: m.SettingsPage,
  }));
});
const AuthPage = screen(['auth'], authScreens.AuthPage, (m) => m.AuthPage);
const OnboardingPage = screen(
  ['onboarding', 'auth', 'companySetup', 'companies'],
  onboardingScreens.OnboardingPage,
  (m) => m.OnboardingPage,
);
const ForgotPage = screen(TEXTS.publicForms, authScreens.ForgotPage, (m) => m.ForgotPage);
const ForgotByPhonePage = screen(TEXTS.publicForms, authScreens.ForgotByPhonePage, (m) => m.ForgotByPhonePage);
const RecoveryPasswordPage = screen(TEXTS.publicForms, authScreens.RecoveryPasswordPage, (m) => m.RecoveryPasswordPage);
const ConfirmEmailPage = screen(TEXTS.publicForms, authScreens.ConfirmEmailPage, (m) => m.ConfirmEmailPage);
const ExternalSignInPage = screen(TEXTS.publicForms, authScreens.ExternalSignInPage, (m) => m.ExternalSignInPage);
const ProfileFlow = screen(TEXTS.profileCreate, profileScreens.ProfileFlow, (m) => m.ProfileFlow);
const ProfileCreatePage = screen(TEXTS.profileCreate, profileScreens.ProfileCreatePage, (m) => m.ProfileCreatePage);
const ConfirmPhonePage = screen(TEXTS.profileCreate, profileScreens.ConfirmPhonePage, (m) => m.ConfirmPhonePage);
const CompanyTransferPage = screen([...TEXTS.companies, 'auth'], companiesScreens.CompanyTransferPage, (m) => m.CompanyTransferPage);
const CompaniesPage = screen(TEXTS.companies, companiesScreens.CompaniesPage, (m) => m.CompaniesPage);
const CompanyCreatePage = screen(TEXTS.companySetup, companiesScreens.CompanyCreatePage, (m) => m.CompanyCreatePage);
const CompanySettingsPage = screen(TEXTS.members, companiesScreens.CompanySettingsPage, (m) => m.CompanySettingsPage);
const MyCompanyPage = screen(['companies', 'members', 'vacancies', 'workspace'], myCompanyScreens.MyCompanyPage, (m) => m.MyCompanyPage);
const StartCompanyCreate = screen(TEXTS.companySetup, companiesScreens.StartCompanyCreate, (m) => m.StartCompanyCreate);
const OpenVerificationPage = screen(TEXTS.companySetup, companiesScreens.OpenVerificationPage, (m) => m.OpenVerificationPage);
const VerificationPage = screen(TEXTS.companySetup, companiesScreens.VerificationPage, (m) => m.VerificationPage);
const SubmittedScreen = screen(TEXTS.companySetup, companiesScreens.SubmittedScreen, (m) => m.SubmittedScreen);
const CreatedScreen = screen(TEXTS.companySetup, companiesScreens.CreatedScreen, (m) => m.CreatedScreen);
const AddDeputyPage = screen(TEXTS.members, companiesScreens.AddDeputyPage, (m) => m.AddDeputyPage);
const CompanyUsersPage = screen(TEXTS.members, companiesScreens.CompanyUsersPage, (m) => m.CompanyUsersPage);
const InvitationPage = screen([...TEXTS.members, 'auth'], companiesScreens.InvitationPage, (m) => m.InvitationPage);
const CompanyProfilePage = lazy(() =>
  withTexts(['company-profile', 'companies', ...TEXTS.positions], companyProfileScreens.CompanyProfilePage()).then((m) => ({
    default: m.CompanyProfilePage,
  })),
);
const PositionWizard = screen(TEXTS.positions, positionsScreens.PositionWizard, (m) => m.PositionWizard);
// The short wizard follows the ten steps (features/positions/short).
const ShortWizard = screen(TEXTS.positions, positionsScreens.ShortWizard, (m) => m.ShortWizard);
const NotFoundPage = screen(['errors'], errorsScreens.NotFoundPage, (m) => m.NotFoundPage);
const FileViewerPage = screen(
  TEXTS.backOffice,
  () => import('../features/back-office').then((office) => office.loadFileViewerPage()),
  (m) => m.FileViewerPage,
);
const VacancyListPage = screen(TEXTS.positions, positionsScreens.VacancyListPage, (m) => m.VacancyListPage);
const ApprovalPage = screen([...TEXTS.positions, 'auth'], positionsScreens.ApprovalPage, (m) => m.ApprovalPage);
const RequestsPage = screen(TEXTS.positions, positionsScreens.RequestsPage, (m) => m.RequestsPage);
const DevMessagesPage = screen(['dev'], devScreens.DevMessagesPage, (m) => m.DevMessagesPage);

/** Settings hosts the tabs; the personal profile's tab comes from the profile area. */
const profileTab = (profile: ProfileView) => <ProfileTab profile={profile} />;

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
    // A signed-in user without a company lands on /companies but keeps the account
    // side (home, settings, menu): until companies exist that is everything such a user can use.
    case 'companies-profile':
      return (
        <Route element={<MainShell />}>
          <Route index element={<HomePage recruiting={HOME_RECRUITING} meetings={HOME_MEETINGS} />} />
          {/* The planned sections (routes.ts, PLANNED_ROUTES) have no page: Elsewhere sends them home. */}
          <Route path="settings" element={<Navigate to="/settings/myCompanies" replace />} />
          <Route path="settings/:tab" element={<SettingsPage profileTab={profileTab} />} />
          <Route path="companies/:sort?" element={<CompaniesPage />} />
          <Route path="add-deputy" element={<AddDeputyPage />} />
          <Route path="company-users/:companyId?" element={<CompanyUsersPage />} />
          <Route path="company-settings" element={<CompanySettingsPage />} />
          <Route path="add-vacancy" element={<CompanyProfilePage positionStage={(stage) => <PositionStage {...stage} />} />} />
          <Route path="vacancies" element={<VacancyListPage />} />
          <Route path="vacancy-approvals" element={<RequestsPage />} />
          {/* The menu's "Подбор персонала" (spec 000 §2): candidates, a candidate, a vacancy's board, the settings. */}
          <Route path="personne" element={<CandidatesPage />} />
          <Route path="personne/candidate/:candidateId" element={<CandidatePage />} />
          <Route path="personne/vacancy/:vacancyId" element={<BoardPage />} />
          <Route path="personne/settings" element={<RecruitingSettingsPage />} />
          {/* The menu's "HR-аналитика" (spec 000 §2, its route as written): the hiring report. */}
          <Route path="hr-analyrics" element={<ReportsPage />} />
          <Route path="vacancy-approval/:companyId/:vacancyId" element={<ApprovalPage />} />
          {/* Spec 001 §2's route table: typed, these open their screens (the app changes status first). */}
          <Route path="company-create" element={<StartCompanyCreate />} />
          <Route path="company-registration-main" element={<StartCompanyCreate />} />
          <Route path="company-verify" element={<OpenVerificationPage />} />
          <Route path="my-company" element={<MyCompanyPage />} />
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
      return (
        <>
          <Route path="/company-create" element={<CompanyCreatePage />} />
          <Route path="/company-registration-main" element={<CompanyCreatePage />} />
        </>
      );
    case 'company-registration':
      // A reload on the Administrator step: the same wizard resumes on step 2.
      return <Route path="/company-registration" element={<CompanyCreatePage resume />} />;
    case 'company-verification':
      return (
        <>
          <Route path="/company-create/verification" element={<VerificationPage />} />
          <Route path="/company-verify" element={<VerificationPage />} />
        </>
      );
    case 'success':
      // A success screen answers wherever the flow that produced it happened to be.
      return <Route path="*" element={<SuccessScreen />} />;
  }
}

/** Which flow's success screen the app's `success` status shows. */
function SuccessScreen() {
  const kind = useSuccessKind();
  if (kind === 'company-verification') return <SubmittedScreen />;
  if (kind === 'company-created') return <CreatedScreen />;
  return <OnboardingPage status="success" />;
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
      {/* So does the way back from another provider's sign-in: it may replace whoever is signed in. */}
      <Route path="/auth/external" element={<ExternalSignInPage />} />
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
      {/* A candidate's CVs in the same viewer, also the whole page (outside the shell). */}
      {(status === 'main' || status === 'companies-profile') && (
        <Route path="/personne/candidate/:candidateId/cv/:fileId" element={<CvViewerPage />} />
      )}
      {status !== 'loading' && status !== 'success' && <Route path="*" element={<Elsewhere status={status} />} />}
    </Routes>
  );
}

/**
 * The position stage of /add-vacancy: the positions feature's ten-step wizard. Its saved review
 * hands over to whatever `afterReview` renders (the short wizard, features/positions/short);
 * the whole stage done, the user lands on the home page with its actual vacancies.
 */
function PositionStage({ companyId, vacancyId, step, onBack, onPlace }: PositionStageProps) {
  const navigate = useNavigate();
  return (
    <Suspense fallback={<InlineLoader />}>
      <PositionWizard
        companyId={companyId}
        vacancyId={vacancyId}
        step={step}
        onBack={onBack}
        onPlace={onPlace}
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
