import type { JobPosting, WithContext } from 'schema-dts';
import { kyivToday } from '../../shared/domain/kyiv-day.js';
import type { PostingView } from '../read/views.js';

/*
 * A posting's schema.org JobPosting (Google's job search: every required and recommended
 * property). Typed with schema-dts, so a misspelt property or a wrong shape does not compile.
 * Only what PostingView holds can appear, and PostingView never holds age, sex, family status,
 * children or military service (docs/careers.md).
 */

/** s_employment_type codes → Google's employmentType values. */
const EMPLOYMENT_TYPES: Record<string, string[]> = {
  'full-time': ['FULL_TIME'],
  'part-time': ['PART_TIME'],
  remote: ['FULL_TIME'],
  hybrid: ['FULL_TIME'],
  shift: ['FULL_TIME'],
  rotation: ['TEMPORARY'],
  project: ['CONTRACTOR'],
  'civil-contract': ['CONTRACTOR'],
  'gig-contract': ['CONTRACTOR'],
  seasonal: ['TEMPORARY'],
  temporary: ['TEMPORARY'],
  internship: ['INTERN'],
};

/** s_work_experience codes → months of experience asked (null: none asked). */
const EXPERIENCE_MONTHS: Record<string, number | null> = {
  none: null,
  any: null,
  'lt-1': 0,
  '1-3': 12,
  '3-5': 36,
  '5-10': 60,
  '10+': 120,
};

/** s_education codes → Google's credentialCategory (null: no requirement). */
const EDUCATION_CATEGORIES: Record<string, string | null> = {
  any: null,
  secondary: 'high school',
  vocational: 'professional certificate',
  'pre-higher': 'associate degree',
  'incomplete-higher': 'high school',
  higher: 'bachelor degree',
  'higher-bachelor': 'bachelor degree',
  'higher-master': 'postgraduate degree',
  'two-higher': 'postgraduate degree',
  academic: 'postgraduate degree',
};

/** Google's employmentType of a posting (OTHER when its type has no match). */
export function employmentTypeOf(code: string | undefined): string[] {
  return (code && EMPLOYMENT_TYPES[code]) || ['OTHER'];
}

/** The description as HTML (JobPosting.description is HTML): the profile's sections as lists. */
function descriptionHtml(posting: PostingView): string {
  const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const parts = posting.sections
    .filter((section) => section.items.length > 0)
    .map(
      (section) =>
        `<p><strong>${escapeText(section.title)}</strong></p><ul>${section.items.map((item) => `<li>${escapeText(item)}</li>`).join('')}</ul>`,
    );
  return parts.length > 0 ? parts.join('') : `<p>${escapeText(posting.title)}</p>`;
}

/**
 * The JobPosting of a posting. `origin` makes the absolute URLs (the page, the employer's page).
 * Text goes in as data: jsonLdScript (pages/html.ts) makes the JSON safe inside the page.
 */
export function jobPostingJsonLd(posting: PostingView, origin: string): WithContext<JobPosting> {
  const url = `${origin}/jobs/${posting.vacancyId}`;
  const months = posting.experience ? EXPERIENCE_MONTHS[posting.experience.code] : null;
  const category = posting.education ? EDUCATION_CATEGORIES[posting.education.code] : null;
  const sameAs = [posting.companyWebsite, ...posting.companySocials].filter((link): link is string => Boolean(link));
  const data: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: descriptionHtml(posting),
    // The Kyiv day, as validThrough's and the page's.
    datePosted: kyivToday(new Date(posting.datePosted)),
    // The whole last day in Kyiv.
    validThrough: `${posting.validThrough}T23:59:59+02:00`,
    employmentType: employmentTypeOf(posting.employmentType?.code),
    hiringOrganization: {
      '@type': 'Organization',
      name: posting.companyName,
      url: `${origin}/employers/${posting.companyId}`,
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: posting.companyName, value: posting.vacancyId },
    directApply: true,
    url,
    experienceRequirements:
      months === null || months === undefined
        ? 'no requirements'
        : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: months },
    educationRequirements: category ? { '@type': 'EducationalOccupationalCredential', credentialCategory: category } : 'no requirements',
  };
  if (posting.offices.length > 0) {
    data.jobLocation = posting.offices.map((office) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: [office.street, office.number].filter(Boolean).join(' '),
        addressLocality: office.city,
        ...(office.region ? { addressRegion: office.region } : {}),
        ...(office.postalCode ? { postalCode: office.postalCode } : {}),
        addressCountry: 'UA',
      },
    }));
  }
  if (posting.remote) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: 'UA' };
  }
  if (posting.salary && (posting.salary.from !== null || posting.salary.to !== null)) {
    const from = posting.salary.from ?? posting.salary.to!;
    const to = posting.salary.to ?? posting.salary.from!;
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'UAH',
      value:
        from === to
          ? { '@type': 'QuantitativeValue', value: from, unitText: 'MONTH' }
          : { '@type': 'QuantitativeValue', minValue: from, maxValue: to, unitText: 'MONTH' },
    };
  }
  return data;
}
