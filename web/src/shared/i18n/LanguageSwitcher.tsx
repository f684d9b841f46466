import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon';
import { onFirstUse, useFirstUse, useOpenAfterMount } from '../ui/first-use';
import { changeLanguage, currentLanguage } from './i18n';
import { LANGUAGE_NAMES, LANGUAGES, normalizeLanguage, type Language } from './languages';
import '../ui/controls.css';
import '../ui/overlays.css';

const OPTIONS = LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }));

// react-aria's Select brings its listbox, popover and focus code (≈ 35 KB on the wire), which
// /auth and the home screen would otherwise load for a control most visitors never open. Until
// it is first opened, the switcher is a plain button with the same markup and accessible name;
// hovering or focusing it starts the download, pressing it swaps in the real Select, open
// (`../ui/first-use.ts`).
const loadSelect = onFirstUse(() => import('../ui/Select'));

/** "Язык" / "Language" / "Мова"; options are named in their own language. Choosing one reloads the page. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  const { module: ui, activate, prefetch } = useFirstUse(loadSelect);
  // Opened only once the real trigger has mounted and taken focus, so the popover returns focus to it on close.
  const [isOpen, setOpen] = useOpenAfterMount(ui !== null);
  const rootClass = ['ui-field', 'ui-select--compact', className ?? ''].filter(Boolean).join(' ');
  const value = (
    <span className="language-switcher__value">
      <Icon name="globe" size={16} />
      {/* The two-letter code keeps the header narrow; it stays in the accessible name (what is seen
          is what voice control users say), followed by the full name for screen readers. */}
      <span>{codeOf(language)}</span>
      <span className="visually-hidden"> {LANGUAGE_NAMES[language]}</span>
    </span>
  );

  if (!ui) {
    return (
      <StaticTrigger className={rootClass} label={t('language.label')} value={value} onPrefetch={prefetch} onActivate={() => activate()} />
    );
  }
  const { Select } = ui;
  return (
    <Select
      compact
      autoFocus
      className={className}
      aria-label={t('language.label')}
      items={OPTIONS}
      value={language}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onChange={(key) => {
        if (key !== null) changeLanguage(normalizeLanguage(String(key)));
      }}
      renderValue={() => value}
    />
  );
}

interface StaticTriggerProps {
  className: string;
  label: string;
  value: ReactNode;
  onPrefetch: () => void;
  onActivate: () => void;
}

/** The closed Select's markup: a button named by its value and its label, announcing a listbox. */
function StaticTrigger({ className, label, value, onPrefetch, onActivate }: StaticTriggerProps) {
  const id = useId();
  const valueId = `${id}-value`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The arrows open a closed Select too (Enter and Space arrive as a click).
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onActivate();
    }
  };
  return (
    <div className={className}>
      <button
        type="button"
        id={id}
        className="ui-input ui-select__trigger"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={label}
        aria-labelledby={`${valueId} ${id}`}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
        onClick={onActivate}
        onKeyDown={onKeyDown}
      >
        <span id={valueId} className="ui-select__value">
          {value}
        </span>
        <Icon name="chevronDown" className="ui-select__chevron" />
      </button>
    </div>
  );
}

function codeOf(language: Language): string {
  return language.toUpperCase();
}
