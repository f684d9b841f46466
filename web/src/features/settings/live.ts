// The settings' own machines wired to the API and the toasts: office presence, changing and
// resetting the password. Screens call these factories once (useMemo) with the session hooks.
import i18next from 'i18next';
import { loadOptionLists, type OptionItem } from '../../shared/api/catalogue';
import { api } from '../../shared/api/client';
import { fromApi } from '../../shared/api/from-api';
import { createNoticesApi, type NoticeSetting, type SetNoticeSettingsRequest } from '../../shared/api/notices';
import { identityApi } from '../../shared/api/identity';
import { failureOf } from '../../shared/forms/failure';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import type { SessionHooks } from '../../shared/session/session-context';
import { toast, toastError } from '../../shared/ui/toast-queue';
import { changePasswordMachine, type PasswordValues } from './change-password.machine';
import { noticeSettingsMachine } from './notice-settings.machine';
import { officePresenceMachine } from './office-presence.machine';
import { resetPasswordMachine, type ResetRequest } from './reset-password.machine';

const success = (key: 'toasts.passwordChanged' | 'toasts.passwordCopied' | 'toasts.presenceSaved') =>
  toast.success(i18next.t(`settings:${key}`));

export function liveOfficePresence(hooks: SessionHooks) {
  return officePresenceMachine.provide({
    actors: {
      loadOptions: fromApi<OptionItem[]>(
        async ({ signal }) => (await loadOptionLists(['office_presence_status'], signal)).office_presence_status ?? [],
      ),
      save: fromApi<unknown, { id: number }>(async ({ input, signal }) => {
        return identityApi.updateProfile({ office_presence_status_id: input.id }, { signal });
      }),
    },
    actions: {
      publishUser: (_, params) => params.user && hooks.publishUser(params.user),
      notifySaved: () => success('toasts.presenceSaved'),
      notifyError: (_, params) => toastError(failureOf(params.error).message),
    },
  });
}

async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/** Users change their password with changePassword; verifiers with /verifier/updatePassword. */
export function liveChangePassword(verifier: boolean) {
  return changePasswordMachine.provide({
    actors: {
      changePassword: fromApi<void, PasswordValues>(async ({ input, signal }) => {
        if (verifier)
          await identityApi.verifierPassword({ currentPassword: input.currentPassword, newPassword: input.password }, { signal });
        else await identityApi.changePassword(input, { signal });
      }),
      copyText: fromApi<void, { text: string }>(async ({ input }) => copyText(input.text)),
    },
    actions: {
      notifyChanged: () => success('toasts.passwordChanged'),
      // 'Пароль скопирован' for 4 s.
      notifyCopied: () => success('toasts.passwordCopied'),
      notifyCopyFailed: () => toast.error(i18next.t('settings:password.copyFailed')),
      notifyError: (_, params) => toastError(params.message),
    },
  });
}

const requestReset = async (request: ResetRequest, signal: AbortSignal) => {
  const body = 'email' in request ? { email: request.email, ref: window.location.origin } : { phone: request.phone };
  await identityApi.forgotPassword(body, { signal });
};

export function liveResetPassword(hooks: SessionHooks) {
  return resetPasswordMachine.provide({
    actors: {
      requestReset: fromApi<void, ResetRequest>(({ input, signal }) => requestReset(input, signal)),
      confirmCode: fromApi<string, { phone: string; code: string }>(({ input, signal }) =>
        identityApi.resetConfirmPhone({ phone: input.phone, confirm_phone_code: input.code }, { signal }),
      ),
      resetPassword: fromApi<void, { password: string; token: string }>(async ({ input, signal }) => {
        await identityApi.resetPassword(
          { new_password: input.password, password_repeat: input.password, reset_password_token: input.token },
          { signal },
        );
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

/** Settings → Notifications: the channels per kind, saved in one call. */
export function liveNoticeSettings() {
  return noticeSettingsMachine.provide({
    actors: {
      load: fromApi(({ signal }) => createNoticesApi(api).settings({ signal })),
      save: fromApi<NoticeSetting[], NoticeSetting[]>(async ({ input, signal }) => {
        const body: SetNoticeSettingsRequest = {
          settings: input.map((item) => ({ kind: item.kind, email: item.email, in_app: item.inApp })),
        };
        return createNoticesApi(api).setSettings(body, { signal });
      }),
    },
    actions: {
      saved: () => toast.success(i18next.t('notice-settings:saved')),
      saveFailed: () => toastError(i18next.t('notice-settings:failed')),
    },
  });
}
