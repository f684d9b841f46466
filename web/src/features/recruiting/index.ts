// The recruiting area's public face (docs/web.md, "Each area's door"): the candidates list, a
// candidate's page (and its CVs in the file viewer), a vacancy's board, the recruiting settings (stages, terms), and home's parts
// (its quick actions "Добавить кандидата" and "Добавить задачу" and "my tasks"), which the route table hands to the home page (a feature never
// imports another). Each entry loads its screen as a chunk of its own.
export const screens = {
  CandidatesPage: () => import('./list/CandidatesPage'),
  CandidatePage: () => import('./candidate/CandidatePage'),
  BoardPage: () => import('./board/BoardPage'),
  /** A candidate's CVs in the shared file viewer: a whole page of its own, outside the shell. */
  CvViewerPage: () => import('./cv/CvViewerPage'),
  RecruitingSettingsPage: () => import('./setup/SettingsPage'),
  HomeRecruiting: () => import('./home/HomeRecruiting'),
  // The hiring report (the menu's "HR-аналитика"), its own chunk: only members with the right "reports" load it.
  ReportsPage: () => import('./reports/ReportsPage'),
};
