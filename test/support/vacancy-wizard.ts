/// <reference lib="dom" />
// The vacancy wizard walked the way a person does, for browser journeys that need a vacancy built
// through its screens (the texts of the `positions` and `positions-short` namespaces): the ten
// steps of the position stage, the short wizard, the preview and the colleagues asked to approve.
// positions.test.ts walks the same screens with more checks of its own on the way.
import type { Locator, Page } from 'playwright-core';
import { field } from './e2e.js';
import { waitFor } from './wait-for.js';

/** A react-aria checkbox (its input is visually hidden): ticked by keyboard, as a person can. */
export async function tick(page: Page, box: Locator): Promise<void> {
  await box.focus();
  await page.keyboard.press('Space');
  await waitFor(() => box.isChecked(), { what: 'the box to be ticked' });
}

/** A react-aria Select: its trigger is named by its value then its label; the first (or the named) option is taken. */
export async function choose(page: Page, label: string, option?: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('button', { name: new RegExp(`(^|\\s)${escaped}$`) })
    .first()
    .click();
  await page
    .getByRole('option', option === undefined ? {} : { name: option, exact: true })
    .first()
    .click();
}

/** Save and continue by keyboard: the pointer would rest on the success toast, which pauses it over the button. */
export async function saveStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).focus();
  await page.keyboard.press('Enter');
}

/** The functionality/ZUN picker: the category's first catalogue position, its first item, Apply. */
async function pick(page: Page, group: string, title: string): Promise<void> {
  await page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: 'Выбрать' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  // A catalogue position with items of this kind: the first one that shows any (a position's items
  // load after it is chosen, and not every position has items of every kind).
  const positions = dialog.getByRole('listbox', { name: 'Должности' }).getByRole('option');
  await positions.first().waitFor();
  const items = dialog.getByRole('checkbox');
  for (let i = 0; i < (await positions.count()); i += 1) {
    await positions.nth(i).click();
    const shown = await items
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (shown) break;
  }
  await tick(page, items.first());
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The ten steps of the position stage, from "Основное" (shown) to "Проверка" saved: a new position
 * named `position`, the first catalogue choice everywhere else. `onStep` runs on each step's
 * screen once it is filled (screenshots, accessibility scans).
 */
export async function fillPositionSteps(
  page: Page,
  position: string,
  onStep: (name: string) => Promise<void> = async () => undefined,
): Promise<void> {
  const step = async (name: string) => page.getByRole('heading', { level: 3, name }).waitFor();
  await step('Основное');
  await choose(page, 'Отдел');
  const category = page.getByRole('button', { name: /Категория функционала$/ });
  if ((await category.textContent())?.includes('Выберите')) await choose(page, 'Категория функционала');
  await page.getByRole('textbox', { name: 'Или введите новую должность' }).fill(position);
  await page.getByRole('button', { name: 'Добавить должность' }).click();
  await choose(page, 'Уровень должности');
  await pick(page, 'Функционал', 'Выбор функционала');
  await tick(page, page.getByRole('checkbox', { name: /Київ/ }).first());
  await choose(page, 'Тип занятости');
  await choose(page, 'Рабочее время с', '09:00');
  await choose(page, 'Рабочее время до', '18:00');
  await page.getByRole('textbox', { name: field('Зарплата от, грн') }).fill('30000');
  await page.getByRole('textbox', { name: field('Зарплата до, грн') }).fill('45000');
  await onStep('main');
  await saveStep(page);

  await step('Требования и полномочия');
  await pick(page, 'Цели', 'Выбор целей');
  await pick(page, 'Результаты', 'Выбор результатов');
  await pick(page, 'KPI', 'Выбор KPI');
  await choose(page, 'Полномочия');
  await page.getByRole('textbox', { name: 'С кем работает должность' }).fill('Фінансовий директор');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await onStep('requirements');
  await saveStep(page);

  await step('Компетенции');
  await pick(page, 'ЗУН (знания, умения, навыки)', 'Выбор ЗУН');
  await saveStep(page);

  await step('Условия');
  await choose(page, 'Компенсационный пакет');
  await saveStep(page);

  await step('Специфика должности');
  for (const label of ['Дресс-код', 'Специфика работы', 'Рабочее место', 'Коммуникация с клиентами', 'Коммуникация с руководителем'])
    await choose(page, label);
  await saveStep(page);

  await step('Возраст и семейное положение');
  // Off by default and optional: the law forbids age, sex and family requirements in job ads.
  await saveStep(page);

  await step('Университеты, курсы и тренинги');
  await saveStep(page);

  await step('Опыт работы');
  await choose(page, 'Опыт работы');
  await saveStep(page);

  await step('Личная информация');
  await choose(page, 'Личные качества');
  await saveStep(page);

  await step('Проверка');
  await page.getByText(position).first().waitFor();
  await onStep('review');
  await saveStep(page);
}

/**
 * The short wizard's criteria step: the first three criteria the vacancy has values for (the others
 * are disabled), each added from the keyboard. Answers the grid of the chosen ones.
 */
export async function chooseCriteria(page: Page): Promise<Locator> {
  const chosen = page.getByRole('grid', { name: 'Выбранные критерии' });
  const all = page.getByRole('grid', { name: 'Все критерии' });
  for (let added = 0; added < 3; added += 1) {
    const buttons = all.getByRole('button', { name: /^Добавить «/ });
    let enabled: Locator | null = null;
    for (let i = 0; i < (await buttons.count()) && enabled === null; i += 1) if (await buttons.nth(i).isEnabled()) enabled = buttons.nth(i);
    if (!enabled) throw new Error('fewer than three criteria can be chosen');
    await enabled.focus();
    await page.keyboard.press('Enter');
    await waitFor(async () => (await chosen.getByRole('row').count()) === added + 1, { what: `criterion ${added + 1} to be chosen` });
  }
  return chosen;
}

/**
 * The short wizard after the review: the car step, three criteria (the first enabled ones), the
 * education; then the preview drawer, which it answers (open).
 */
export async function fillShortWizard(page: Page, onStep: (name: string) => Promise<void> = async () => undefined): Promise<Locator> {
  const shortStep = (name: string) => page.getByRole('heading', { level: 3, name: new RegExp(`^Шаг \\d+ из \\d+ ${name}$`) }).waitFor();
  await shortStep('Автомобиль');
  await saveStep(page);
  await shortStep('Критерии');
  await chooseCriteria(page);
  await onStep('criteria');
  await saveStep(page);
  await shortStep('Образование и навыки');
  await choose(page, 'Образование');
  await page.getByRole('button', { name: 'Сохранить и перейти к предпросмотру' }).click();
  return page.getByRole('dialog', { name: 'Предпросмотр вакансии' });
}

/** In the preview drawer: "Согласовать с коллегами", the colleague whose name matches ticked, sent. */
export async function sendForApproval(
  page: Page,
  drawer: Locator,
  colleague: RegExp,
  onPicker: () => Promise<void> = async () => undefined,
): Promise<void> {
  await drawer.getByRole('button', { name: 'Согласовать с коллегами' }).click();
  const picker = page.getByRole('dialog', { name: 'Согласование вакансии' });
  await tick(page, picker.getByRole('checkbox', { name: colleague }));
  await onPicker();
  await picker.getByRole('button', { name: 'Применить' }).click();
  await picker.waitFor({ state: 'detached' });
  await drawer.getByRole('button', { name: 'Отправить на согласование' }).click();
  await drawer.getByText('Вакансия отправлена на согласование').waitFor();
}
