/// <reference lib="dom" />
// Home's fifth quick action, "find on page" (spec 000 §1): the bar searches the screen's text,
// counts the matches, steps through them with Enter and Shift+Enter (and its buttons), paints them
// with the CSS Custom Highlight API, and closes with Escape, the focus back on the quick action.
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser.js';
import { createProfiledUser, seedSession, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('find on page (home)', () => {
  const e2e = useE2e({ seed: true });
  let page: Page;

  const count = () => page.getByRole('search', { name: 'Поиск на странице' }).getByRole('status').textContent();
  const highlighted = () =>
    page.evaluate(() => {
      const all = CSS.highlights.get('kadry-find');
      const current = CSS.highlights.get('kadry-find-current');
      const [range] = current ? [...current] : [];
      return { all: all?.size ?? 0, current: range ? range.toString() : null };
    });

  beforeAll(async () => {
    const token = await createProfiledUser(e2e.product.url, {
      email: `finder.${RUN}@example.com`,
      password: 'Finder-secret-1',
      profile: {
        lname: 'Мельник',
        name: 'Ірина',
        sname: 'Олегівна',
        birth_date: '1992-04-02',
        gender_id: 2,
        phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      },
    });
    page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(page, token);
  });

  it('opens from the quick actions with the focus in its field, and counts what is typed', async () => {
    await page.goto(e2e.product.url);
    await page.getByRole('heading', { name: 'Здравствуйте, Ірина!' }).waitFor();
    const action = page.getByRole('button', { name: 'Найти на странице' });
    await action.click();
    const field = page.getByRole('textbox', { name: 'Текст для поиска' });
    await field.waitFor();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await action.getAttribute('aria-expanded')).toBe('true');

    await field.fill('здравствуйте');
    await waitFor(async () => (await count()) === '1 из 1', { what: 'one match of the greeting' });
    expect(await highlighted()).toEqual({ all: 1, current: 'Здравствуйте' });
    await field.fill('ирина');
    await waitFor(async () => (await count()) === '1 из 1', { what: 'a match whatever the case' });
    await field.fill('нет такого текста на странице');
    await waitFor(async () => (await count()) === 'Нет совпадений', { what: 'no match' });
    expect(await page.getByRole('button', { name: 'Следующее совпадение' }).isDisabled()).toBe(true);
  });

  it('steps through the matches with Enter, Shift+Enter and the buttons, round the ends', async () => {
    const field = page.getByRole('textbox', { name: 'Текст для поиска' });
    // The calendar's week days and the month: several matches of one letter pair.
    await field.fill('в');
    await waitFor(async () => /^1 из \d+$/.test((await count()) ?? ''), { what: 'several matches' });
    const total = Number((await count())!.split(' из ')[1]);
    expect(total).toBeGreaterThan(2);
    await page.keyboard.press('Enter');
    expect(await count()).toBe(`2 из ${total}`);
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.press('Shift+Enter');
    expect(await count()).toBe(`${total} из ${total}`);
    await page.getByRole('button', { name: 'Следующее совпадение' }).click();
    expect(await count()).toBe(`1 из ${total}`);
    expect((await highlighted()).all).toBe(total);
    await screenshot(page, 'home-find-on-page');
  });

  it('closes with Escape: the highlights go and the focus returns to the quick action', async () => {
    await page.getByRole('textbox', { name: 'Текст для поиска' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('search', { name: 'Поиск на странице' }).waitFor({ state: 'detached' });
    const action = page.getByRole('button', { name: 'Найти на странице' });
    expect(await action.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await action.getAttribute('aria-expanded')).toBe('false');
    expect(await highlighted()).toEqual({ all: 0, current: null });
  });
});
