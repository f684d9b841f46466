import type { PreparedSql, PreparedStatement } from '../../shared/database/prepared-sql.js';
import { prepareAnswer } from '../../shared/http/prepared-answer.js';
import { GlobalOptions, type OptionRow } from './global-options.js';

/** A database of one list whose version and names the test changes, as another replica's writes would. */
function fakeDatabase() {
  const state = { version: '1', name: 'Teamwork', globalsLoads: 0 };
  const row = (): OptionRow => ({
    list: 's_values',
    item_id: 1,
    code: 'teamwork',
    names: { ru: state.name, en: state.name, uk: state.name },
    help: null,
    type: 'global',
    owner_user_id: null,
  });
  const sql = {
    rows: async (statement: PreparedStatement) => {
      if (statement.name === 'catalogue.version') return [{ version: state.version }];
      state.globalsLoads += 1;
      return [row()];
    },
  };
  return { state, options: new GlobalOptions(sql as unknown as PreparedSql) };
}

describe('GlobalOptions: answers kept per catalogue version', () => {
  const build = (options: GlobalOptions, version: string, globals: Awaited<ReturnType<GlobalOptions['read']>>['globals']) =>
    options.answer(version, 'route', () => prepareAnswer({ list_data: Object.fromEntries(globals) }));

  it('keeps an answer while the version stays, and makes a new one when it moves', async () => {
    const { state, options } = fakeDatabase();
    const first = await options.read(['s_values'], 'en', null);
    const kept = build(options, first.version, first.globals);
    const again = await options.read(['s_values'], 'en', null);
    expect(build(options, again.version, again.globals)).toBe(kept);
    expect(state.globalsLoads).toBe(1);

    state.name = 'Team spirit';
    state.version = '2';
    const moved = await options.read(['s_values'], 'en', null);
    const fresh = build(options, moved.version, moved.globals);
    expect(fresh.etag).not.toBe(kept.etag);
    expect(JSON.parse(fresh.body.toString()).list_data.s_values[0].name).toBe('Team spirit');
  });

  it('keeps at most a bounded number of answers, the oldest leaving first', () => {
    const { options } = fakeDatabase();
    let made = 0;
    const make = () => {
      made += 1;
      return prepareAnswer({ n: made });
    };
    const first = options.answer('1', 'key-0', make);
    for (let i = 1; i <= 100; i++) options.answer('1', `key-${i}`, make);
    expect(made).toBe(101);
    expect(options.answer('1', 'key-0', make)).not.toBe(first);
    expect(made).toBe(102);
  });
});
