import { russianPlaceDescription } from './place-words.js';

describe('russianPlaceDescription', () => {
  it('puts the common words of a codifier description into Russian and leaves the names', () => {
    expect(russianPlaceDescription('місто зі спеціальним статусом')).toBe('город со специальным статусом');
    expect(russianPlaceDescription('Броварська територіальна громада, Броварський район, Київська область')).toBe(
      'Броварська территориальная громада, Броварський район, Київська область',
    );
    expect(russianPlaceDescription('Ялтинська територіальна громада, Ялтинський район, Автономна Республіка Крим')).toBe(
      'Ялтинська территориальная громада, Ялтинський район, Автономная Республика Крым',
    );
    expect(russianPlaceDescription('')).toBe('');
  });
});
