import { jsonLdScript, html } from '../pages/html.js';
import { samplePosting } from './job-posting.fixture.js';
import { jobPostingJsonLd } from './job-posting.js';

/** Google's job posting structured data: required, then recommended properties. */
const GOOGLE_REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'title'] as const;
const GOOGLE_RECOMMENDED = ['baseSalary', 'directApply', 'employmentType', 'identifier', 'validThrough'] as const;

describe('JobPosting JSON-LD', () => {
  it('carries every property Google requires and recommends, with a full postal address', () => {
    const data = jobPostingJsonLd(samplePosting(), 'https://kadry.example') as unknown as Record<string, unknown>;
    for (const property of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED, 'jobLocation', 'experienceRequirements', 'educationRequirements'])
      expect(data[property]).toBeDefined();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      employmentType: ['FULL_TIME'],
      directApply: true,
      validThrough: '2027-01-31T23:59:59+02:00',
      datePosted: '2026-12-01',
      hiringOrganization: {
        name: 'ТОВ "Ромашка" </script><script>alert(1)</script>',
        sameAs: ['https://romashka.example', 'https://facebook.com/romashka'],
      },
      baseSalary: { currency: 'UAH', value: { minValue: 30000, maxValue: 40000, unitText: 'MONTH' } },
      experienceRequirements: { monthsOfExperience: 12 },
      educationRequirements: { credentialCategory: 'bachelor degree' },
    });
    const [place] = data.jobLocation as Array<{ address: Record<string, string> }>;
    expect(place!.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'ул. Крещатик 1',
      addressLocality: 'Киев',
      addressRegion: 'Киевская область',
      postalCode: '01001',
      addressCountry: 'UA',
    });
    expect(String(data.description)).toContain('Учёт &#60;b&#62;всего&#60;/b&#62;');
  });

  it('says TELECOMMUTE with the applicants’ country for remote work, and leaves out a salary that is not there', () => {
    const data = jobPostingJsonLd(samplePosting({ remote: true, offices: [], salary: null }), 'https://kadry.example') as unknown as Record<
      string,
      unknown
    >;
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'UA' });
    expect(data.jobLocation).toBeUndefined();
    expect(data.baseSalary).toBeUndefined();
  });

  it('never carries age, sex, family status, children or military service', () => {
    const text = JSON.stringify(jobPostingJsonLd(samplePosting(), 'https://kadry.example'));
    for (const word of ['age', 'gender', 'sex', 'family', 'kids', 'children', 'military'])
      expect(text).not.toMatch(new RegExp(`"${word}`, 'i'));
  });
});

describe('escaping', () => {
  it('a </script> in company text does not end the JSON-LD element, and the JSON still parses', () => {
    const script = jsonLdScript(jobPostingJsonLd(samplePosting(), 'https://kadry.example')).value;
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/<\/?script/i);
    expect(inner).not.toContain('<');
    expect((JSON.parse(inner) as { hiringOrganization: { name: string } }).hiringOrganization.name).toContain('</script>');
  });

  it('html escapes text and attribute values, keeps SafeHtml, drops null and false', () => {
    const name = '"><img src=x onerror=alert(1)>';
    expect(html`<a title="${name}">${name}</a>${null}${false}${html`<b>ok</b>`}`.value).toBe(
      '<a title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a><b>ok</b>',
    );
  });
});
