// The recruiting area's public face (docs/web.md, "Each area's door"): the candidates list, a
// candidate's page, a vacancy's board, and home's parts (its quick actions "Добавить кандидата" and
// "Добавить задачу" and "my tasks"), which the route table hands to the home page (a feature never
// imports another). Each entry loads its screen as a chunk of its own.
export const screens = {
  CandidatesPage: () => import('./list/CandidatesPage'),
  CandidatePage: () => import('./candidate/CandidatePage'),
  BoardPage: () => import('./board/BoardPage'),
  HomeRecruiting: () => import('./home/HomeRecruiting'),
  // The hiring report (the menu's "HR-аналитика"), its own chunk: only members with the right "reports" load it.
  ReportsPage: () => import('./reports/ReportsPage'),
};
