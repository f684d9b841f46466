import { LANGS, normalizeLang } from './lang.js';
import { allMessages } from '../../app.messages.js';
import { registerMessages, translate } from './messages.js';

describe('API messages', () => {
  beforeAll(() => registerMessages(allMessages));

  it('has a non-empty text in every language for every key', () => {
    for (const [key, texts] of Object.entries(allMessages)) {
      for (const lang of LANGS) {
        expect({ key, lang, text: (texts as Record<string, string>)[lang]?.trim() }).toEqual({ key, lang, text: expect.any(String) });
        expect((texts as Record<string, string>)[lang].length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the Russian texts the specification quotes', () => {
    expect(translate('validation.required', 'ru')).toBe('Обязательное поле');
    expect(translate('validation.format', 'ru')).toBe('Неверный формат поля');
    expect(translate('validation.tooLong', 'ru')).toBe('Длина поля превышена');
    expect(translate('validation.passwordMin', 'ru')).toBe('Длина пароля должна быть не менее 8 символов');
    expect(translate('validation.passwordsMismatch', 'ru')).toBe('Пароли не совпадают');
    expect(translate('validation.phone', 'ru')).toBe('Некорректный телефон');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('error.tooManyRequests', 'en', { seconds: 42 })).toBe('Too many attempts. Try again in 42 s');
    expect(translate('error.tooManyRequests', 'en')).toContain('{seconds}');
  });

  it('reads ua as Ukrainian and falls back to Russian', () => {
    expect(normalizeLang('ua')).toBe('uk');
    expect(normalizeLang('UK')).toBe('uk');
    expect(normalizeLang('en-GB')).toBe('en');
    expect(normalizeLang('de')).toBe('ru');
    expect(normalizeLang(undefined)).toBe('ru');
  });
});
