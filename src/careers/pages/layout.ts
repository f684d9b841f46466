import { CAREERS_CSS } from './styles.js';
import { html, raw, type SafeHtml } from './html.js';
import { CAREERS_LANGS, type CareersLang } from './lang.js';
import { careersTexts } from './texts.js';

/** What every page request knows: its language and the site's public origin (no trailing slash). */
export interface PageContext {
  lang: CareersLang;
  origin: string;
}

/** A page's head: title, description, canonical path and the optional OpenGraph and JSON-LD slots. */
export interface PageHead {
  title: string;
  description?: string;
  /**
   * The page's path without `lang` (e.g. `/jobs/<id>` or `/jobs?city=5&page=2`): the canonical URL
   * is it with `lang=` of this page, and the hreflang alternates are it in each language.
   */
  path: string;
  /** OpenGraph type (`website` unless told) and an image URL when the page has one. */
  ogType?: 'website' | 'article';
  /** The JSON-LD element (jsonLdScript), on posting pages only. */
  jsonLd?: SafeHtml;
  /** Pages that must not be indexed (gone postings, errors, a candidate's own status page). */
  noindex?: boolean;
}

/** `path` in a language: `lang` appended to its query. */
export function pathIn(path: string, lang: CareersLang): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

const STYLE = raw(`<style>${CAREERS_CSS}</style>`);

/**
 * A whole page: `<html lang>`, the head (title, description, canonical, hreflang alternates for ru,
 * uk and en plus x-default, OpenGraph, the inlined stylesheet, JSON-LD) and the body inside the
 * site's header and footer. Returns the document as a string.
 */
export function renderPage(head: PageHead, body: SafeHtml, ctx: PageContext): string {
  const t = careersTexts(ctx.lang);
  const url = (lang: CareersLang) => `${ctx.origin}${pathIn(head.path, lang)}`;
  const canonical = url(ctx.lang);
  const langLinks = CAREERS_LANGS.map((lang) =>
    lang === ctx.lang
      ? html`<span aria-current="true">${lang.toUpperCase()}</span>`
      : html`<a href="${pathIn(head.path, lang)}" hreflang="${lang}" lang="${lang}">${lang.toUpperCase()}</a>`,
  );
  const ogLocale = { ru: 'ru_RU', uk: 'uk_UA', en: 'en_US' }[ctx.lang];
  const document = html`<!doctype html>
<html lang="${ctx.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${head.title}</title>${head.description && html`<meta name="description" content="${head.description}">`}
${head.noindex ? html`<meta name="robots" content="noindex">` : html`<link rel="canonical" href="${canonical}">${CAREERS_LANGS.map((lang) => html`<link rel="alternate" hreflang="${lang}" href="${url(lang)}">`)}<link rel="alternate" hreflang="x-default" href="${ctx.origin}${head.path}">`}
<meta property="og:type" content="${head.ogType ?? 'website'}"><meta property="og:title" content="${head.title}">${head.description && html`<meta property="og:description" content="${head.description}">`}<meta property="og:url" content="${canonical}"><meta property="og:site_name" content="Kadry"><meta property="og:locale" content="${ogLocale}">
${STYLE}${head.jsonLd}</head>
<body><header><a class="site" href="${pathIn('/jobs', ctx.lang)}">${t.siteName}</a><nav class="langs" aria-label="${t.language}">${langLinks}</nav></header>
<main id="main">${body}</main>
<footer><a href="${pathIn('/jobs', ctx.lang)}">${t.allJobs}</a></footer></body></html>`;
  return document.value;
}
