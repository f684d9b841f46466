// The settings machines wired to the API, the toasts and the app actor. Screens call these
// factories once (useMemo) with what only React knows: how to publish fresh user_data.
import i18next from 'i18next';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { api } from '../../shared/api/client';
import { fromApi } from '../../shared/api/from-api';
import { failureOf } from '../../shared/forms/failure';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import { toast } from '../../shared/ui/toast-queue';
import { avatarUploadMachine } from './avatar-upload.machine';
import { changePasswordMachine, type PasswordValues } from './change-password.machine';
import { officePresenceMachine } from './office-presence.machine';
import { loadOptionLists, type OptionItem } from './options';
import { phoneConfirmMachine } from './phone-confirm.machine';
import { profileEditMachine, type ProfileOptions } from './profile-edit.machine';
import type { ProfilePayload } from './profile-form';
import { resetPasswordMachine, type ResetRequest } from './reset-password.machine';
import { uploadAvatar } from './upload';

export interface SessionHooks {
  /** Fresh user_data from a call: the app shows it everywhere at once. */
  publishUser: (user: unknown) => void;
  /** The session is gone (401, or every session ended by a password reset). */
  signOut: () => void;
}

type UserAnswer = { user_data?: unknown };

/** A failed call's message as an error toast (10 s); nothing when the field already shows it. */
function toastError(message: string) {
  if (message) toast.error(message);
}

const success = (key: 'toasts.profileSaved' | 'toasts.phoneConfirmed' | 'toasts.passwordChanged' | 'toasts.passwordCopied' | 'toasts.avatarUploaded' | 'toasts.presenceSaved') =>
  toast.success(i18next.t(`settings:${key}`));

const sendPhoneCode = async (phone: string, signal: AbortSignal) => {
  await api.post('/profile/confirmPhoneSendSms', { phone }, { signal });
};

export function livePhoneConfirm(hooks: SessionHooks) {
  return phoneConfirmMachine.provide({
    actors: {
      sendCode: fromApi<void, { phone: string }>(({ input, signal }) => sendPhoneCode(input.phone, signal)),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromApi<unknown, { phone: string; code: string }>(async ({ input, signal }) => {
            const answer = await api.post<UserAnswer>('/profile/confirmPhone', { confirm_phone_code: input.code }, { signal });
            return answer.user_data ?? { is_confirm_phone: 1 };
          }),
          resend: resendWith(sendPhoneCode, { notifyError: toastError }),
        },
        actions: { notifyError: (_, params) => toastError(params.message ?? '') },
      }),
    },
    actions: {
      publishUser: (_, params) => hooks.publishUser(params.user),
      // 'Телефон успешно подтверждён' (spec 000, §4).
      notifyConfirmed: () => success('toasts.phoneConfirmed'),
      notifyError: (_, params) => toastError(params.message),
    },
  });
}

export function liveProfileEdit(hooks: SessionHooks) {
  return profileEditMachine.provide({
    actors: {
      loadOptions: fromApi<ProfileOptions>(async ({ signal }) => {
        const lists = await loadOptionLists(['gender', 'social_media'], signal);
        return { gender: lists.gender ?? [], social_media: lists.social_media ?? [] };
      }),
      saveProfile: fromApi<unknown, ProfilePayload>(async ({ input, signal }) => {
        const answer = await api.post<UserAnswer>('/profile/updateProfile', input, { signal });
        return answer.user_data ?? null;
      }),
      phoneConfirm: livePhoneConfirm(hooks),
    },
    actions: {
      publishUser: (_, params) => params.user && hooks.publishUser(params.user),
      // 'Данные успешно обновленны' (sic, the specification's text), 4 s.
      notifySaved: () => success('toasts.profileSaved'),
      notifyError: (_, params) => toastError(params.message),
    },
  });
}

export function liveOfficePresence(hooks: SessionHooks) {
  return officePresenceMachine.provide({
    actors: {
      loadOptions: fromApi<OptionItem[]>(async ({ signal }) => (await loadOptionLists(['office_presence_status'], signal)).office_presence_status ?? []),
      save: fromApi<unknown, { id: number }>(async ({ input, signal }) => {
        const answer = await api.post<UserAnswer>('/profile/updateProfile', { office_presence_status_id: input.id }, { signal });
        return answer.user_data ?? null;
      }),
    },
    actions: {
      publishUser: (_, params) => params.user && hooks.publishUser(params.user),
      notifySaved: () => success('toasts.presenceSaved'),
      notifyError: (_, params) => toastError(failureOf(params.error).message),
    },
  });
}

export function liveAvatarUpload(hooks: SessionHooks) {
  return avatarUploadMachine.provide({
    actors: {
      upload: fromCallback<EventObject, { file: File }>(({ input, sendBack }) => uploadAvatar(input.file, sendBack)),
    },
    actions: {
      publishUser: (_, params) => params.user && hooks.publishUser(params.user),
      notifyUploaded: () => success('toasts.avatarUploaded'),
      notifyError: (_, params) => {
        const failure = failureOf(params.error);
        // The upload does not pass through the API client, so its 401 is reported here.
        if (failure.unauthorized) hooks.signOut();
        else toastError(failure.fields.file ?? failure.message);
      },
    },
  });
}

async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** Users change their password with changePassword; verifiers with /verifier/updatePassword (spec 000, §7). */
export function liveChangePassword(verifier: boolean) {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromApi<void, PasswordValues>(async ({ input, signal }) => {
        if (verifier) await api.post('/verifier/updatePassword', { currentPassword: input.currentPassword, newPassword: input.password }, { signal });
        else await api.post('/profile/changePassword', input, { signal });
      }),
      copyText: fromPromise<void, { text: string }>(async ({ input }) => copyText(input.text)),
    },
    actions: {
      notifyChanged: () => success('toasts.passwordChanged'),
      // 'Пароль скопирован' for 4 s (spec 000, §5).
      notifyCopied: () => success('toasts.passwordCopied'),
      notifyCopyFailed: () => toast.error(i18next.t('settings:password.copyFailed')),
      notifyError: (_, params) => toastError(params.message),
    },
  });
}

const requestReset = async (request: ResetRequest, signal: AbortSignal) => {
  const body = 'email' in request ? { email: request.email, ref: window.location.origin } : { phone: request.phone };
  await api.post('/profile/forgotPassword', body, { signal });
};

export function liveResetPassword(hooks: SessionHooks) {
  return resetPasswordMachine.provide({
    actors: {
      requestReset: fromApi<void, ResetRequest>(({ input, signal }) => requestReset(input, signal)),
      confirmCode: fromApi<string, { phone: string; code: string }>(async ({ input, signal }) => {
        const answer = await api.post<{ reset_password_token?: unknown }>('/profile/resetPasswordConfirmPhone', { phone: input.phone, confirm_phone_code: input.code }, { signal });
        if (typeof answer.reset_password_token !== 'string') throw new Error('No reset_password_token in the answer');
        return answer.reset_password_token;
      }),
      resetPassword: fromApi<void, { password: string; token: string }>(async ({ input, signal }) => {
        await api.post('/profile/resetPassword', { new_password: input.password, password_repeat: input.password, reset_password_token: input.token }, { signal });
      }),
      resend: resendWith((phone, signal) => requestReset({ phone }, signal), { notifyError: toastError }),
    },
    actions: {
      notifyError: (_, params) => toastError(params.message),
      notifyReset: () => success('toasts.passwordChanged'),
      signOut: () => hooks.signOut(),
    },
  });
}
