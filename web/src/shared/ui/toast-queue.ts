// The toast queue is plain state (no React), so machines' provided actions and the API layer can
// raise notifications too.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** Notifications last 10 s by default and success notices 4 s (specification 000, §9). */
export const TOAST_TIMEOUT_DEFAULT = 10_000;
export const TOAST_TIMEOUT_SUCCESS = 4_000;

export interface ShowToastOptions {
  timeout?: number;
  /** A toast shown with the same key replaces the previous one (e.g. repeated login errors). */
  replaceKey?: string;
}

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

const replaceable = new Map<string, string>();

function show(content: ToastContent, options: ShowToastOptions = {}): string {
  const timeout = options.timeout ?? (content.tone === 'success' ? TOAST_TIMEOUT_SUCCESS : TOAST_TIMEOUT_DEFAULT);
  if (options.replaceKey) {
    const previous = replaceable.get(options.replaceKey);
    if (previous) toastQueue.close(previous);
  }
  const replaceKey = options.replaceKey;
  const key = toastQueue.add(content, {
    timeout,
    onClose: replaceKey ? () => replaceable.get(replaceKey) === key && replaceable.delete(replaceKey) : undefined,
  });
  if (replaceKey) replaceable.set(replaceKey, key);
  return key;
}

export const toast = {
  show,
  info: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'info', title, description }, options),
  success: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'success', title, description }, options),
  warning: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'warning', title, description }, options),
  error: (title: string, description?: string, options?: ShowToastOptions) => show({ tone: 'error', title, description }, options),
  close: (key: string) => toastQueue.close(key),
};

/** A failed call's message as an error toast (10 s); nothing when there is no message (a field shows it). */
export function toastError(message: string | null | undefined): void {
  if (message) toast.error(message);
}
