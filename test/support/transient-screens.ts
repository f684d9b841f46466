/// <reference lib="dom" />
// The short-lived screens of the fresh-install path in one language: the registration's "sent"
// screen, the company form with its "Прервать регистрацию?" dialog, the administrator step and the
// "created" screen. They do not survive the reload that languages.ts's sweep switches language by,
// so a lean pass walks them once per language with a fresh account: the language is chosen on the
// sign-in page before the journey reaches them (the reused page's storage starts empty, so each pass
// starts in Russian). Each is scanned by axe failing on every impact, and read for raw i18n keys.
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './a11y.js';
import { lastShots, SCREENSHOTS_ALL, saveScreenshot } from './browser.js';
import { randomInt } from 'node:crypto';
import { createProfiledUser, field, type E2e } from './e2e.js';
import { uniqueEdrpou } from './edrpou.js';
import { type Language, say, switchLanguage } from './locale-texts.js';
import { rawKeys, untranslated } from './languages.js';
import { waitFor } from './wait-for.js';

const PERSON = 'Тестова';

async function scanned(page: Page, lang: Language, screen: string): Promise<void> {
  const name = `transient-${screen}-${lang}-1280`;
  await waitFor(() => page.evaluate((want) => document.documentElement.lang === want, lang), { what: `${screen} in ${lang}` });
  if (SCREENSHOTS_ALL) await saveScreenshot(page, name, { fullPage: false });
  else lastShots.set(page, { name, fullPage: false });
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`axe on "${screen}" in ${lang} (${page.url()}):\n${describeViolations(violations)}`);
  const keys = await rawKeys(page);
  if (keys.length > 0) throw new Error(`raw i18n keys on "${screen}" in ${lang}: ${keys.join(', ')}`);
  // The seeded owner's name is the only Cyrillic the journey typed.
  const foreign = lang === 'en' ? await untranslated(page, [PERSON]) : [];
  if (foreign.length > 0) throw new Error(`untranslated words on "${screen}" in en: ${foreign.join(' | ')}`);
}

/** Walks the transient screens in `lang` on the suite's reused page; `run` makes the e-mails unique. */
export async function transientScreensIn(e2e: E2e, lang: Language, run: string, password: string): Promise<void> {
  const url = e2e.product.url;
  const page = await e2e.reusedPage({ width: 1280, height: 900 });
  await page.goto(`${url}/auth`);
  await page.locator('form').first().waitFor();
  await switchLanguage(page, 'ru', lang);

  // Registration: the "sent" screen, kept from going on to the sign-in page by itself.
  const newcomer = `transient.${lang}.${run}@example.com`;
  await page.getByRole('tab', { name: say(lang, 'auth', 'registration.tab') }).click();
  const registration = page.getByRole('form', { name: say(lang, 'auth', 'registration.tab') });
  await registration.getByLabel(field(say(lang, 'auth', 'registration.email'))).fill(newcomer);
  await registration.getByLabel(field(say(lang, 'auth', 'registration.password'))).fill(password);
  await registration.getByLabel(field(say(lang, 'auth', 'registration.repeat'))).fill(password);
  await registration.getByRole('button', { name: say(lang, 'auth', 'registration.submit') }).click();
  await page.getByRole('heading', { name: say(lang, 'auth', 'registered.title') }).waitFor();
  await page.getByRole('button', { name: say(lang, 'common', 'successAction.stay') }).click();
  await page.getByText(newcomer).first().waitFor();
  await scanned(page, lang, 'registration-sent');

  // An account with a profile, seeded through the API, signs in on the same page, still in `lang`.
  const owner = `transient.owner.${lang}.${run}@example.com`;
  await createProfiledUser(url, {
    email: owner,
    password,
    profile: {
      lname: 'Тест',
      name: 'Тест',
      sname: '',
      birth_date: '1990-05-05',
      gender_id: 1,
      phone: `09${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    },
  });
  await page.goto(`${url}/auth`);
  const login = page.getByRole('form', { name: say(lang, 'auth', 'login.tab') });
  await login.getByLabel(field(say(lang, 'auth', 'login.identifier'))).fill(owner);
  await login.getByLabel(field(say(lang, 'auth', 'login.password'))).fill(password);
  await login.getByRole('button', { name: say(lang, 'auth', 'login.submit') }).click();
  await waitFor(async () => !page.url().includes('/auth'), { what: 'signed in' });
  await page.goto(`${url}/companies`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The account's stored language may win over the sign-in page's choice: the list survives the switch.
  const shown = (await page.evaluate(() => document.documentElement.lang)) as Language;
  if (shown !== lang) await switchLanguage(page, shown, lang);

  // The company form, its abort dialog, the administrator step and the "created" screen.
  await page
    .getByRole('button', { name: say(lang, 'companies', 'add') })
    .first()
    .click();
  await page.getByRole('textbox', { name: field(say(lang, 'companies', 'create.name')) }).fill(`Transient ${lang} ${run}`);
  await page.getByRole('textbox', { name: field(say(lang, 'companies', 'create.code')) }).fill(uniqueEdrpou());
  await scanned(page, lang, 'company-create');
  await page.getByRole('button', { name: say(lang, 'companies', 'create.finish') }).click();
  const abort = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
  await abort.waitFor();
  await scanned(page, lang, 'company-create-abort');
  await abort.getByRole('button', { name: say(lang, 'companies', 'abort.stay') }).click();
  await abort.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: say(lang, 'companies', 'create.next') }).click();
  await page.getByRole('heading', { name: say(lang, 'companySetup', 'admin.title') }).waitFor();
  await scanned(page, lang, 'company-administrator');
  await page.getByText(say(lang, 'companySetup', 'admin.agreement')).click();
  await page.getByRole('button', { name: say(lang, 'companySetup', 'admin.save') }).click();
  await page.getByRole('heading', { name: say(lang, 'onboarding', 'created.title') }).waitFor();
  await scanned(page, lang, 'company-created');
}
