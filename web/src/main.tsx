import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app/CrashScreen';
import { initI18n } from './shared/i18n/i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { appHistory, GateOutlet } from './shared/lib/app-history';
import './shared/ui/tokens.css';
import './shared/ui/base.css';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Translations load before the first paint, so no screen ever shows raw keys. A promise, not a
// top-level await: Rolldown turns its chunk optimizations off in a graph with one, and then each
// module a chunk group holds that is also imported lazily (the shell, the bell, the approval
// requests' button) got a re-exporting stub chunk of its own, a request each on the first load.
void initI18n().then((i18n) => {
  // The browser's history, which asks before a change of page drops unsaved input (app-history.ts).
  const { history } = appHistory();
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers i18n={i18n}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
          <GateOutlet />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
