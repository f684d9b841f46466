/// <reference lib="dom" />
// The signed-in account side in a real browser against the built product. The user is made through
// the API (register → confirm from the captured letter → profile), its session token goes into the
// browser's localStorage, and then everything happens on screen: home greets by name, quick search,
// settings, the profile edit modal (an extra phone and a messenger), the password change with the
// generator, and sign-out. Screenshots of home, settings and the edit modal at 1440 and 360 px.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { screenshot } from '../support/browser.js';
import { apiCall, createProfiledUser, field, seedSession, useE2e } from '../support/e2e.js';
import { waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const EMAIL = `olena.settings.${RUN}@example.com`;
const PHONE = `096${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const PASSWORD = 'First-secret-1';

describe('the account side in a browser (home, quick search, settings)', () => {
  // Gender and social network options come from the option lists the seed command loads.
  const e2e = useE2e({ seed: true });
  let page: Page;
  let session: string;

  const call = (path: string, body?: unknown, token?: string) => apiCall(e2e.product.url, path, body, token);
  const createUser = () =>
    createProfiledUser(e2e.product.url, {
      email: EMAIL,
      password: PASSWORD,
      profile: { lname: 'Коваль', name: 'Олена', sname: 'Петрівна', birth_date: '1990-05-17', gender_id: 2, phone: PHONE },
    });

  /** A toast by its text (the toast region lists them as alert dialogs). */
  const toast = (text: string) => page.locator('.ui-toast', { hasText: text }).first();

  /**
   * Screenshots at 1440 and at 360 px, then back to 1440. A modal is shot as the screen shows it
   * (a full-page shot would stretch the page under the fixed overlay).
   */
  async function screenshots(name: string, options: { modal?: boolean } = {}): Promise<void> {
    const shoot = (file: string) => screenshot(page, file, { fullPage: !options.modal });
    await shoot(`${name}-1440`);
    await page.setViewportSize({ width: 360, height: 780 });
    // Layout settles in a frame; what is measured is that nothing sticks out sideways.
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await waitFor(() => page.evaluate(() => !document.querySelector('.shell[data-expanded]')), {
      what: 'the menu to fold into the icon rail',
    });
    await shoot(`${name}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  beforeAll(async () => {
    session = await createUser();
    page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.product.url });
  });

  it('opens with the session from localStorage and greets the user by name on home', async () => {
    await seedSession(page, session);
    await page.goto(e2e.product.url);
    await page.getByRole('heading', { name: 'Здравствуйте, Олена!' }).waitFor();
    await page
      .getByText('Вы не вошли в компанию: войдите в неё или зарегистрируйте новую в списке компаний, чтобы видеть её вакансии.')
      .waitFor();
    await page.getByRole('grid', { name: /2026|20\d\d/ }).waitFor();
    expect(await page.locator('.home-calendar__grid tbody tr').count()).toBe(6);
    expect(await page.locator('[aria-current="date"]').count()).toBe(1);
    await screenshots('home');
  });

  it("the header's menus and popovers and the home table, loaded on first use, answer the keyboard as react-aria's do", async () => {
    const active = () =>
      page.evaluate(() => ({
        role: document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase(),
        name: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
      }));
    // The account menu: Enter on the plain button opens the real menu on its first item; Esc closes it
    // and gives the focus back to the (now real) button.
    const account = page.getByRole('button', { name: /^Меню профиля/ });
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await waitFor(async () => (await active()).role === 'menuitem', { what: 'the focus on the first menu item' });
    expect((await active()).name).toBe('Личный кабинет');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await waitFor(async () => (await active()).name?.startsWith('Меню профиля') === true, { what: 'the focus back on the account button' });
    // The company switcher: ArrowDown opens it as react-aria's trigger does.
    const switcher = page.getByRole('button', { name: /^Компания:/ });
    await switcher.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu', { name: 'Компания' }).waitFor();
    await waitFor(async () => ['menuitem', 'menuitemradio'].includes((await active()).role ?? ''), {
      what: 'the focus in the company menu',
    });
    await page.keyboard.press('Escape');
    await waitFor(async () => (await active()).name?.startsWith('Компания:') === true, { what: 'the focus back on the switcher' });
    // No envelope: the product has no messages, and an always-empty inbox would promise some.
    expect(await page.getByRole('button', { name: 'Сообщения' }).count()).toBe(0);
    // The vacancy table: the focus reaching the plain grid swaps in react-aria's, which keeps it.
    await page.getByRole('grid', { name: 'Актуальные вакансии' }).focus();
    await waitFor(() => page.evaluate(() => document.activeElement?.matches('table[role="grid"][data-rac]') === true), {
      what: "react-aria's grid to take the focus",
    });
    await screenshot(page, 'home-after-first-use');
  });

  it('quick search shows the count in Russian plural forms and highlights the match', async () => {
    const search = page.getByRole('combobox', { name: 'Поиск по компаниям, вакансиям, коллегам и разделам' });
    await search.fill('мо');
    const status = page.locator('.quick-search__status');
    // Моя компания, Мои компании, Мой профиль (no "Мой календарь": the product has no calendar section): 2-4 take the "результата" form.
    await status.filter({ hasText: 'Найдено 3 результата' }).waitFor();
    const marks = await page.getByRole('listbox').locator('mark').allTextContents();
    expect(marks.length).toBe(3);
    expect(new Set(marks.map((mark) => mark.toLowerCase()))).toEqual(new Set(['мо']));
    await page.getByRole('option', { name: 'Расширенный поиск' }).waitFor();
    await screenshot(page, 'quick-search-1440');

    await search.fill('парол');
    await status.filter({ hasText: 'Найден 1 результат' }).waitFor();
    await search.fill('вакансия');
    await status.filter({ hasText: 'Нет результатов' }).waitFor();

    // Choosing a result opens its page.
    await search.fill('профиль');
    await page.getByRole('option', { name: /Мой профиль/ }).click();
    await page.waitForURL(/\/settings\/myCompanies$/);
  });

  it('settings show the profile header and tabs', async () => {
    await page.goto(e2e.product.url);
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Настройки' }).click();
    await page.waitForURL(/\/settings\/myCompanies$/);
    await page.getByRole('heading', { name: /^Коваль Олена Петрівна, \d+ (год|года|лет)$/ }).waitFor();
    await page.getByText('Должность не назначена').waitFor();
    await page.getByRole('tab', { name: 'Мой профиль', selected: true }).waitFor();
    await screenshots('settings');
  });

  it("the menu offers only the sections the product has; a planned section's address leads home", async () => {
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Главная', 'Моя компания', 'Настройки']);
    await screenshot(page, 'menu-sections');
    // An old link or bookmark to a section that does not exist yet opens the status's home (for
    // this user without a company, the company list), not an empty page.
    for (const path of ['/testing', '/my-calendar', '/surveys']) {
      await page.goto(`${e2e.product.url}${path}`);
      await page.waitForURL(`${e2e.product.url}/companies`);
    }
    // Back where the next tests start: the settings.
    await page.goto(`${e2e.product.url}/settings/myCompanies`);
    await page.getByRole('tab', { name: 'Мой профиль', selected: true }).waitFor();
  });

  it('on a 360 px phone the menu is a drawer with the section names, and the tabs scroll with a cue', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    const nav = page.getByRole('navigation', { name: 'Главное меню' });
    // No column of unlabelled icons: the menu waits behind the header's button.
    await waitFor(async () => !(await nav.isVisible()), { what: 'the menu to leave the screen' });
    const open = page.getByRole('button', { name: 'Открыть меню' });
    await open.click();
    const home = nav.getByRole('link', { name: 'Главная' });
    await waitFor(() => home.evaluate((element) => element === document.activeElement), { what: 'focus on the first section' });
    expect((await nav.getByText('Моя компания').boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await screenshot(page, 'menu-drawer-360', { fullPage: false });
    await page.keyboard.press('Escape');
    await waitFor(async () => !(await nav.isVisible()), { what: 'the drawer to close' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);

    // The five tabs do not fit: an arrow at the edge says more are there, and scrolling shows them.
    const scroller = page.locator('.ui-tabs__scroller');
    await waitFor(async () => (await scroller.getAttribute('data-overflow-end')) !== null, { what: 'the cue at the end of the tabs' });
    expect(await scroller.getAttribute('data-overflow-start')).toBeNull();
    await screenshot(page, 'settings-tabs-360');
    await page.getByRole('tab', { name: 'Права доступа' }).scrollIntoViewIfNeeded();
    await waitFor(async () => (await scroller.getAttribute('data-overflow-end')) === null, {
      what: 'the end cue to go once the last tab is in view',
    });
    expect(await scroller.getAttribute('data-overflow-start')).not.toBeNull();
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('edits the profile: an extra phone and a messenger, saved with the toast and shown at once', async () => {
    await page.getByRole('button', { name: 'Редактировать профиль' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование профиля' });
    await dialog.getByLabel(field('Фамилия')).waitFor();
    await screenshots('profile-edit', { modal: true });

    // Esc with a change made asks first; "keep editing" keeps what was typed.
    await dialog.getByLabel(field('Отчество')).fill('Іванівна');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Отменить изменения?' });
    await discard.getByText('Изменения профиля не сохранены').waitFor();
    await screenshot(page, 'profile-edit-discard-question', { fullPage: false });
    await discard.getByRole('button', { name: 'Продолжить редактирование' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(field('Отчество')).inputValue()).toBe('Іванівна');
    await dialog.getByLabel(field('Отчество')).fill('Петрівна');

    await dialog.getByRole('button', { name: 'Добавить телефон' }).click();
    await dialog.getByRole('textbox', { name: 'Телефон 1', exact: true }).fill('0501234567');
    expect(await dialog.getByRole('textbox', { name: 'Телефон 1', exact: true }).inputValue()).toBe('+38 (050) 123 45 67');

    await dialog.getByRole('button', { name: 'Добавить соцсеть' }).click();
    const socials = page.getByRole('dialog', { name: 'Добавить социальную сеть' });
    // Each row needs a type and a link.
    await socials.getByRole('button', { name: 'Применить' }).click();
    await socials.getByText('Обязательное поле').first().waitFor();
    await socials.getByRole('button', { name: /Соцсеть или мессенджер/ }).click();
    await page.getByRole('option', { name: 'Telegram' }).click();
    await socials.getByLabel(field('Ссылка')).fill('https://t.me/olena_koval');
    await socials.getByRole('button', { name: 'Применить' }).click();
    await socials.waitFor({ state: 'detached' });
    await dialog.getByText('https://t.me/olena_koval').waitFor();

    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await toast('Данные успешно обновлены').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const contacts = page.getByRole('region', { name: 'Контакты' });
    await contacts.getByText('+38 (050) 123 45 67').waitFor();
    await contacts.getByText('Telegram: https://t.me/olena_koval').waitFor();

    const saved = await call('/profile/get_userInfo', undefined, session);
    expect(saved.user_data).toMatchObject({ otherPhones: ['0501234567'], socials: [{ type: 1, name: 'https://t.me/olena_koval' }] });
  });

  it('uploads a profile photo through the upload helper: the new picture shows when the server answers', async () => {
    await page.getByRole('button', { name: 'Редактировать профиль' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование профиля' });
    const image = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 30, g: 110, b: 190 } } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Загрузить фото' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: image });
    await toast('Фото профиля обновлено').waitFor();
    await dialog.getByRole('button', { name: 'Сменить фото' }).waitFor();
    const shown = (await dialog.locator('.settings-avatar img').getAttribute('src'))!;
    const files = (await call('/profile/get_userInfo', undefined, session)).user_data as { files?: Array<{ url: string }> };
    expect(files.files?.map((file) => file.url)).toContain(shown);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes the password with the generator: copied, applied to both fields, saved with the toast', async () => {
    await page.getByRole('tab', { name: 'Пароль' }).click();
    await page.waitForURL(/\/settings\/password$/);
    // A wrong form is refused with the texts of spec §5 before any call.
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Обязательное поле').first().waitFor();

    await page.getByRole('button', { name: 'Создать пароль' }).click();
    const suggestion = (await page.getByRole('status', { name: 'Предложенный пароль' }).textContent())?.trim() ?? '';
    expect(suggestion).toMatch(/^\S{14}$/);
    await page.getByRole('button', { name: 'Скопировать' }).click();
    await toast('Пароль скопирован').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(suggestion);

    await page.getByRole('button', { name: 'Подставить в оба поля' }).click();
    await page.getByLabel(field('Текущий пароль')).fill(PASSWORD);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await toast('Пароль успешно обновлён').waitFor();
    await waitFor(async () => (await page.getByLabel(field('Текущий пароль')).inputValue()) === '', { what: 'the form to clear' });

    expect(await call('/profile/loginUser', { identifier: EMAIL, password: suggestion })).toMatchObject({ ok: true });
    expect(await call('/profile/loginUser', { identifier: EMAIL, password: PASSWORD })).toMatchObject({ ok: false });
  });

  it('signs out from the logo dropdown', async () => {
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.waitForURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
    expect(await call('/profile/get_userInfo', undefined, session)).toMatchObject({ ok: false, code: expect.any(String) });
  });
});
