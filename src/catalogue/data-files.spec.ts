import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogueData, MINIMUM } from '../../scripts/check-catalogue-data.mjs';

// Each case breaks a differently shaped file in place; typing every shape would only restate the checker.
type Json = any;

const DATA = fileURLToPath(new URL('../../data/catalogue', import.meta.url));

describe('catalogue data files', () => {
  it('are sound: every list, unique ids and codes, three languages, enough positions and universities', () => {
    const { errors, counts } = checkCatalogueData(DATA);
    expect(errors).toEqual([]);
    expect(counts.lists).toBeGreaterThanOrEqual(40);
    expect(counts.categories).toBeGreaterThanOrEqual(MINIMUM.categories);
    expect(counts.positions).toBeGreaterThanOrEqual(MINIMUM.positions);
    expect(counts.universities).toBeGreaterThanOrEqual(MINIMUM.universities);
  });

  describe('the checker rejects broken content', () => {
    let copy: string;
    beforeEach(() => {
      copy = mkdtempSync(join(tmpdir(), 'catalogue-data-'));
      cpSync(DATA, copy, { recursive: true });
    });
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    const edit = (file: string, change: (json: Json) => void): void => {
      const path = join(copy, file);
      const json = JSON.parse(readFileSync(path, 'utf8'));
      change(json);
      writeFileSync(path, JSON.stringify(json));
    };
    const errorsAfter = (file: string, change: (json: Json) => void): string[] => {
      edit(file, change);
      return checkCatalogueData(copy).errors;
    };

    it('a duplicate id or code in a list', () => {
      expect(errorsAfter('lists/s_languages.json', (l) => l.push({ ...l[0], ru: 'x', en: 'x', uk: 'x' }))).toEqual(
        expect.arrayContaining([expect.stringContaining('duplicate id'), expect.stringContaining('duplicate code')]),
      );
    });

    it('a name missing in one language, or a name repeated in another letter case', () => {
      expect(errorsAfter('lists/s_priority.json', (l) => (l[0].uk = ''))).toEqual([expect.stringContaining('"uk" must be')]);
      expect(errorsAfter('lists/s_dress.json', (l) => (l[1].en = ` ${l[0].en.toUpperCase()}`))).toHaveLength(2);
    });

    it('a stored id that moved', () => {
      expect(errorsAfter('lists/activities.json', (l) => (l.find((i: { code: string }) => i.code === 'it').id = 99))).toEqual(
        expect.arrayContaining([expect.stringContaining('"it" must keep its id and code')]),
      );
    });

    it('a position id used twice across categories, or too few functionality items', () => {
      const [first, second] = ['01-sales.json', '02-hr.json'];
      let id = 0;
      edit(`competencies/${first}`, (c) => (id = c.positions[0].id));
      expect(errorsAfter(`competencies/${second}`, (c) => (c.positions[0].id = id))).toEqual([
        expect.stringContaining(`duplicate id ${id}`),
      ]);
      expect(errorsAfter(`competencies/${first}`, (c) => (c.positions[1].func = c.positions[1].func.slice(0, 4)))).toEqual(
        expect.arrayContaining([expect.stringContaining('func must hold 5–10 items')]),
      );
    });

    it('too few universities or one without a city', () => {
      const errors = errorsAfter('universities.json', (u) => {
        u.splice(MINIMUM.universities - 1);
        delete u[0].city;
      });
      expect(errors).toEqual([expect.stringContaining('city'), expect.stringContaining(`at least ${MINIMUM.universities}`)]);
    });
  });
});
