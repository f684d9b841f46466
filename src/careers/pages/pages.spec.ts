import { samplePosting } from '../domain/job-posting.fixture.js';
import { jobPostingJsonLd } from '../domain/job-posting.js';
import { applyForm } from './apply-form.js';
import { pickLang } from './lang.js';
import { renderPostingPage } from './posting-page.js';
import { gzipSync } from 'node:zlib';

describe('careers pages', () => {
  it('pick the language by ?lang=, then Accept-Language by weight, else Russian', () => {
    expect(pickLang('en', 'uk')).toBe('en');
    expect(pickLang('ua', undefined)).toBe('uk');
    expect(pickLang('de', 'de-DE,uk;q=0.8,en;q=0.9')).toBe('en');
    expect(pickLang(undefined, 'fr')).toBe('ru');
    expect(pickLang(undefined, undefined)).toBe('ru');
  });

  it('render a posting with canonical, hreflang alternates, OpenGraph and the apply form, well under 30 KB compressed', () => {
    const page = renderPostingPage(samplePosting(), { lang: 'uk', origin: 'https://kadry.example' }, undefined);
    expect(page).toContain('<html lang="uk">');
    expect(page).toContain(`<link rel="canonical" href="https://kadry.example/jobs/${samplePosting().vacancyId}?lang=uk">`);
    for (const lang of ['ru', 'uk', 'en', 'x-default']) expect(page).toContain(`hreflang="${lang}"`);
    expect(page).toContain('property="og:title"');
    expect(page).toContain(`action="/jobs/${samplePosting().vacancyId}/apply"`);
    expect(page).not.toContain('<script>alert(1)');
    expect(gzipSync(page).length).toBeLessThan(30 * 1024);
  });

  it('date a posting by the Kyiv day it went up, on the page and in its JSON-LD', () => {
    // 23:30 UTC on 7 December is already 8 December in Kyiv.
    const late = samplePosting({ datePosted: '2026-12-07T23:30:00.000Z' });
    expect(renderPostingPage(late, { lang: 'uk', origin: 'https://kadry.example' }, undefined)).toContain('<dd>08.12.2026</dd>');
    expect(jobPostingJsonLd(late, 'https://kadry.example').datePosted).toBe('2026-12-08');
  });

  it('show the form again with the values kept and a message per field', () => {
    const form = applyForm('v1', 'en', {
      values: { name: 'Ann "A"', email: 'a@b' },
      consent: true,
      errors: { email: 'Not an e-mail' },
    }).value;
    expect(form).toContain('value="Ann &quot;A&quot;"');
    expect(form).toContain('aria-invalid="true" aria-describedby="apply-email-error"');
    expect(form).toContain('<p class="field-error" id="apply-email-error">Not an e-mail</p>');
    expect(form).toContain(' checked');
    expect(form).toContain('name="website"');
  });
});
