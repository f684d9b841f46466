import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app/CrashScreen';
import { initI18n } from './shared/i18n/i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import './shared/ui/tokens.css';
import './shared/ui/base.css';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Translations load before the first paint, so no screen ever shows raw keys.
const i18n = await initI18n();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
