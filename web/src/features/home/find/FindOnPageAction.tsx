import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '../../../shared/ui';

// The bar, its machine, search and highlights load with its first use: most visits never open it.
const FindBar = lazy(() => import('./FindBar').then((module) => ({ default: module.FindBar })));

/** Home's fifth quick action (spec 000 §1): opens the find bar, or goes back to its field while it is open. */
export function FindOnPageAction() {
  const { t } = useTranslation('home');
  const barId = useId();
  const triggerId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        id={triggerId}
        className="home__add"
        aria-expanded={open}
        aria-controls={open ? barId : undefined}
        onPress={() => (open ? document.querySelector<HTMLInputElement>(`[id="${barId}"] input`)?.focus() : setOpen(true))}
      >
        <Icon name="search" size={18} />
        {t('actions.find')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FindBar
            id={barId}
            onClosed={() => {
              setOpen(false);
              document.getElementById(triggerId)?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
