import { afterEach, describe, expect, it } from '@jest/globals';
import { toast, toastQueue, TOAST_TIMEOUT_ERROR } from './toast-queue';

const shown = () => toastQueue.visibleToasts.map((t) => ({ title: t.content.title, timeout: t.timeout }));

describe('toast queue', () => {
  afterEach(() => toastQueue.clear());

  it('errors last 4-5 s (spec 000, §9), successes 4 s, other notices 10 s', () => {
    toast.error('Неверный логин или пароль');
    toast.success('Данные успешно обновлены');
    toast.info('Подсказка');
    // Newest first.
    expect(shown()).toEqual([
      { title: 'Подсказка', timeout: 10_000 },
      { title: 'Данные успешно обновлены', timeout: 4_000 },
      { title: 'Неверный логин или пароль', timeout: TOAST_TIMEOUT_ERROR },
    ]);
    expect(TOAST_TIMEOUT_ERROR).toBeGreaterThanOrEqual(4_000);
    expect(TOAST_TIMEOUT_ERROR).toBeLessThanOrEqual(5_000);
  });

  it('closes the errors on a new page and keeps the rest', () => {
    toast.error('Неверный логин или пароль', undefined, { replaceKey: 'login' });
    toast.success('Телефон успешно подтверждён');
    toast.error('Что-то пошло не так');
    toast.closeErrors();
    expect(shown().map((t) => t.title)).toEqual(['Телефон успешно подтверждён']);
    // A replaced error is not closed twice, and a new one after the page change is shown.
    toast.error('Неверный логин или пароль', undefined, { replaceKey: 'login' });
    expect(shown().map((t) => t.title)).toEqual(['Неверный логин или пароль', 'Телефон успешно подтверждён']);
  });

  it('shows one success at a time: a new confirmation replaces the last instead of stacking over the page', () => {
    toast.success('Структура компании обновлена');
    toast.info('Загрузка', undefined, { replaceKey: 'save' });
    toast.success('Контакты компании обновлены', undefined, { replaceKey: 'save' });
    toast.success('Отдел сохранён');
    expect(shown().map((t) => t.title)).toEqual(['Отдел сохранён']);
    // Notices and errors are not confirmations: they stay.
    toast.error('Ошибка');
    toast.success('Данные о компании обновлены');
    expect(shown().map((t) => t.title)).toEqual(['Данные о компании обновлены', 'Ошибка']);
  });
});
