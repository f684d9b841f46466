import { Injectable } from '@nestjs/common';
import { prepared, PreparedSql } from '../../shared/database/prepared-sql.js';
import { KeptAnswers, type PreparedAnswer } from '../../shared/http/prepared-answer.js';
import type { Lang } from '../../shared/i18n/lang.js';
import type { OptionView } from '../catalogue.contract.js';
import type { ListName } from '../catalogue.types.js';
import type { OptionNames } from '../domain/option-item.entity.js';
import type { Owner } from '../domain/owner.js';

export interface OptionRow {
  list: ListName;
  item_id: number;
  code: string | null;
  names: OptionNames;
  help: OptionNames | null;
  type: string;
  owner_user_id: string | null;
}

export function optionView(row: OptionRow, lang: Lang, userId: string | null): OptionView {
  const view: OptionView = { id: row.item_id, name: row.names[lang] ?? row.names.ru, type: row.type };
  // Local items get generated codes that mean nothing to a client; only global ones are named.
  if (row.type === 'global' && row.code) view.code = row.code;
  if (row.help) view.help = row.help[lang] ?? row.help.ru;
  if (row.type !== 'global') view.isUserAdd = row.owner_user_id === userId;
  return view;
}

const VERSION = prepared('catalogue.version', 'select version from catalogue_version where id = 1');

/**
 * The version and, in the same round trip, the reader's local items of the asked lists: the active
 * company's, or the user's own added without a company (domain/owner.ts says the same in SQL for
 * the other reads). The left join keeps the version row when there are none.
 */
const VERSION_AND_LOCALS = prepared(
  'catalogue.version_and_locals',
  `select v.version, o.list, o.item_id, o.code, o.names, o.help, o.type, o.owner_user_id
     from catalogue_version v
     left join catalogue_option o
       on o.list = any($1::text[]) and o.type <> 'global'
      and ((o.owner_company_id is not null and o.owner_company_id = $2::uuid)
        or (o.owner_company_id is null and o.owner_user_id = $3::uuid))
    where v.id = 1
    order by o.list, o.sort, o.item_id`,
);

/** How many prepared answers (list set, language, route) a process keeps per catalogue version. */
const ANSWERS_MAX = 100;

const GLOBALS = prepared(
  'catalogue.globals',
  `select list, item_id, code, names, help, type, owner_user_id from catalogue_option
    where type = 'global' order by list, sort, item_id`,
);

/**
 * The global items of every dictionary list in memory (about 600 items), with their views per
 * language built once and frozen. Global items change only by seed, promote or rename, and every
 * such write bumps `catalogue_version` in its transaction (a trigger, domain/option-item.entity.ts):
 * each read compares that number (one primary-key lookup, fetched together with the reader's own
 * local items, which are never cached) and reloads when it moved. So another replica's promote is
 * seen on the very next read, and no process serves a list older than the last commit it can see.
 */
@Injectable()
export class GlobalOptions {
  private version: string | null = null;
  private rows = new Map<string, OptionRow[]>();
  private views = new Map<string, readonly OptionView[]>();
  /** Whole answers of readers without local items, serialized once per version (see `answer`). */
  private readonly answers = new KeptAnswers<PreparedAnswer>(ANSWERS_MAX);
  private loading: Promise<void> | null = null;
  private loadingVersion: string | null = null;

  constructor(private readonly sql: PreparedSql) {}

  /** Global items of each list (shared frozen views) and the reader's local items, in list order. */
  async read(
    lists: readonly ListName[],
    lang: Lang,
    reader: Owner | null,
  ): Promise<{ version: string; globals: Map<ListName, readonly OptionView[]>; locals: OptionRow[] }> {
    let version: string;
    let locals: OptionRow[] = [];
    if (reader) {
      const rows = await this.sql.rows<OptionRow & { version: string }>(VERSION_AND_LOCALS, [lists, reader.companyId, reader.userId]);
      version = String(rows[0]?.version ?? '0');
      locals = rows.filter((row) => row.item_id !== null);
    } else {
      version = String((await this.sql.rows<{ version: string }>(VERSION, []))[0]?.version ?? '0');
    }
    if (this.version === null || BigInt(version) > BigInt(this.version)) await this.reload(version);
    const globals = new Map<ListName, readonly OptionView[]>();
    for (const list of lists) globals.set(list, this.viewsOf(list, lang));
    return { version, globals, locals };
  }

  /**
   * The prepared answer stored under `key` for `version` (the one `read` just checked), made by
   * `build` on first use. Only for answers made of global items alone: a reader's local items are
   * never kept. The store is emptied whenever a newer version is loaded, and the version is part of
   * the key, so an answer built from an older copy is never served for a newer one. Bounded: the
   * least recently used entry leaves first (callers may ask for any set of lists).
   */
  answer(version: string, key: string, build: () => PreparedAnswer): PreparedAnswer {
    return this.answers.get(`${version}\u0000${key}`, build);
  }

  private viewsOf(list: ListName, lang: Lang): readonly OptionView[] {
    const key = `${list}\u0000${lang}`;
    let views = this.views.get(key);
    if (!views) {
      views = Object.freeze((this.rows.get(list) ?? []).map((row) => Object.freeze(optionView(row, lang, null))));
      this.views.set(key, views);
    }
    return views;
  }

  /**
   * Loads the global items. The version was read before them, so what is loaded is at least that
   * version (a later commit can only make the copy newer than its label, and the next read then
   * reloads once more). Concurrent readers of the same version share one load.
   */
  private async reload(version: string): Promise<void> {
    if (this.loading && this.loadingVersion === version) return this.loading;
    const load = (async () => {
      const rows = await this.sql.rows<OptionRow>(GLOBALS, []);
      const byList = new Map<string, OptionRow[]>();
      for (const row of rows) {
        const list = byList.get(row.list);
        if (list) list.push(row);
        else byList.set(row.list, [row]);
      }
      // A slower load of an older version must not overwrite a newer one.
      if (this.version === null || BigInt(version) >= BigInt(this.version)) {
        this.rows = byList;
        this.views = new Map();
        this.answers.clear();
        this.version = version;
      }
    })();
    this.loading = load;
    this.loadingVersion = version;
    try {
      await load;
    } finally {
      if (this.loading === load) this.loading = null;
    }
  }
}
