import { registerMessages } from '../../shared/i18n/messages.js';
import { VERIFICATION_MESSAGES } from '../verification.messages.js';
import { historyItem, type HistoryRow } from './case-view.js';

beforeAll(() => registerMessages(VERIFICATION_MESSAGES));

const edited = (changes: Record<string, unknown>): HistoryRow => ({
  id: '1',
  kind: 'edited',
  actor_id: 'u1',
  actor_name: 'Бондар Ірина',
  at: '2026-12-07T12:05:09.000Z',
  details: { changes },
});

describe('a history line', () => {
  it("names each edited field with its old and new value, in the reader's language", () => {
    const row = edited({ code: { from: '14360570', to: '32855961' }, name: { from: 'ТОВ «Перша»', to: 'ТОВ «Друга»' } });
    expect(historyItem(row, 'ru').text).toBe(
      'Изменены данные: код ЕГРПОУ: «14360570» → «32855961»; название: «ТОВ «Перша»» → «ТОВ «Друга»»',
    );
    expect(historyItem(row, 'en').text).toBe('Data changed: EDRPOU code: “14360570” → “32855961”; name: “ТОВ «Перша»” → “ТОВ «Друга»”');
  });

  it('reads option ids through their names and says when a value was empty', () => {
    const row = edited({ activity: { from: null, to: 7 }, website: { from: 'https://old.example.com', to: '' } });
    const names = { activity: (id: number) => (id === 7 ? 'Торговля' : null) };
    expect(historyItem(row, 'ru', names).text).toBe(
      'Изменены данные: сфера деятельности: (пусто) → Торговля; сайт: «https://old.example.com» → (пусто)',
    );
    expect(historyItem(edited({ employees: { from: 2, to: 3 } }), 'uk').text).toBe('Змінено дані: кількість працівників: 2 → 3');
  });
});
