import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../shared/lib/usePageTitle';
import { Button } from '../../shared/ui';
import './errors.css';

/** Any unknown path: "Ошибка!" / "Error!" / "Помилка!", and a way back to the start. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <main className="error-page">
      <div className="error-page__card">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Button variant="primary" onPress={() => navigate('/')}>
          {t('notFound.back')}
        </Button>
      </div>
    </main>
  );
}
