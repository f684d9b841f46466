import { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyNamesQuery } from '../../company/company.contract.js';
import type { AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import { Vacancy } from '../domain/vacancy.entity.js';

/*
 * What the letters of a vacancy's approval share (notify-approvers-on-vacancy-sent.ts,
 * notify-author-on-vacancy-answer.ts): the facts every letter names.
 */

/** The vacancy's name for a subject line, or its number while it has none. */
function vacancyTitle(vacancy: Vacancy): string {
  return vacancy.name.trim() || `№ ${vacancy.number}`;
}

/** What both letters need: the vacancy's title, the company's name, the people's contacts and the site's origin. */
export async function mailFacts(
  em: EntityManager,
  queries: QueryBus,
  config: AppConfig,
  event: { vacancyId: string; companyId: string },
  userIds: string[],
) {
  const vacancy = await em.fork().findOne(Vacancy, { id: event.vacancyId });
  if (!vacancy) return null;
  const company = (await queries.execute(new GetCompanyNamesQuery([event.companyId]))).get(event.companyId) ?? '';
  const people = await queries.execute(new GetAccountContactsQuery(userIds));
  return { title: vacancyTitle(vacancy), company, people, origin: publicOrigin(config) };
}
