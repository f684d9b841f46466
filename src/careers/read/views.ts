/*
 * What the public pages show, in one language, as the projection stores it (careers_posting.views,
 * careers_employer.views). Plain texts and numbers only: the pages escape them when they render.
 * Never age, sex, family status, children or military service (docs/careers.md, "What is never public").
 */

/** A catalogue item as a page shows it (label) and as JSON-LD maps it (code). */
export interface CodedLabel {
  id: number;
  code: string;
  label: string;
}

/** An office as a candidate reads it, and as PostalAddress takes it. */
export interface OfficeView {
  city: string;
  region: string | null;
  street: string;
  number: string;
  postalCode: string | null;
}

/** A labelled list of the position profile ("Duties": [...]). */
export interface ProfileSection {
  title: string;
  items: string[];
}

export interface PostingView {
  vacancyId: string;
  companyId: string;
  title: string;
  companyName: string;
  /** The company's website and social profiles (JSON-LD sameAs, the employer block). */
  companyWebsite: string | null;
  companySocials: string[];
  department: string | null;
  /** ISO timestamp of the opening; YYYY-MM-DD of the last day applications are taken. */
  datePosted: string;
  validThrough: string;
  /** The catalogue item (s_employment_type) with its stable code, which JSON-LD maps. */
  employmentType: CodedLabel | null;
  remote: boolean;
  /** Whole hryvnias a month. */
  salary: { from: number | null; to: number | null } | null;
  workTime: { from: string; to: string } | null;
  offices: OfficeView[];
  /** s_work_experience and s_education items of the profile. */
  experience: CodedLabel | null;
  education: CodedLabel | null;
  sections: ProfileSection[];
}

export interface EmployerView {
  companyId: string;
  name: string;
  mission: string | null;
  values: string[];
  offices: OfficeView[];
  website: string | null;
  socials: string[];
  /** YYYY-MM-DD of the verification that made it public. */
  verifiedAt: string;
}

/** One line of a list of postings (/jobs, the employer page, a gone posting's links). */
export interface PostingSummary {
  vacancyId: string;
  title: string;
  companyId: string;
  companyName: string;
  cities: string[];
  remote: boolean;
  employmentType: string | null;
  salary: { from: number | null; to: number | null } | null;
  datePosted: string;
}
