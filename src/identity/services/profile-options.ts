import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetOptionListsQuery, type OptionListName } from '../../catalogue/catalogue.contract.js';
import { IdentityErrors } from '../domain/identity.errors.js';

/** The catalogue's option lists the personal profile refers to. */
@Injectable()
export class ProfileOptions {
  constructor(private readonly queries: QueryBus) {}

  /** Option ids the profile refers to must exist in the catalogue's lists. */
  async assertOptions(wanted: Array<{ list: OptionListName; id: number; field: string }>): Promise<void> {
    if (wanted.length === 0) return;
    const names = [...new Set(wanted.map((item) => item.list))];
    const lists = await this.queries.execute(new GetOptionListsQuery(names, 'ru'));
    for (const item of wanted) {
      if (!lists[item.list]?.some((option) => option.id === item.id)) throw IdentityErrors.invalidOption(item.field);
    }
  }
}
