// Small pieces the settings screens share: translated field errors and the 110 px avatar.
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../shared/forms/validation';
import { Icon } from '../../shared/ui';

/** A machine's error as text: a rule key is translated, a server message is already in the user's language. */
export function useErrorText(): (problem: Problem | undefined | null) => string | undefined {
  const { t } = useTranslation('common');
  return (problem) => {
    if (!problem) return undefined;
    return 'key' in problem ? t(`validation.${problem.key}`) : problem.text;
  };
}

/** Props that show a machine's error on a design-system field. */
export function invalidProps(text: string | undefined) {
  return { isInvalid: Boolean(text), errorMessage: text, validationBehavior: 'aria' as const };
}

export function Avatar({ url, initials, size = 110 }: { url: string | null; initials: string; size?: number }) {
  return (
    <span className="settings-avatar" style={{ width: size, height: size, fontSize: Math.round(size / 2.8) }}>
      {url ? <img src={url} alt="" width={size} height={size} /> : <span aria-hidden="true">{initials || <Icon name="user" size={Math.round(size / 2.5)} />}</span>}
    </span>
  );
}
