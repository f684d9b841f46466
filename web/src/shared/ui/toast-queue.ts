// The toast queue is plain state (no React), so machines' provided actions and the API layer can
// raise notifications too.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** Notifications last 10 s by default, success notices 4 s, errors 5 s (specification 000, §9: "4 to 5"). */
export const TOAST_TIMEOUT_DEFAULT = 10_000;
export const TOAST_TIMEOUT_SUCCESS = 4_000;
export const TOAST_TIMEOUT_ERROR = 5_000;

const DEFAULT_TIMEOUT: Record<ToastTone, number> = {
  info: TOAST_TIMEOUT_DEFAULT,
  warning: TOAST_TIMEOUT_DEFAULT,
  success: TOAST_TIMEOUT_SUCCESS,
  error: TOAST_TIMEOUT_ERROR,
};

export interface ShowToastOptions {
  timeout?: number;
  /** A toast shown with the same key replaces the previous one (e.g. repeated login errors). */
  replaceKey?: string;
}

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

const replaceable = new Map<string, string>();
/** Open error toasts (visible or waiting in the queue): they belong to the page that raised them. */
const errors = new Set<string>();
/**
 * Open success toasts: a new one replaces them. Saved steps follow each other quickly; stacked,
 * their confirmations covered the page's own buttons ("Сохранить и продолжить") for seconds.
 */
const successes = new Set<string>();

function show(content: ToastContent, options: ShowToastOptions = {}): string {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT[content.tone];
  if (options.replaceKey) {
    const previous = replaceable.get(options.replaceKey);
    if (previous) toastQueue.close(previous);
  }
  if (content.tone === 'success') for (const previous of [...successes]) toastQueue.close(previous);
  const replaceKey = options.replaceKey;
  const key = toastQueue.add(content, {
    timeout,
    onClose: () => {
      errors.delete(key);
      successes.delete(key);
      if (replaceKey && replaceable.get(replaceKey) === key) replaceable.delete(replaceKey);
    },
  });
  if (replaceKey) replaceable.set(replaceKey, key);
  if (content.tone === 'error') errors.add(key);
  if (content.tone === 'success') successes.add(key);
  return key;
}

/**
 * A new page closes the errors of the previous one (a wrong-password toast must not greet the
 * user after a successful login); successes and notices live out their time.
 */
function closeErrors(): void {
  for (const key of [...errors]) toastQueue.close(key);
}

export const toast = {
  show,
  info: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'info', title, description }, options),
  success: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'success', title, description }, options),
  warning: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'warning', title, description }, options),
  error: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'error', title, description }, options),
  close: (key: string) => toastQueue.close(key),
  closeErrors,
};

/** A failed call's message as an error toast (10 s); nothing when there is no message (a field shows it). */
export function toastError(message: string | null | undefined): void {
  if (message) toast.error(message);
}
