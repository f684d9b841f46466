// The "edit candidate" dialog of the candidate's page (update_candidate): name, surname, every
// e-mail and phone (the lists replace the candidate's, as the server takes them), source and tags.
// Phones are the shared PhoneField's national digits, sent as E.164. At least one way to reach the
// candidate stays. The server refuses a contact another candidate has (409 CONTACT_TAKEN: merge
// them); its message shows and the form stays as typed.
import { assign, setup } from 'xstate';
import { fieldProblems, failureOf } from '../../../shared/forms/failure';
import { phoneDigits, PHONE_DIGITS } from '../../../shared/forms/phone';
import { invalid, isEmail, without, type FieldProblems } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';
import { RECRUITING_LIMITS } from '../../../../../src/shared/contract/recruiting';
import { e164, NAME_MAX, TAG_MAX, TAGS_MAX, tagList, type CandidateDetail, type CandidateSource } from '../model';

export const CONTACTS_MAX = RECRUITING_LIMITS.contacts;

export interface EditForm {
  name: string;
  lname: string;
  emails: string[];
  /** National digits, one entry per PhoneField. */
  phones: string[];
  source: CandidateSource;
  tags: string;
}

/** A field of the form; an e-mail or phone is named with its place in the list (`email.1`). */
export type EditField = 'name' | 'lname' | 'tags' | 'contact' | `email.${number}` | `phone.${number}`;

export type UpdateRequest = ReturnType<typeof updateBody>;

/** The form filled from the candidate as shown (an empty e-mail and phone field when they have none). */
export function editFormOf(candidate: CandidateDetail): EditForm {
  return {
    name: candidate.name,
    lname: candidate.lname,
    emails: candidate.emails.length > 0 ? [...candidate.emails] : [''],
    phones: candidate.phones.length > 0 ? candidate.phones.map(phoneDigits) : [''],
    source: candidate.source,
    tags: candidate.tags.join(', '),
  };
}

const filled = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

/** The form's problems: a name and surname, valid contacts, and at least one of them. */
export function editProblems(form: EditForm): FieldProblems<EditField> {
  const problems: FieldProblems<EditField> = {};
  for (const field of ['name', 'lname'] as const) {
    const value = form[field].trim();
    if (!value) problems[field] = invalid('required');
    else if (value.length > NAME_MAX) problems[field] = invalid('tooLong');
  }
  form.emails.forEach((email, index) => {
    if (email.trim() && !isEmail(email.trim())) problems[`email.${index}`] = invalid('email');
  });
  form.phones.forEach((phone, index) => {
    if (phone && phone.length !== PHONE_DIGITS) problems[`phone.${index}`] = invalid('phone');
  });
  if (filled(form.emails).length === 0 && filled(form.phones).length === 0) problems.contact = invalid('required');
  const tags = tagList(form.tags);
  if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > TAG_MAX)) problems.tags = invalid('tooLong');
  return problems;
}

/** The body of update_candidate: every field, the contact lists without blanks or repeats. */
export function updateBody(companyId: string, candidateId: string, form: EditForm) {
  return {
    company_id: companyId,
    candidate_id: candidateId,
    name: form.name.trim(),
    lname: form.lname.trim(),
    emails: [...new Set(filled(form.emails))],
    phones: [...new Set(filled(form.phones).map(e164))],
    source: form.source,
    tags: tagList(form.tags),
  };
}

interface EditContext {
  companyId: string;
  candidateId: string;
  form: EditForm;
  problems: FieldProblems<EditField>;
  message: string | null;
  saved: CandidateDetail | null;
}

type ListField = 'emails' | 'phones';

export type EditEvent =
  | { type: 'CHANGE'; field: 'name' | 'lname' | 'tags'; value: string }
  | { type: 'SOURCE'; value: CandidateSource }
  | { type: 'CONTACT'; list: ListField; index: number; value: string }
  | { type: 'ADD_CONTACT'; list: ListField }
  | { type: 'REMOVE_CONTACT'; list: ListField; index: number }
  | { type: 'SUBMIT' };

const problemOf = (list: ListField, index: number): EditField => (list === 'emails' ? `email.${index}` : `phone.${index}`);

export const editCandidateMachine = setup({
  types: {
    context: {} as EditContext,
    input: {} as { companyId: string; candidate: CandidateDetail },
    events: {} as EditEvent,
  },
  actors: {
    save: notProvided<CandidateDetail, UpdateRequest>('editCandidateMachine', 'save'),
  },
}).createMachine({
  id: 'editCandidate',
  context: ({ input }) => ({
    companyId: input.companyId,
    candidateId: input.candidate.id,
    form: editFormOf(input.candidate),
    problems: {},
    message: null,
    saved: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            problems: without(context.problems, event.field),
          })),
        },
        SOURCE: { actions: assign({ form: ({ context, event }) => ({ ...context.form, source: event.value }) }) },
        CONTACT: {
          actions: assign(({ context, event }) => {
            const problems = { ...context.problems };
            delete problems[problemOf(event.list, event.index)];
            delete problems.contact;
            const list = context.form[event.list].map((value, index) => (index === event.index ? event.value : value));
            return { form: { ...context.form, [event.list]: list }, problems };
          }),
        },
        ADD_CONTACT: {
          guard: ({ context, event }) => context.form[event.list].length < CONTACTS_MAX,
          actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.list]: [...context.form[event.list], ''] }) }),
        },
        REMOVE_CONTACT: {
          // The last field of a list stays (emptied), so the form always offers one.
          actions: assign(({ context, event }) => {
            const rest = context.form[event.list].filter((_, index) => index !== event.index);
            return { form: { ...context.form, [event.list]: rest.length > 0 ? rest : [''] }, problems: {} };
          }),
        },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(editProblems(context.form)).length > 0,
            actions: assign({ problems: ({ context }) => editProblems(context.form) }),
          },
          { target: 'saving', actions: assign({ problems: {}, message: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => updateBody(context.companyId, context.candidateId, context.form),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error);
            return { problems: fieldProblems<EditField>(failure.fields), message: failure.message };
          }),
        },
      },
    },
    saved: { type: 'final' },
  },
});
