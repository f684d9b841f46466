import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductMark } from '../ui/ProductMark';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import './public-layout.css';

/** Pages outside the main shell: sign-in, onboarding steps, success screens. */
export function PublicLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="public-layout">
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className="public-layout__header">
        <div className="public-layout__brand">
          <ProductMark />
          <span>{t('productName')}</span>
        </div>
        <div className="public-layout__actions">
          <LanguageSwitcher />
          {actions}
        </div>
      </header>
      <main id="main-content" className="public-layout__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="public-layout__footer">{t('tagline')}</footer>
    </div>
  );
}
