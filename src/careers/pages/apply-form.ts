import { html, type SafeHtml } from './html.js';
import type { CareersLang } from './lang.js';
import { careersTexts } from './texts.js';

/** The form's fields as the POST receives them (multipart/form-data). */
export const APPLY_FIELDS = ['name', 'lname', 'email', 'phone', 'cv', 'consent'] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];
/** The text fields whose values come back into the form when it is shown again. */
export type ApplyTextField = 'name' | 'lname' | 'email' | 'phone';

/** Hidden from people (off-screen, out of the tab order); a bot that fills it is refused. */
export const HONEYPOT_FIELD = 'website';
/** The version of the consent text shown; sent back in `consent_version` and recorded with the consent. */
export const CONSENT_VERSION = 'careers-consent-2026-12';

/** What a re-rendered form shows: the values typed, and a message per field or for the whole form. */
export interface ApplyFormState {
  values?: Partial<Record<ApplyTextField, string>>;
  consent?: boolean;
  errors?: Partial<Record<ApplyField, string>>;
  /** A message above the fields (e.g. "already applied", "too many attempts"). */
  formError?: string;
}

function describedBy(id: string, error: string | undefined): SafeHtml | string {
  return error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
}

function errorOf(id: string, error: string | undefined): SafeHtml | false {
  return error !== undefined && html`<p class="field-error" id="${id}-error">${error}</p>`;
}

/**
 * The apply form of a posting: a plain HTML form (works without JavaScript) posting
 * `multipart/form-data` to `/jobs/<vacancyId>/apply`, with the page's language in a hidden field.
 */
export function applyForm(vacancyId: string, lang: CareersLang, state: ApplyFormState = {}): SafeHtml {
  const t = careersTexts(lang);
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const text = (field: ApplyTextField, type: string, autocomplete: string) => {
    const id = `apply-${field}`;
    return html`<label for="${id}">${t[field]}</label><input id="${id}" name="${field}" type="${type}" autocomplete="${autocomplete}" required maxlength="${field === 'email' ? 254 : 100}" value="${values[field] ?? ''}"${describedBy(id, errors[field])}>${errorOf(id, errors[field])}`;
  };
  return html`<form class="apply card" method="post" enctype="multipart/form-data" action="/jobs/${vacancyId}/apply" aria-labelledby="apply-title">
<h2 id="apply-title">${t.applyTitle}</h2>
${state.formError !== undefined && html`<p class="form-error" role="alert">${state.formError}</p>`}${state.formError === undefined && Object.keys(errors).length > 0 && html`<p class="form-error" role="alert">${t.fixErrors}</p>`}
<input type="hidden" name="lang" value="${lang}"><input type="hidden" name="consent_version" value="${CONSENT_VERSION}">
${text('name', 'text', 'given-name')}${text('lname', 'text', 'family-name')}${text('email', 'email', 'email')}${text('phone', 'tel', 'tel')}
<label for="apply-cv">${t.cv}</label><input id="apply-cv" name="cv" type="file" required accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"${describedBy('apply-cv', errors.cv)}>${errorOf('apply-cv', errors.cv)}
<label class="check" for="apply-consent"><input id="apply-consent" name="consent" type="checkbox" value="1" required${state.consent ? html` checked` : ''}${describedBy('apply-consent', errors.consent)}><span>${t.consent}</span></label>${errorOf('apply-consent', errors.consent)}
<div class="hp" aria-hidden="true"><label for="apply-${HONEYPOT_FIELD}">${t.honeypot}</label><input id="apply-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit">${t.send}</button>
</form>`;
}
