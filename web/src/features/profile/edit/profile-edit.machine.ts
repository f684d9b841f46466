// The profile edit modal of the settings: the personal profile form with
// extra phones (≤3), extra e-mails (≤3) and messengers (≤4), delete confirmations, the
// add-social-network modal, and the phone confirmation for an unconfirmed main phone. Saving
// sends the whole profile through updateProfile; a failure keeps everything the user typed.
import { assign, setup } from 'xstate';
import { failureOf, serverProblems } from '../../../shared/forms/failure';
import { isCompletePhone, phoneDigits } from '../../../shared/forms/phone';
import { hasProblems, without, type FieldProblems } from '../../../shared/forms/validation';
import type { OptionItem } from '../../../shared/api/catalogue';
import { phoneConfirmMachine, type PhoneConfirmOutput } from '../phone/phone-confirm.machine';
import type { ProfileView } from '../../../shared/session/profile';
import {
  formFromProfile,
  LIST_LIMITS,
  profilePayload,
  SERVER_FIELDS,
  validateProfile,
  validateSocialRows,
  withoutBlankRows,
  type ListField,
  type ProfileForm,
  type ProfilePayload,
  type SocialRow,
} from '../profile-form';
import { notProvided } from '../../../shared/machines/not-provided';

export type TextField = 'lname' | 'name' | 'sname' | 'birthDate' | 'phone';
export type ExtraList = 'otherPhones' | 'otherEmails';

export interface ProfileOptions {
  gender: OptionItem[];
  social_media: OptionItem[];
}

export interface ProfileEditContext {
  form: ProfileForm;
  /** The form as it opened: closing asks before dropping anything that differs from it. */
  initial: ProfileForm;
  phoneLocked: boolean;
  errors: FieldProblems;
  submitted: boolean;
  options: ProfileOptions;
  pendingDelete: { list: ListField; index: number } | null;
  socialRows: SocialRow[];
  socialErrors: FieldProblems;
}

