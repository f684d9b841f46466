import { useTranslation } from 'react-i18next';
import { Icon, Select } from '../ui';
import { changeLanguage, currentLanguage } from './i18n';
import { LANGUAGE_NAMES, LANGUAGES, normalizeLanguage, type Language } from './languages';

const OPTIONS = LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));

/** "Язык" / "Language" / "Мова"; options are named in their own language. Choosing one reloads the page. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  return (
    <Select
      compact
      className={className}
      aria-label={t('language.label')}
      items={OPTIONS}
      value={language}
      onChange={(key) => {
        if (key !== null) changeLanguage(normalizeLanguage(String(key)));
      }}
      renderValue={({ selectedItem }) => (
        <span className="language-switcher__value">
          <Icon name="globe" size={16} />
          {/* The two-letter code keeps the header narrow; it stays in the accessible name (what is seen
              is what voice control users say), followed by the full name for screen readers. */}
          <span>{codeOf(language)}</span>
          <span className="visually-hidden"> {selectedItem?.label}</span>
        </span>
      )}
    />
  );
}

function codeOf(language: Language): string {
  return language.toUpperCase();
}
