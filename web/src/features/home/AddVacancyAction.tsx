import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Icon, ModalOnFirstOpen } from '../../shared/ui';
import type { AddVacancyAccess } from './add-vacancy';

/**
 * Home's "Добавить вакансию": the vacancy wizard for who may write vacancies of a
 * verified company; for anyone else a focusable button whose dialog says what is missing.
 */
export function AddVacancyAction({ access }: { access: AddVacancyAccess }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const noteId = useId();
  if (access === 'open') {
    return (
      <ButtonLink className="home__add" href="/add-vacancy">
        <Icon name="clipboard" size={18} />
        {t('actions.vacancy')}
      </ButtonLink>
    );
  }
  return (
    <>
      <p id={noteId} className="visually-hidden">
        {t(`addVacancy.${access}Short`)}
      </p>
      <Button className="home__add" data-unavailable aria-describedby={noteId} onPress={() => setOpen(true)}>
        <Icon name="clipboard" size={18} />
        {t('actions.vacancy')}
      </Button>
      <ModalOnFirstOpen
        title={t('actions.vacancy')}
        size="sm"
        isOpen={open}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            {access === 'noCompany' && (
              <ButtonLink variant="secondary" href="/companies" onPress={close}>
                {t('addVacancy.toCompanies')}
              </ButtonLink>
            )}
            <Button variant="primary" onPress={close}>
              {t('actions.ok')}
            </Button>
          </>
        )}
      >
        <p>{t(`addVacancy.${access}`)}</p>
      </ModalOnFirstOpen>
    </>
  );
}
