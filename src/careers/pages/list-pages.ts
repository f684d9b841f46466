import type { EmployerPage } from '../queries/get-employer.query.js';
import type { JobsFilter, JobsPage } from '../queries/get-jobs.query.js';
import type { SitemapEntry } from '../queries/get-sitemap.query.js';
import { escapeHtml, html } from './html.js';
import { pathIn, renderPage, type PageContext } from './layout.js';
import { postingItem } from './posting-page.js';
import { careersTexts, fill, formatDate } from './texts.js';

/** The query string of a /jobs page (without `lang`), empty parts left out. */
export function jobsPath(filter: JobsFilter, page = filter.page): string {
  const query = new URLSearchParams();
  if (filter.text.trim()) query.set('q', filter.text.trim());
  if (filter.cityId !== null) query.set('city', String(filter.cityId));
  if (filter.employmentType !== null) query.set('type', String(filter.employmentType));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/jobs?${text}` : '/jobs';
}

/** `/jobs`: the filter form (a GET form: works without JavaScript), the postings, the pager. */
export function renderJobsPage(jobs: JobsPage, filter: JobsFilter, ctx: PageContext): string {
  const t = careersTexts(ctx.lang);
  const option = (value: number, name: string, chosen: number | null) =>
    html`<option value="${value}"${value === chosen ? html` selected` : ''}>${name}</option>`;
  const title = filter.page > 1 ? `${t.jobsTitle} — ${fill(t.pageOf, { page: filter.page })}` : t.jobsTitle;
  return renderPage(
    { title, description: t.jobsDescription, path: jobsPath(filter) },
    html`<h1>${t.jobsTitle}</h1>
<form class="filters card" method="get" action="/jobs" role="search" aria-label="${t.search}"><input type="hidden" name="lang" value="${ctx.lang}">
<div><label for="jobs-q">${t.searchText}</label><input id="jobs-q" name="q" type="search" maxlength="100" value="${filter.text}"></div>
<div><label for="jobs-city">${t.city}</label><select id="jobs-city" name="city"><option value="">${t.anyCity}</option>${jobs.cities.map((city) => option(city.id, city.name, filter.cityId))}</select></div>
<div><label for="jobs-type">${t.employmentType}</label><select id="jobs-type" name="type"><option value="">${t.anyType}</option>${jobs.employmentTypes.map((type) => option(type.id, type.name, filter.employmentType))}</select></div>
<div><button type="submit">${t.find}</button></div></form>
${jobs.items.length > 0 ? html`<ul class="postings">${jobs.items.map((item) => postingItem(item, ctx))}</ul>` : html`<p>${t.noJobs}</p>`}
${(filter.page > 1 || jobs.more) && html`<nav class="pager" aria-label="${fill(t.pageOf, { page: filter.page })}">${filter.page > 1 && html`<a rel="prev" href="${pathIn(jobsPath(filter, filter.page - 1), ctx.lang)}">${t.previous}</a>`}${jobs.more && html`<a rel="next" href="${pathIn(jobsPath(filter, filter.page + 1), ctx.lang)}">${t.next}</a>`}</nav>`}`,
    ctx,
  );
}

/** `/employers/<id>`: the verified mark with its date, mission, values, offices, links, open postings. */
export function renderEmployerPage({ employer, postings }: EmployerPage, ctx: PageContext): string {
  const t = careersTexts(ctx.lang);
  const links = [employer.website, ...employer.socials].filter((link): link is string => Boolean(link) && /^https?:\/\//i.test(link!));
  return renderPage(
    { title: employer.name, description: employer.mission ?? t.verifiedEmployer, path: `/employers/${employer.companyId}` },
    html`<h1>${employer.name}</h1>
<p><span class="verified">${t.verifiedEmployer}</span>${employer.verifiedAt && html` <span class="muted">${fill(t.verifiedOn, { date: formatDate(employer.verifiedAt, ctx.lang) })}</span>`}</p>
${employer.mission && html`<h2>${t.mission}</h2><p>${employer.mission}</p>`}
${employer.values.length > 0 && html`<h2>${t.values}</h2><ul>${employer.values.map((value) => html`<li>${value}</li>`)}</ul>`}
${employer.offices.length > 0 && html`<h2>${t.offices}</h2><ul>${employer.offices.map((office) => html`<li>${[office.city, [office.street, office.number].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</li>`)}</ul>`}
${links.length > 0 && html`<h2>${t.website} · ${t.socials}</h2><ul>${links.map((link) => html`<li><a href="${link}" rel="nofollow noopener">${link}</a></li>`)}</ul>`}
<h2>${t.openPostings}</h2>${postings.length > 0 ? html`<ul class="postings">${postings.map((item) => postingItem(item, ctx, 'h3'))}</ul>` : html`<p>${t.noOtherPostings}</p>`}`,
    ctx,
  );
}

/** The sitemap: each page in each language (hreflang alternates as xhtml:link), with lastmod. */
export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const url = (path: string, lang?: string) => escapeHtml(`${origin}${lang ? pathIn(path, lang as 'ru') : path}`);
  const items = entries.map(
    (entry) =>
      `<url><loc>${url(entry.path)}</loc><lastmod>${entry.lastmod}</lastmod>${['ru', 'uk', 'en'].map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url(entry.path, lang)}"/>`).join('')}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${items.join('')}</urlset>\n`;
}

/** robots.txt: the public pages open, the application and the API closed, the sitemap named. */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /jobs\nAllow: /employers\nDisallow: /api/\nDisallow: /application/\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
