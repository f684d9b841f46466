import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '../../../shared/ui';
import { CityFilter } from './CityFilter';
import { EMPTY_FILTERS, FLAG_FILTERS, filterRequest, LIST_FILTERS, type FilterForm, type FilterRequest } from './filters';
import { loadFilterOptions, type FilterOptions } from './live';

/** Select keys: '' is "any" (a Select needs a key for it). */
const ANY = 'any';

/** The filter panel of the vacancy list: the form keeps what was typed; Apply sends the filled filters. */
export function FilterPanel({
  id,
  form,
  onFormChange,
  onApply,
}: {
  id: string;
  form: FilterForm;
  onFormChange: (form: FilterForm) => void;
  onApply: (filters: FilterRequest) => void;
}) {
  const { t } = useTranslation('vacancies');
  const [options, setOptions] = useState<FilterOptions | null>(null);
  const [optionsFailed, setOptionsFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadFilterOptions().then(
      (loaded) => live && setOptions(loaded),
      () => live && setOptionsFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const set = (change: Partial<FilterForm>) => onFormChange({ ...form, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filterRequest(form));
  };
  const anyOption = { id: ANY, label: t('filters.any') };
  const yesNo = [anyOption, { id: '1', label: t('filters.yes') }, { id: '0', label: t('filters.no') }];

  return (
    <form id={id} className="positions-card positions-filters" aria-label={t('filters.title')} onSubmit={submit}>
      {optionsFailed && (
        <p className="ui-field__error" role="alert" style={{ gridColumn: '1 / -1' }}>
          {t('filters.optionsFailed')}
        </p>
      )}
      <TextField label={t('filters.name')} value={form.name} onChange={(name) => set({ name })} />
      {LIST_FILTERS.map(({ key, list }) => (
        <Select
          key={key}
          label={t(`filters.${key}`)}
          items={[anyOption, ...(options?.[list] ?? []).map((item) => ({ id: String(item.id), label: item.name }))]}
          selectedKey={form.lists[key] === null ? ANY : String(form.lists[key])}
          onSelectionChange={(picked) =>
            set({ lists: { ...form.lists, [key]: picked === ANY || picked === null ? null : Number(picked) } })
          }
        />
      ))}
      {FLAG_FILTERS.map((key) => (
        <Select
          key={key}
          label={t(`filters.${key}`)}
          items={yesNo}
          selectedKey={form.flags[key] === '' ? ANY : form.flags[key]}
          onSelectionChange={(picked) => set({ flags: { ...form.flags, [key]: picked === '1' ? '1' : picked === '0' ? '0' : '' } })}
        />
      ))}
      <TextField
        label={t('filters.salaryFrom')}
        inputMode="numeric"
        value={form.salaryFrom}
        onChange={(salaryFrom) => set({ salaryFrom })}
      />
      <TextField label={t('filters.salaryTo')} inputMode="numeric" value={form.salaryTo} onChange={(salaryTo) => set({ salaryTo })} />
      <CityFilter value={form.city} onChange={(city) => set({ city })} />
      <div className="positions-filters__actions">
        <Button
          variant="secondary"
          onPress={() => {
            onFormChange(EMPTY_FILTERS);
            onApply({});
          }}
        >
          {t('filters.reset')}
        </Button>
        <Button variant="primary" type="submit">
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}
