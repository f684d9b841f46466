import type { PostingSummary, PostingView } from '../read/views.js';
import { applyForm, type ApplyFormState } from './apply-form.js';
import { html, type SafeHtml } from './html.js';
import { renderPage, pathIn, type PageContext } from './layout.js';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import { careersTexts, fill, formatDate, type CareersTexts } from './texts.js';

/** "10 000–15 000 грн" / "from 10 000 UAH" (numbers grouped in the page's language). */
/** The day a posting went up, in Kyiv as every day on these pages is (not the UTC day of the moment). */
const postedDay = (iso: string): string => kyivToday(new Date(iso));

export function salaryText(salary: PostingView['salary'], t: CareersTexts, lang: string): string | null {
  if (!salary || (salary.from === null && salary.to === null)) return null;
  const n = (value: number) => new Intl.NumberFormat(lang === 'uk' ? 'uk-UA' : lang === 'en' ? 'en-US' : 'ru-RU').format(value);
  if (salary.from !== null && salary.to !== null && salary.from !== salary.to)
    return fill(t.salaryRange, { from: n(salary.from), to: n(salary.to) });
  if (salary.from !== null) return fill(t.salaryFrom, { from: n(salary.from) });
  return fill(t.salaryTo, { to: n(salary.to!) });
}

function officeLine(office: PostingView['offices'][number]): string {
  return [office.city, [office.street, office.number].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** One posting in a list (/jobs, an employer's page, a gone posting's links). */
export function postingItem(item: PostingSummary, ctx: PageContext, heading: 'h2' | 'h3' = 'h2'): SafeHtml {
  const t = careersTexts(ctx.lang);
  const salary = salaryText(item.salary, t, ctx.lang);
  const where = [...item.cities, item.remote ? t.remote : null].filter(Boolean).join(' · ');
  const link = html`<a href="${pathIn(`/jobs/${item.vacancyId}`, ctx.lang)}">${item.title}</a>`;
  return html`<li class="card">${heading === 'h2' ? html`<h2>${link}</h2>` : html`<h3>${link}</h3>`}<p><a href="${pathIn(`/employers/${item.companyId}`, ctx.lang)}">${item.companyName}</a>${where && html` · ${where}`}${item.employmentType && html` · ${item.employmentType}`}${salary && html` · ${salary}`}</p><p class="muted">${t.posted} ${formatDate(postedDay(item.datePosted), ctx.lang)}</p></li>`;
}

/** The posting's facts and profile, as a candidate reads them (no apply form). */
function postingBody(posting: PostingView, ctx: PageContext): SafeHtml {
  const t = careersTexts(ctx.lang);
  const salary = salaryText(posting.salary, t, ctx.lang);
  const facts: [string, string][] = [];
  if (posting.employmentType) facts.push([t.employmentType, posting.employmentType.label]);
  if (salary) facts.push([t.salary, `${salary} ${t.perMonth}`]);
  if (posting.workTime) facts.push([t.workTime, `${posting.workTime.from}–${posting.workTime.to}`]);
  if (posting.department) facts.push([t.department, posting.department]);
  if (posting.experience) facts.push([t.experience, posting.experience.label]);
  if (posting.education) facts.push([t.education, posting.education.label]);
  facts.push([t.posted, formatDate(postedDay(posting.datePosted), ctx.lang)]);
  facts.push([t.validThrough, formatDate(posting.validThrough, ctx.lang)]);
  return html`<article><h1>${posting.title}</h1>
<p><a href="${pathIn(`/employers/${posting.companyId}`, ctx.lang)}">${posting.companyName}</a> <span class="verified">${t.verifiedEmployer}</span></p>
<dl class="facts">${facts.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>
${(posting.offices.length > 0 || posting.remote) && html`<h2>${t.offices}</h2><ul>${posting.remote && html`<li>${t.remote}</li>`}${posting.offices.map((office) => html`<li>${officeLine(office)}</li>`)}</ul>`}
${posting.sections.filter((section) => section.items.length > 0).map((section) => html`<h2>${section.title}</h2><ul>${section.items.map((item) => html`<li>${item}</li>`)}</ul>`)}
</article>`;
}

/**
 * The posting page: the posting, its JSON-LD (built by the caller: domain/job-posting.ts) and the
 * apply form, shown again with `form`'s values and messages after a refused POST.
 */
export function renderPostingPage(posting: PostingView, ctx: PageContext, jsonLd: SafeHtml | undefined, form?: ApplyFormState): string {
  const t = careersTexts(ctx.lang);
  const description = [posting.companyName, posting.offices[0]?.city, salaryText(posting.salary, t, ctx.lang)].filter(Boolean).join(' · ');
  return renderPage(
    { title: `${posting.title} — ${posting.companyName}`, description, path: `/jobs/${posting.vacancyId}`, ogType: 'article', jsonLd },
    html`${postingBody(posting, ctx)}${applyForm(posting.vacancyId, ctx.lang, form)}`,
    ctx,
  );
}

/** 410 Gone: the posting closed; the employer's other open postings instead (not indexed). */
export function renderGonePage(
  gone: { title: string; companyId: string; companyName: string },
  others: PostingSummary[],
  ctx: PageContext,
): string {
  const t = careersTexts(ctx.lang);
  return renderPage(
    { title: `${t.goneTitle}: ${gone.title}`, path: `/jobs`, noindex: true },
    html`<h1>${t.goneTitle}</h1><p>${gone.title} — <a href="${pathIn(`/employers/${gone.companyId}`, ctx.lang)}">${gone.companyName}</a></p><p>${t.goneText}</p>
<h2>${t.otherPostings}</h2>${others.length > 0 ? html`<ul class="postings">${others.map((item) => postingItem(item, ctx, 'h3'))}</ul>` : html`<p>${t.noOtherPostings}</p>`}
<p><a href="${pathIn('/jobs', ctx.lang)}">${t.allJobs}</a></p>`,
    ctx,
  );
}

/** 404 or 500 as a page of the site (not indexed). */
export function renderMessagePage(kind: 'notFound' | 'error', ctx: PageContext): string {
  const t = careersTexts(ctx.lang);
  const [title, text] = kind === 'notFound' ? [t.notFoundTitle, t.notFoundText] : [t.errorTitle, t.errorText];
  return renderPage(
    { title, path: '/jobs', noindex: true },
    html`<h1>${title}</h1><p>${text}</p><p><a href="${pathIn('/jobs', ctx.lang)}">${t.allJobs}</a></p>`,
    ctx,
  );
}
