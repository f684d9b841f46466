// /profile-create and /confirm-phone (specification 000, §2, §4, §5): the personal profile after
// the e-mail is confirmed. Two regions run side by side: the gender options load while the user
// types. The phone is confirmed inside this flow (SMS code, 90 s resend) and then locked; Next
// saves the profile (success screen "user data saved"), Exit is a question asked by the screen.
import { and, assign, not, setup } from 'xstate';
import { toDisplayDate } from '../../../shared/forms/date';
import { retryAfterOf, serverProblems } from '../../../shared/forms/failure';
import { changeValue, compact, hasProblems, type FieldProblems } from '../../../shared/forms/validation';
import { codeConfirmationMachine } from '../../../shared/machines/code-confirmation.machine';
import { RESEND_COOLDOWN_SECONDS } from '../../../shared/machines/resend-countdown.machine';
import { personalPayload, personalProblems, type PersonalField, type PersonalPayload } from '../profile-form';
import { notProvided } from '../../../shared/machines/not-provided';

export type ProfileField = PersonalField;
/** birthDate as typed (DD/MM/YYYY), genderId as the option id text, phone as its ten digits. */
export type ProfileValues = Record<ProfileField, string>;

export interface OptionItem {
  id: number | string;
  name: string;
}

export type ProfilePayload = PersonalPayload;

export interface ProfileContext {
  values: ProfileValues;
  errors: FieldProblems<ProfileField>;
  submitted: boolean;
  email: string;
  /** The confirmed phone is read-only (§5). */
  phoneConfirmed: boolean;
  genders: OptionItem[];
  /** Seconds until the code can be sent again, when the confirmation step opens. */
  codeSeconds: number;
}

export interface ProfileInput {
  /** user_data of the signed-in user (e-mail, and whatever the profile already holds). */
  user: Record<string, unknown> | null;
  /** What the user typed before a reload. */
  draft?: Partial<ProfileValues> | null;
}

