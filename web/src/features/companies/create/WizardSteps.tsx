import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui';

/**
 * The wizard's two steps as buttons. Step 2 opens only once the company exists; until
 * then it stays in the tab order as aria-disabled and says why, instead of vanishing from it.
 */
export function WizardSteps({
  current,
  stepTwoOpen,
  onGeneral,
  onAdministrator,
}: {
  current: 1 | 2;
  stepTwoOpen: boolean;
  onGeneral: () => void;
  onAdministrator: () => void;
}) {
  const { t } = useTranslation('companySetup');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="company-steps">
        <li>
          <Button
            variant="ghost"
            size="sm"
            className="company-steps__step"
            aria-current={current === 1 ? 'step' : undefined}
            onPress={onGeneral}
          >
            <span className="company-steps__number" aria-hidden="true">
              1
            </span>
            {t('steps.general')}
          </Button>
        </li>
        <li>
          <Button
            variant="ghost"
            size="sm"
            className="company-steps__step"
            aria-current={current === 2 ? 'step' : undefined}
            aria-disabled={stepTwoOpen ? undefined : true}
            aria-describedby={stepTwoOpen ? undefined : 'company-steps-locked'}
            onPress={() => stepTwoOpen && onAdministrator()}
          >
            <span className="company-steps__number" aria-hidden="true">
              2
            </span>
            {t('steps.administrator')}
          </Button>
          {!stepTwoOpen && (
            <span id="company-steps-locked" className="visually-hidden">
              {t('steps.locked')}
            </span>
          )}
        </li>
      </ol>
    </nav>
  );
}
