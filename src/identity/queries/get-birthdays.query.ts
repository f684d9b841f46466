import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';

/** One person's birthday as their profile gives it, with the name shown beside it. */
export interface Birthday {
  userId: string;
  /** "Surname Name", or the e-mail when no profile was made. */
  displayName: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

/**
 * The birth dates of these accounts (those without one are left out): the home page's birthday
 * counters of a company's colleagues. The asking context has admitted its caller.
 */
export class GetBirthdaysQuery extends Query<Birthday[]> {
  constructor(readonly userIds: string[]) {
    super();
  }
}

@QueryHandler(GetBirthdaysQuery)
export class GetBirthdaysHandler implements IQueryHandler<GetBirthdaysQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetBirthdaysQuery): Promise<Birthday[]> {
    if (userIds.length === 0) return [];
    const rows = await this.em
      .fork()
      .execute<Array<{ id: string; email: string; lname: string | null; name: string | null; birth_date: string }>>(
        `select id, email, lname, name, to_char(birth_date, 'YYYY-MM-DD') as birth_date from identity_user
       where birth_date is not null and id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
        [JSON.stringify([...new Set(userIds)])],
      );
    return rows.map((row) => ({
      userId: row.id,
      displayName: [row.lname, row.name].filter((part) => part?.trim()).join(' ') || row.email,
      birthDate: row.birth_date,
    }));
  }
}