export type ProfileEvent =
  | { type: 'CHANGE'; field: ProfileField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM_PHONE' }
  /** /confirm-phone opened directly (reload) with this pending phone. */
  | { type: 'RESUME_PHONE'; phone: string }
  | { type: 'CANCEL_PHONE' }
  | { type: 'RETRY_OPTIONS' }
  /** Answers to "the phone is not confirmed" after Next: save as it is, or back to the form. */
  | { type: 'SAVE_UNCONFIRMED' }
  | { type: 'BACK_TO_FORM' };

export function validateProfile(values: ProfileValues, today?: Date): FieldProblems<ProfileField> {
  return compact(personalProblems(values, today));
}

export function toPayload(values: ProfileValues): ProfilePayload {
  return personalPayload(values);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const isSet = (flag: unknown): boolean => flag === 1 || flag === true || flag === '1';

export function initialContext({ user, draft }: ProfileInput): ProfileContext {
  const phoneConfirmed = isSet(user?.is_confirm_phone) && /^\d{10}$/.test(text(user?.phone));
  const fromUser: ProfileValues = {
    lname: text(user?.lname),
    name: text(user?.name),
    sname: text(user?.sname),
    birthDate: toDisplayDate(text(user?.birth_date)),
    genderId: text(user?.gender_id),
    phone: text(user?.phone).replace(/\D/g, '').slice(0, 10),
  };
  const values = { ...fromUser };
  for (const field of Object.keys(values) as ProfileField[]) {
    const typed = draft?.[field];
    if (typeof typed === 'string' && typed !== '' && !(field === 'phone' && phoneConfirmed)) values[field] = typed;
  }
  return {
    values,
    errors: {},
    submitted: false,
    email: text(user?.email),
    phoneConfirmed,
    genders: [],
    codeSeconds: RESEND_COOLDOWN_SECONDS,
  };
}

export const profileCreateMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    children: {} as { code: 'codeConfirmation' },
  },
  actors: {
    /** POST /options/get_selectList { source: ['gender'] }. */
    loadGenders: notProvided<OptionItem[]>('profileCreateMachine', 'loadGenders'),
    /** POST /profile/confirmPhoneSendSms { phone }. */
    sendCode: notProvided<unknown, { phone: string }>('profileCreateMachine', 'sendCode'),
    /** POST /profile/profileCreate; resolves with user_data. */
    save: notProvided<unknown, ProfilePayload>('profileCreateMachine', 'save'),
    codeConfirmation: codeConfirmationMachine,
  },
  actions: {
    persistDraft: (_, _params: { values: ProfileValues }) => {},
    clearDraft: () => {},
    storePendingPhone: (_, _params: { phone: string }) => {},
    clearPendingPhone: () => {},
    /** Fresh user_data (phone confirmed): the app shows it. */
    userUpdated: (_, _params: { user: unknown }) => {},
    /** Saved: the app shows the "user data saved" success screen. */
    saved: (_, _params: { user: unknown }) => {},
    notifyError: (_, _params: { message: string }) => {},
  },
  guards: {
    isValid: ({ context }) => !hasProblems(validateProfile(context.values)),
    phoneIsEditable: ({ context, event }) => !(event.type === 'CHANGE' && event.field === 'phone' && context.phoneConfirmed),
    /** The 'confirm phone' link: exactly ten digits, not yet confirmed (§4). */
    phoneConfirmed: ({ context }) => context.phoneConfirmed,
    canConfirmPhone: ({ context }) => !context.phoneConfirmed && /^\d{10}$/.test(context.values.phone),
    isPendingPhone: ({ context }, params: { phone: string }) => !context.phoneConfirmed && /^\d{10}$/.test(params.phone),
    serverStillCounts: (_, params: { error: unknown }) => {
      const wait = retryAfterOf(params.error);
      return wait !== null && wait <= RESEND_COOLDOWN_SECONDS;
    },
  },
}).createMachine({
  id: 'profileCreate',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  states: {
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadGenders',
            onDone: { target: 'loaded', actions: assign({ genders: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { RETRY_OPTIONS: 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              guard: 'phoneIsEditable',
              actions: [
                assign(({ context, event }) => changeValue(context, event.field, event.value, validateProfile)),
                { type: 'persistDraft', params: ({ context }) => ({ values: context.values }) },
              ],
            },
            SUBMIT: [
              // An unconfirmed phone cannot recover the password by SMS: say so before saving.
              {
                guard: and(['isValid', not('phoneConfirmed')]),
                target: 'phoneUnconfirmed',
                actions: assign({ submitted: true, errors: {} }),
              },
              { guard: 'isValid', target: 'saving', actions: assign({ submitted: true, errors: {} }) },
              { actions: assign({ submitted: true, errors: ({ context }) => validateProfile(context.values) }) },
            ],
            CONFIRM_PHONE: { guard: 'canConfirmPhone', target: 'sendingCode' },
            RESUME_PHONE: {
              guard: { type: 'isPendingPhone', params: ({ event }) => ({ phone: event.phone }) },
              target: 'confirmingPhone',
              actions: assign({
                values: ({ context, event }) => ({ ...context.values, phone: event.phone }),
                codeSeconds: RESEND_COOLDOWN_SECONDS,
              }),
            },
          },
        },
        phoneUnconfirmed: {
          on: {
            CONFIRM_PHONE: { guard: 'canConfirmPhone', target: 'sendingCode' },
            SAVE_UNCONFIRMED: 'saving',
            BACK_TO_FORM: 'editing',
          },
        },
        sendingCode: {
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ phone: context.values.phone }),
            onDone: {
              target: 'confirmingPhone',
              actions: [
                assign({ codeSeconds: RESEND_COOLDOWN_SECONDS }),
                { type: 'storePendingPhone', params: ({ context }) => ({ phone: context.values.phone }) },
              ],
            },
            onError: [
              {
                // A code went out less than 90 s ago (a second click, a reload): enter it, wait for resend.
                guard: { type: 'serverStillCounts', params: ({ event }) => ({ error: event.error }) },
                target: 'confirmingPhone',
                actions: [
                  assign({ codeSeconds: ({ event }) => retryAfterOf(event.error) ?? RESEND_COOLDOWN_SECONDS }),
                  { type: 'storePendingPhone', params: ({ context }) => ({ phone: context.values.phone }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  assign({
                    errors: ({ context, event }) => {
                      const { fields, message } = serverProblems<ProfileField>(event.error);
                      return { ...context.errors, phone: fields.phone ?? (message ? { text: message } : undefined) };
                    },
                  }),
                  { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
                ],
              },
            ],
          },
        },
        confirmingPhone: {
          invoke: {
            id: 'code',
            src: 'codeConfirmation',
            input: ({ context }) => ({ phone: context.values.phone, secondsLeft: context.codeSeconds }),
            onDone: {
              target: 'editing',
              actions: [
                assign({ phoneConfirmed: true, errors: ({ context }) => ({ ...context.errors, phone: undefined }) }),
                'clearPendingPhone',
                { type: 'userUpdated', params: ({ event }) => ({ user: event.output.result }) },
              ],
            },
          },
          on: { CANCEL_PHONE: { target: 'editing', actions: 'clearPendingPhone' } },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => toPayload(context.values),
            onDone: { target: 'saved', actions: ['clearDraft', { type: 'saved', params: ({ event }) => ({ user: event.output }) }] },
            onError: {
              target: 'editing',
              actions: [
                assign({
                  errors: ({ event }) =>
                    serverProblems<ProfileField>(event.error, { birth_date: 'birthDate', gender_id: 'genderId' }).fields,
                }),
                { type: 'notifyError', params: ({ event }) => ({ message: serverProblems(event.error).message }) },
              ],
            },
          },
        },
        saved: {},
      },
    },
  },
});

export type ProfileCreateMachine = typeof profileCreateMachine;