export type ProfileEditEvent =
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'SET_GENDER'; id: number }
  | { type: 'ADD_ITEM'; list: ExtraList }
  | { type: 'CHANGE_ITEM'; list: ExtraList; index: number; value: string }
  | { type: 'DELETE_ITEM'; list: ListField; index: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | { type: 'OPEN_SOCIALS' }
  | { type: 'ADD_ROW' }
  | { type: 'REMOVE_ROW'; index: number }
  | { type: 'CHANGE_ROW'; index: number; field: 'type'; value: number }
  | { type: 'CHANGE_ROW'; index: number; field: 'name'; value: string }
  | { type: 'APPLY_SOCIALS' }
  | { type: 'CANCEL_SOCIALS' }
  | { type: 'CONFIRM_PHONE' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  /** Answers to "discard the changes?" after a CANCEL (Esc, the Cancel button) with changes. */
  | { type: 'DISCARD' }
  | { type: 'KEEP_EDITING' };

const EMPTY_ROW: SocialRow = { type: null, name: '' };

function itemOf(form: ProfileForm, list: ListField, index: number): string {
  if (list === 'socials') return form.socials[index]?.name ?? '';
  return form[list][index] ?? '';
}

/** Errors of list items are keyed by position: removing one shifts the keys of the rest. */
function shiftListErrors(errors: FieldProblems, list: ListField, removed: number): FieldProblems {
  const next: FieldProblems = {};
  for (const [key, error] of Object.entries(errors)) {
    const match = new RegExp(`^${list}\\.(\\d+)(.*)$`).exec(key);
    if (!match) next[key] = error;
    else if (Number(match[1]) < removed) next[key] = error;
    else if (Number(match[1]) > removed) next[`${list}.${Number(match[1]) - 1}${match[2]}`] = error;
  }
  return next;
}

function removeItem(context: ProfileEditContext, list: ListField, index: number): Partial<ProfileEditContext> {
  const form = { ...context.form };
  if (list === 'socials') form.socials = form.socials.filter((_, i) => i !== index);
  else form[list] = form[list].filter((_, i) => i !== index);
  return { form, errors: shiftListErrors(context.errors, list, index), pendingDelete: null };
}

/** Server field names to the form's: birth_date → birthDate; socials.2.name → socials.2. */
function saveErrors(error: unknown): FieldProblems {
  const mapped = serverProblems(error, SERVER_FIELDS).fields;
  const errors: FieldProblems = {};
  for (const [key, value] of Object.entries(mapped)) errors[key.replace(/^(socials\.\d+)\..*$/, '$1')] = value;
  return errors;
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as { profile: ProfileView },
  },
  actors: {
    loadOptions: notProvided<ProfileOptions>('profileEditMachine', 'loadOptions'),
    /** Resolves with the fresh user_data. */
    saveProfile: notProvided<unknown, ProfilePayload>('profileEditMachine', 'saveProfile'),
    phoneConfirm: phoneConfirmMachine,
  },
  actions: {
    publishUser: (_, _params: { user: unknown }) => {},
    notifySaved: () => {},
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    valid: ({ context }) => !hasProblems(validateProfile(withoutBlankRows(context.form))),
    canAdd: ({ context, event }) => event.type === 'ADD_ITEM' && context.form[event.list].length < LIST_LIMITS[event.list],
    canAddRow: ({ context }) => context.socialRows.length < LIST_LIMITS.socials,
    /** Nothing typed in it: deleting loses nothing, so no confirmation is asked. */
    itemIsBlank: ({ context, event }) => event.type === 'DELETE_ITEM' && itemOf(context.form, event.list, event.index).trim() === '',
    itemExists: ({ context, event }) =>
      event.type === 'DELETE_ITEM' &&
      event.index >= 0 &&
      event.index < (event.list === 'socials' ? context.form.socials : context.form[event.list]).length,
    phoneEditable: ({ context, event }) => !(event.type === 'CHANGE' && event.field === 'phone' && context.phoneLocked),
    /** The 'Confirm' link of spec 000 §4: an unconfirmed phone with exactly ten digits. */
    phoneConfirmable: ({ context }) => !context.phoneLocked && isCompletePhone(context.form.phone),
    socialsValid: ({ context }) => !hasProblems(validateSocialRows(context.socialRows)),
    phoneWasConfirmed: (_, params: { output: PhoneConfirmOutput }) => params.output.confirmed,
    /** Something differs from the opened form once blank rows (dropped on save anyway) are left out. */
    changed: ({ context }) => JSON.stringify(withoutBlankRows(context.form)) !== JSON.stringify(withoutBlankRows(context.initial)),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    form: formFromProfile(input.profile),
    initial: formFromProfile(input.profile),
    phoneLocked: input.profile.phoneConfirmed,
    errors: {},
    submitted: false,
    options: { gender: [], social_media: [] },
    pendingDelete: null,
    socialRows: [],
    socialErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      on: { CANCEL: 'closed' },
      invoke: {
        src: 'loadOptions',
        onDone: { target: 'editing', actions: assign({ options: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { RETRY: 'loading', CANCEL: 'closed' },
    },
    editing: {
      on: {
        CANCEL: [{ guard: 'changed', target: 'confirmingDiscard' }, { target: 'closed' }],
        CHANGE: {
          guard: 'phoneEditable',
          actions: assign(({ context, event }) => {
            const value = event.field === 'phone' ? phoneDigits(event.value) : event.value;
            const form = { ...context.form, [event.field]: value };
            if (!context.submitted) return { form, errors: without(context.errors, event.field) };
            const fresh = validateProfile(withoutBlankRows(form));
            const errors = without(context.errors, event.field);
            if (fresh[event.field]) errors[event.field] = fresh[event.field]!;
            return { form, errors };
          }),
        },
        SET_GENDER: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, genderId: event.id },
            errors: without(context.errors, 'genderId'),
          })),
        },
        ADD_ITEM: {
          guard: 'canAdd',
          actions: assign(({ context, event }) => ({ form: { ...context.form, [event.list]: [...context.form[event.list], ''] } })),
        },
        CHANGE_ITEM: {
          actions: assign(({ context, event }) => {
            const value = event.list === 'otherPhones' ? phoneDigits(event.value) : event.value;
            const items = context.form[event.list].map((item, i) => (i === event.index ? value : item));
            return { form: { ...context.form, [event.list]: items }, errors: without(context.errors, `${event.list}.${event.index}`) };
          }),
        },
        DELETE_ITEM: [
          { guard: 'itemIsBlank', actions: assign(({ context, event }) => removeItem(context, event.list, event.index)) },
          {
            guard: 'itemExists',
            target: 'confirmingDelete',
            actions: assign({ pendingDelete: ({ event }) => ({ list: event.list, index: event.index }) }),
          },
        ],
        OPEN_SOCIALS: {
          target: 'socials',
          actions: assign(({ context }) => ({
            // Existing entries are edited in place; a new empty row is ready while there is room.
            socialRows: [
              ...context.form.socials.map((social) => ({ ...social })),
              ...(context.form.socials.length < LIST_LIMITS.socials ? [EMPTY_ROW] : []),
            ],
            socialErrors: {},
          })),
        },
        CONFIRM_PHONE: { guard: 'phoneConfirmable', target: 'confirmingPhone' },
        SUBMIT: [
          {
            guard: 'valid',
            target: 'saving',
            actions: assign(({ context }) => ({ form: withoutBlankRows(context.form), submitted: true, errors: {} })),
          },
          { actions: assign(({ context }) => ({ submitted: true, errors: validateProfile(withoutBlankRows(context.form)) })) },
        ],
      },
    },
    confirmingDiscard: {
      on: {
        DISCARD: 'closed',
        KEEP_EDITING: 'editing',
        // Esc on the question itself keeps the form.
        CANCEL: 'editing',
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM_DELETE: {
          target: 'editing',
          actions: assign(({ context }) =>
            context.pendingDelete ? removeItem(context, context.pendingDelete.list, context.pendingDelete.index) : {},
          ),
        },
        CANCEL_DELETE: { target: 'editing', actions: assign({ pendingDelete: null }) },
        CANCEL: { target: 'editing', actions: assign({ pendingDelete: null }) },
      },
    },
    socials: {
      on: {
        ADD_ROW: { guard: 'canAddRow', actions: assign({ socialRows: ({ context }) => [...context.socialRows, EMPTY_ROW] }) },
        REMOVE_ROW: {
          actions: assign(({ context, event }) => ({
            socialRows: context.socialRows.filter((_, i) => i !== event.index),
            socialErrors: {},
          })),
        },
        CHANGE_ROW: {
          actions: assign(({ context, event }) => ({
            socialRows: context.socialRows.map((row, i) => (i === event.index ? { ...row, [event.field]: event.value } : row)),
            socialErrors: without(context.socialErrors, `${event.index}.${event.field}`),
          })),
        },
        APPLY_SOCIALS: [
          {
            guard: 'socialsValid',
            target: 'editing',
            actions: assign(({ context }) => ({
              form: { ...context.form, socials: context.socialRows.map((row) => ({ type: row.type!, name: row.name.trim() })) },
              errors: Object.fromEntries(Object.entries(context.errors).filter(([key]) => !key.startsWith('socials'))),
              socialRows: [],
            })),
          },
          { actions: assign({ socialErrors: ({ context }) => validateSocialRows(context.socialRows) }) },
        ],
        CANCEL_SOCIALS: { target: 'editing', actions: assign({ socialRows: [], socialErrors: {} }) },
        CANCEL: { target: 'editing', actions: assign({ socialRows: [], socialErrors: {} }) },
      },
    },
    confirmingPhone: {
      invoke: {
        id: 'phoneConfirm',
        src: 'phoneConfirm',
        input: ({ context }) => ({ phone: context.form.phone }),
        onDone: [
          {
            guard: { type: 'phoneWasConfirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'editing',
            // The confirmed phone is locked from now on.
            actions: assign(({ context }) => ({ phoneLocked: true, errors: without(context.errors, 'phone') })),
          },
          { target: 'editing' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => profilePayload(context.form),
        onDone: {
          target: 'saved',
          actions: [{ type: 'publishUser', params: ({ event }) => ({ user: event.output }) }, 'notifySaved'],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => saveErrors(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureOf(event.error).message }) },
          ],
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
