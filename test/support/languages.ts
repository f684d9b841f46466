/// <reference lib="dom" />
// One screen in the three languages, for a browser journey that walks in Russian: the screen's
// popover (or the language list) is opened and axe runs with it open, then the screen is
// shown in Ukrainian and in English (the switch reloads the page, so only screens that survive a
// reload are swept) and each is scanned at rest, with every text on it checked for a raw i18n key
// (and, in English, for a Russian or Ukrainian word the product wrote); then back to Russian. The
// scans fail on every axe finding, the moderate ones (landmarks) included.
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './a11y.js';
import { lastShots, SCREENSHOTS_ALL, saveScreenshot } from './browser.js';
import { waitFor } from './wait-for.js';

type Language = 'ru' | 'uk' | 'en';
const SWITCHER: Record<Language, string> = { ru: 'Язык', uk: 'Мова', en: 'Language' };
const OPTION: Record<Language, string> = { ru: 'Русский', uk: 'Українська', en: 'English' };

export interface SweepOptions {
  /** Shown once the screen is ready in any language (e.g. its level 1 heading). */
  ready: (page: Page) => Locator;
  /** Texts the people of the journey typed (names, titles): they stay as typed in English too. */
  data?: ReadonlyArray<string | RegExp>;
  /** The screen's own popover (a select, combobox, menu or dialog), opened in Russian before the sweep and scanned open. */
  popover?: { open: (page: Page) => Promise<unknown>; shown: (page: Page) => Locator };
  /** Scans the language list open too (one list for every screen of a layout: once per layout is enough). */
  languageListOpen?: boolean;
  /** Leaves the page in English (the journey does nothing more on it): one reload less. */
  endInEnglish?: boolean;
}

/** Every axe finding, whatever its impact, fails; the picture as screenshot() keeps it (browser.ts). */
async function clean(page: Page, screen: string, shot?: string): Promise<void> {
  if (shot && SCREENSHOTS_ALL) await saveScreenshot(page, shot);
  else if (shot) lastShots.set(page, { name: shot, fullPage: true });
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`axe on "${screen}" (${page.url()}):\n${describeViolations(violations)}`);
}

/** Texts a person meets: what is shown, and the names and hints of controls. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const node of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = node.getAttribute(name);
        if (value) texts.push(value);
      }
    return texts;
  });
}

// A raw key is what i18next shows for a text it does not have: dotted lowercase words
// ("review.done", "leave.title"), no abbreviation ("e.g."). E-mail addresses, links and file names
// look alike and are removed.
const NOT_KEYS = [/\S+@\S+/g, /https?:\/\/\S+/g, /\b[\w-]+\.(pdf|docx?|png|jpe?g|csv|com|ua|org|net)\b/gi];
const KEY = /(?<![\w.@/-])[a-z][a-zA-Z0-9_]+(?:\.[a-zA-Z0-9_]{2,})+(?![\w@/-])/g;

export async function rawKeys(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (let text of await shownTexts(page)) {
    for (const pattern of NOT_KEYS) text = text.replace(pattern, ' ');
    for (const match of text.matchAll(KEY)) found.add(match[0]);
  }
  return [...found];
}

/** Cyrillic words on an English screen that are not the journey's own data. */
export async function untranslated(page: Page, data: ReadonlyArray<string | RegExp>): Promise<string[]> {
  const found = new Set<string>();
  for (let text of await shownTexts(page)) {
    for (const typed of data) text = typeof typed === 'string' ? text.split(typed).join(' ') : text.replace(typed, ' ');
    for (const line of text.split('\n')) if (/[А-Яа-яЁёІіЇїЄєҐґ]/.test(line)) found.add(line.trim());
  }
  return [...found];
}

async function settled(page: Page, language: Language, options: SweepOptions): Promise<void> {
  await waitFor(() => page.evaluate((lang) => document.documentElement.lang === lang, language), { what: `the page in ${language}` });
  await options.ready(page).first().waitFor();
  await waitFor(() => page.evaluate(() => document.querySelector('.ui-loader, .ui-spinner') === null), {
    what: 'nothing loading',
  });
}

async function switchTo(page: Page, from: Language, to: Language, screen: string, scanOpen: boolean): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`${SWITCHER[from]}$`) })
    .first()
    .click();
  const option = page.getByRole('option', { name: OPTION[to] });
  await option.waitFor();
  if (scanOpen) await clean(page, `${screen}, the language list open (${from})`);
  await option.click();
}

/**
 * Sweeps the screen the page shows, in Russian, through Ukrainian and English and back, as
 * described at the top of this file (it is the screen's scan: no screenshot() before it).
 */
export async function inThreeLanguages(page: Page, screen: string, options: SweepOptions): Promise<void> {
  await clean(page, `${screen} (ru)`, `languages-${screen}-ru`);
  if (options.popover) {
    await options.popover.open(page);
    await options.popover.shown(page).first().waitFor();
    await clean(page, `${screen}, its popover open (ru)`);
    await page.keyboard.press('Escape');
    await options.popover.shown(page).first().waitFor({ state: 'hidden' });
  }
  await switchTo(page, 'ru', 'uk', screen, options.languageListOpen ?? false);
  for (const [language, next] of [
    ['uk', 'en'],
    ['en', 'ru'],
  ] as const) {
    await settled(page, language, options);
    const keys = await rawKeys(page);
    if (keys.length > 0) throw new Error(`raw i18n keys on "${screen}" (${language}): ${keys.join(', ')}`);
    if (language === 'en') {
      const words = await untranslated(page, options.data ?? []);
      if (words.length > 0) throw new Error(`untranslated on "${screen}" (en):\n  ${words.join('\n  ')}`);
    }
    await clean(page, `${screen} (${language})`, `languages-${screen}-${language}`);
    if (language === 'en' && options.endInEnglish) return;
    await switchTo(page, language, next, screen, false);
  }
  await settled(page, 'ru', options);
}
