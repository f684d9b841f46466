// The personal profile's machines wired to the API, the flow storage, the toasts and the app:
// creating it (/profile-create, /confirm-phone), editing it and its avatar, confirming its phone.
// Screens call these factories once (useMemo) with what only React knows: the session hooks.
import i18next from 'i18next';
import { fromCallback, type EventObject } from 'xstate';
import { loadOptionLists } from '../../shared/api/catalogue';
import { fromApi } from '../../shared/api/from-api';
import { identityApi } from '../../shared/api/identity';
import { failureOf } from '../../shared/forms/failure';
import { flowStorage } from '../../shared/lib/flow-storage';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import type { SessionActor, SessionHooks } from '../../shared/session/session-context';
import { toast, toastError } from '../../shared/ui/toast-queue';
import {
  profileCreateMachine,
  type OptionItem,
  type ProfilePayload as CreatePayload,
  type ProfileValues,
} from './create/profile-create.machine';
import { avatarUploadMachine } from './edit/avatar-upload.machine';
import { profileEditMachine, type ProfileOptions } from './edit/profile-edit.machine';
import { uploadAvatar } from './edit/upload';
import { phoneConfirmMachine } from './phone/phone-confirm.machine';
import type { ProfilePayload } from './profile-form';
import { isRecord } from '../../shared/api/contract';

const success = (key: 'toasts.profileSaved' | 'toasts.phoneConfirmed' | 'toasts.avatarUploaded') =>
  toast.success(i18next.t(`settings:${key}`));

const sendPhoneCode = async (phone: string, signal?: AbortSignal) => {
  await identityApi.sendPhoneCode({ phone }, { signal });
};

export function readDraft(): Partial<ProfileValues> | null {
  try {
    const parsed: unknown = JSON.parse(flowStorage.get('profileDraft') ?? 'null');
    return isRecord(parsed) ? (parsed as Partial<ProfileValues>) : null;
  } catch {
    return null;
  }
}

export function liveProfileMachine(app: SessionActor) {
  return profileCreateMachine.provide({
    actors: {
      loadGenders: fromApi<OptionItem[]>(async ({ signal }) => (await loadOptionLists(['gender'], signal)).gender ?? []),
      sendCode: fromApi<unknown, { phone: string }>(({ input, signal }) => sendPhoneCode(input.phone, signal)),
      save: fromApi<unknown, CreatePayload>(({ input, signal }) => identityApi.profileCreate(input, { signal })),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromApi<unknown, { phone: string; code: string }>(({ input, signal }) =>
            identityApi.confirmPhone({ confirm_phone_code: input.code }, { signal }),
          ),
          resend: resendWith(sendPhoneCode),
        },
        actions: { notifyError: (_, { message }) => toastError(message) },
      }),
    },
    actions: {
      persistDraft: (_, { values }) => flowStorage.set('profileDraft', JSON.stringify(values)),
      clearDraft: () => flowStorage.remove('profileDraft'),
      storePendingPhone: (_, { phone }) => flowStorage.set('pendingPhone', phone),
      clearPendingPhone: () => flowStorage.remove('pendingPhone'),
      userUpdated: (_, { user }) => {
        if (isRecord(user)) app.send({ type: 'USER_UPDATED', user });
        toast.success(i18next.t('onboarding:phone.confirmedToast'));
      },
      saved: (_, { user }) => {
        if (isRecord(user)) app.send({ type: 'USER_UPDATED', user });
        app.send({ type: 'SHOW_SUCCESS', kind: 'profile-saved' });
      },
      notifyError: (_, { message }) => toastError(message),
    },
  });
}

export function livePhoneConfirm(hooks: SessionHooks) {
  return phoneConfirmMachine.provide({
    actors: {
      sendCode: fromApi<void, { phone: string }>(({ input, signal }) => sendPhoneCode(input.phone, signal)),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromApi<unknown, { phone: string; code: string }>(async ({ input, signal }) => {
            return (await identityApi.confirmPhone({ confirm_phone_code: input.code }, { signal })) ?? { is_confirm_phone: 1 };
          }),
          resend: resendWith(sendPhoneCode, { notifyError: toastError }),
        },
        actions: { notifyError: (_, params) => toastError(params.message ?? '') },
      }),
    },
    actions: {
      publishUser: (_, params) => hooks.publishUser(params.user),
      // 'Телефон успешно подтверждён'.
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
        return identityApi.updateProfile(input, { signal });
      }),
      phoneConfirm: livePhoneConfirm(hooks),
    },
    actions: {
      publishUser: (_, params) => params.user && hooks.publishUser(params.user),
      // Spec 000 §7's 'Данные успешно обновленны', spelled correctly ('обновлены'), 4 s.
      notifySaved: () => success('toasts.profileSaved'),
      notifyError: (_, params) => toastError(params.message),
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
