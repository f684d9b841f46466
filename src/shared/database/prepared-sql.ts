import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { QueryResultRow } from 'pg';

/** One SQL text under a stable name: PostgreSQL parses and plans it once per pooled connection. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

export function prepared(name: string, text: string): PreparedStatement {
  return { name, text: text.replace(/\s+/g, ' ').trim() };
}

/**
 * Plain SQL for the hot reads (queries skip the domain: docs/architecture.md, "One request, end to end"), on the ORM's own `pg`
 * pool: no second pool to size and close, and no query building or hydration per request. Dates
 * and timestamps come back as the strings PostgreSQL sent (the ORM's type parsers).
 */
@Injectable()
export class PreparedSql {
  constructor(private readonly orm: MikroORM) {}

  async rows<T extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<T[]> {
    const pool = await this.orm.em.getConnection().getNativeClient();
    const result = await pool.query<T>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }

  async run(statement: PreparedStatement, values: unknown[]): Promise<number> {
    const pool = await this.orm.em.getConnection().getNativeClient();
    const result = await pool.query({ name: statement.name, text: statement.text, values });
    return result.rowCount ?? 0;
  }
}
