import { describe, expect, it } from '@jest/globals';
import { mentionedIds, mentionMatches, mentionQuery, withMention } from './mentions';

const MARIA = { id: 'u2', name: 'Марія Бондар' };
const PETRO = { id: 'u3', name: 'Петро Мельник' };

describe('the note editor mentions', () => {
  it('finds the "@…" typed at the caret, not inside a word or an e-mail', () => {
    expect(mentionQuery('Позвонить @Ма', 13)).toEqual({ start: 10, query: 'Ма' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('Спросить\n@бон', 13)).toEqual({ start: 9, query: 'бон' });
    expect(mentionQuery('olena@mail', 10)).toBeNull();
    expect(mentionQuery('@Марія ', 7)).toBeNull();
  });

  it('offers the colleagues whose name has a word that begins with the query', () => {
    expect(mentionMatches([MARIA, PETRO], 'бон')).toEqual([MARIA]);
    expect(mentionMatches([MARIA, PETRO], '')).toEqual([MARIA, PETRO]);
    expect(mentionMatches([MARIA, PETRO], 'x')).toEqual([]);
  });

  it('inserts the name in place of the query and keeps only the names still in the text', () => {
    const at = { start: 10, query: 'Ма' };
    expect(withMention('Позвонить @Ма завтра', at, 13, MARIA.name)).toEqual({ text: 'Позвонить @Марія Бондар  завтра', caret: 24 });
    expect(mentionedIds('Позвонить @Марія Бондар', [MARIA, PETRO, MARIA])).toEqual(['u2']);
    expect(mentionedIds('Позвонить', [MARIA])).toEqual([]);
  });
});
