// The profile-create flow wired to the API, the app actor, the flow storage and the toasts.
import i18next from 'i18next';
import { api } from '../../shared/api/client';
import type { SessionActor } from '../../shared/session/session-context';
import { fromApi } from '../../shared/api/from-api';
import { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { resendWith } from '../../shared/machines/resend-countdown.machine';
import { toast } from '../../shared/ui/toast-queue';
import { flowStorage } from '../../shared/lib/flow-storage';
import { profileCreateMachine, type OptionItem, type ProfilePayload, type ProfileValues } from './profile-create.machine';

type UserAnswer = { user_data?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Items of an option list: `id` or `idItem`, and a name (spec 000, §3 "Option lists"). */
export function optionItems(listData: unknown, name: string): OptionItem[] {
  const list = isRecord(listData) ? listData[name] : null;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((item) => {
    const id = item.id ?? item.idItem;
    return (typeof id === 'number' || typeof id === 'string') && typeof item.name === 'string' ? [{ id, name: item.name }] : [];
  });
}

export function readDraft(): Partial<ProfileValues> | null {
  try {
    const parsed: unknown = JSON.parse(flowStorage.get('profileDraft') ?? 'null');
    return isRecord(parsed) ? (parsed as Partial<ProfileValues>) : null;
  } catch {
    return null;
  }
}

const sendCode = (phone: string, signal?: AbortSignal) => api.post('/profile/confirmPhoneSendSms', { phone }, { signal });

export function liveProfileMachine(app: SessionActor) {
  return profileCreateMachine.provide({
    actors: {
      loadGenders: fromApi<OptionItem[]>(async ({ signal }) => {
        const answer = await api.post<{ list_data?: unknown }>('/options/get_selectList', { source: ['gender'] }, { signal });
        return optionItems(answer.list_data, 'gender');
      }),
      sendCode: fromApi<unknown, { phone: string }>(({ input, signal }) => sendCode(input.phone, signal)),
      save: fromApi<unknown, ProfilePayload>(async ({ input, signal }) => (await api.post<UserAnswer>('/profile/profileCreate', input, { signal })).user_data ?? null),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          confirm: fromApi<unknown, { phone: string; code: string }>(
            async ({ input, signal }) => (await api.post<UserAnswer>('/profile/confirmPhone', { confirm_phone_code: input.code }, { signal })).user_data ?? null,
          ),
          resend: resendWith((phone, signal) => sendCode(phone, signal)),
        },
        actions: {
          notifyError: (_, { message }) => {
            if (message) toast.error(message);
          },
        },
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
      notifyError: (_, { message }) => {
        if (message) toast.error(message);
      },
    },
  });
}
