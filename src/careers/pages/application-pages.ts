import type { PublicApplicationView } from '../../recruiting/recruiting.contract.js';
import { PUBLIC_APPLICATION_STATES } from '../../shared/contract/recruiting.js';
import { applyTexts, kyivDate } from '../careers-apply.texts.js';
import { html } from './html.js';
import { pathIn, renderPage, type PageContext } from './layout.js';

/*
 * The pages of applying beyond the posting's own (which shows the form again after a refusal): the
 * thank-you page, "you applied already", and the candidate's status page with its withdrawal and
 * the confirmation before it. Status pages are never indexed and name no internal stage.
 */

/** Where the status page of a token lives (the token as it came: base64url needs no escaping in a path). */
export const statusPath = (token: string) => `/application/${token}`;

/** After a successful application (and after a honeypot's, which must look the same to a bot). */
export function renderThanksPage(posting: { vacancyId: string; title: string }, email: string, ctx: PageContext): string {
  const t = applyTexts(ctx.lang);
  return renderPage(
    { title: t.thanksTitle, path: `/jobs/${posting.vacancyId}`, noindex: true },
    html`<h1>${t.thanksTitle}</h1><p class="card" role="status">${t.thanksBody(email)}</p>
<p><a href="${pathIn(`/jobs/${posting.vacancyId}`, ctx.lang)}">${t.backToPosting}: ${posting.title}</a></p>`,
    ctx,
  );
}

/** The same person applied to this posting before: nothing new was made. */
export function renderAlreadyAppliedPage(posting: { vacancyId: string; title: string }, ctx: PageContext): string {
  const t = applyTexts(ctx.lang);
  return renderPage(
    { title: t.alreadyTitle, path: `/jobs/${posting.vacancyId}`, noindex: true },
    html`<h1>${t.alreadyTitle}</h1><p class="card" role="status">${t.alreadyBody}</p>
<p><a href="${pathIn(`/jobs/${posting.vacancyId}`, ctx.lang)}">${t.backToPosting}: ${posting.title}</a></p>`,
    ctx,
  );
}

/**
 * The candidate's status page: the posting and the employer, the day they applied, the public
 * states with the current one marked, the decision letter once it went, and "withdraw" while the
 * application is open (a plain form; the next page asks to confirm). `notice`: a line on top (e.g.
 * "already decided" after a withdrawal came too late).
 */
export function renderStatusPage(view: PublicApplicationView, token: string, ctx: PageContext, notice?: string): string {
  const t = applyTexts(ctx.lang);
  const current = PUBLIC_APPLICATION_STATES.indexOf(view.state);
  const steps = PUBLIC_APPLICATION_STATES.map((state, index) =>
    index === current
      ? html`<li aria-current="step"><strong>${t.states[state]}</strong></li>`
      : html`<li class="${index < current ? '' : 'muted'}">${t.states[state]}</li>`,
  );
  return renderPage(
    { title: `${t.statusTitle}: ${view.vacancy}`, path: statusPath(token), noindex: true },
    html`<h1>${t.statusTitle}</h1>
${notice !== undefined && html`<p class="form-error" role="alert">${notice}</p>`}
<section class="card"><h2>${view.vacancy}</h2><p>${view.company}</p><p class="muted">${t.appliedOn(kyivDate(view.appliedAt, ctx.lang))}</p>
<h3>${t.progressLabel}</h3><ol aria-label="${t.progressLabel}">${steps}</ol>
<p role="status">${view.withdrawnAt ? t.withdrawnOn(kyivDate(view.withdrawnAt, ctx.lang)) : t.stateHints[view.state]}</p></section>
${view.letter && html`<section class="card"><h2>${t.letterTitle}</h2><div lang="${view.letter.lang}"><p><strong>${view.letter.subject}</strong></p>${view.letter.body.split(/\n\s*\n/).map((paragraph) => html`<p>${paragraph}</p>`)}</div></section>`}
${view.open && html`<form method="post" action="${pathIn(`${statusPath(token)}/withdraw`, ctx.lang)}"><button type="submit">${t.withdraw}</button></form>`}`,
    ctx,
  );
}

/** The step before withdrawing: what it means, "yes" (posts `confirm=yes`) and "no" (back to the status page). */
export function renderWithdrawConfirmPage(view: PublicApplicationView, token: string, ctx: PageContext): string {
  const t = applyTexts(ctx.lang);
  return renderPage(
    { title: t.withdrawConfirmTitle, path: statusPath(token), noindex: true },
    html`<h1>${t.withdrawConfirmTitle}</h1><section class="card"><p><strong>${view.vacancy}</strong> — ${view.company}</p><p>${t.withdrawConfirmBody}</p>
<form method="post" action="${pathIn(`${statusPath(token)}/withdraw`, ctx.lang)}"><input type="hidden" name="confirm" value="yes"><button type="submit">${t.withdrawConfirm}</button></form>
<p><a href="${pathIn(statusPath(token), ctx.lang)}">${t.withdrawCancel}</a></p></section>`,
    ctx,
  );
}

/** A status link that names nothing (malformed, unknown, or its data erased). */
export function renderLinkNotFoundPage(ctx: PageContext): string {
  const t = applyTexts(ctx.lang);
  return renderPage(
    { title: t.linkNotFoundTitle, path: '/jobs', noindex: true },
    html`<h1>${t.linkNotFoundTitle}</h1><p>${t.linkNotFoundBody}</p>`,
    ctx,
  );
}
