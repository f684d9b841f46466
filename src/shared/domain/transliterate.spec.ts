import { transliterate } from './transliterate.js';

describe('transliterate (CMU resolution 55 of 2010)', () => {
  it.each([
    ['Київ', 'Kyiv'],
    ['Біла Церква', 'Bila Tserkva'],
    ['Кам’янець-Подільський', 'Kamianets-Podilskyi'],
    ["Кам'янець-Подільський", 'Kamianets-Podilskyi'],
    ['Запоріжжя', 'Zaporizhzhia'],
    ['Харків', 'Kharkiv'],
    ['Щорс', 'Shchors'],
    ['Згорани', 'Zghorany'],
    ['Розгон', 'Rozghon'],
    ['Єнакієве', 'Yenakiieve'],
    ['Гаєвич', 'Haievych'],
    ['Їжакевич', 'Yizhakevych'],
    ['Кадиївка', 'Kadyivka'],
    ['Йосипівка', 'Yosypivka'],
    ['Стрий', 'Stryi'],
    ['Юрій', 'Yurii'],
    ['Корюківка', 'Koriukivka'],
    ['Яготин', 'Yahotyn'],
    ['Костянтин', 'Kostiantyn'],
    ['Гоща', 'Hoshcha'],
    ['Ґалаґан', 'Galagan'],
    ['Знам’янка', 'Znamianka'],
    ['Луцьк', 'Lutsk'],
    ['Нова Ямпіль', 'Nova Yampil'],
    ['Івано-Франківськ', 'Ivano-Frankivsk'],
  ])('%s → %s', (uk, en) => {
    expect(transliterate(uk)).toBe(en);
  });

  it('keeps all-capital words in capitals and leaves other characters alone', () => {
    expect(transliterate('ЩОРС')).toBe('SHCHORS');
    expect(transliterate('ЖИТОМИР')).toBe('ZHYTOMYR');
    expect(transliterate('село № 5 (Ялта)')).toBe('selo № 5 (Yalta)');
  });

  it('gives the Russian letters outside the system their simple forms', () => {
    expect(transliterate('Объём Экспорт Ёлка Сыр')).toBe('Obem Eksport Elka Syr');
    expect(transliterate('Щастя Їжак Ґанок')).toBe('Shchastia Yizhak Ganok');
  });
});
