// What the multi-page flows keep between their pages (specification 000, §2): the phone waiting
// for its SMS code and the password-recovery token. They live in sessionStorage: they belong to
// the tab that started the flow, survive a reload, and die with the tab instead of lingering.
const KEYS = {
  pendingPhone: 'pending_phone',
  recoveryToken: 'reset_password_token',
  profileDraft: 'profile_draft',
} as const;

export type FlowKey = keyof typeof KEYS;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const flowStorage = {
  get(key: FlowKey): string | null {
    try {
      return store()?.getItem(KEYS[key]) || null;
    } catch {
      return null;
    }
  },
  set(key: FlowKey, value: string): void {
    try {
      store()?.setItem(KEYS[key], value);
    } catch {
      /* storage full or blocked: the flow still works within this page */
    }
  },
  remove(key: FlowKey): void {
    try {
      store()?.removeItem(KEYS[key]);
    } catch {
      /* nothing stored */
    }
  },
};
