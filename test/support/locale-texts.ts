/// <reference lib="dom" />
// The product's own words for a browser journey that walks in more than one language: read from the
// locale files the web is built with, so each language is walked by its texts, not by copies of them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { waitFor } from './wait-for.js';

export type Language = 'ru' | 'uk' | 'en';
type Texts = Record<string, unknown>;

const LOCALES = resolve(import.meta.dirname, '../../web/src/locales');
const SWITCHER: Record<Language, string> = { ru: 'Язык', uk: 'Мова', en: 'Language' };
const OPTION: Record<Language, string> = { ru: 'Русский', uk: 'Українська', en: 'English' };

/** A text of namespace `ns` in `lang` ("manage.edit"), its {{placeholders}} filled from `vars`. */
export function say(lang: Language, ns: string, key: string, vars: Record<string, string> = {}): string {
  let value: unknown = JSON.parse(readFileSync(resolve(LOCALES, lang, `${ns}.json`), 'utf8')) as Texts;
  for (const part of key.split('.')) value = (value as Texts)[part];
  if (typeof value !== 'string') throw new Error(`no text ${ns}:${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** Switches the signed-in header's language (the page reloads) and waits for the page to speak it. */
export async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`${SWITCHER[from]}$`) })
    .first()
    .click();
  await page.getByRole('option', { name: OPTION[to] }).click();
  await waitFor(() => page.evaluate((lang) => document.documentElement.lang === lang, to), { what: `the page in ${to}` });
}
