import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { storedId, type Id } from '../../shared/domain/id.js';
import { collectFieldErrors } from '../../shared/http/validation.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { checkVacancyWrite, type CompanyAccess } from '../domain/access.rules.js';
import { Vacancy } from '../domain/vacancy.entity.js';
import type { VacancyStep } from '../domain/vacancy.rules.js';
import { emptyVacancyValues, type StoredVacancyValues } from '../domain/vacancy.values.js';
import { lockProfile } from '../domain/profile.repository.js';
import type { StepFieldClasses } from '../domain/vacancy-step-inputs.js';
import { findVacancy, nextVacancyNumber } from '../domain/vacancy.repository.js';
import { VacancyCheck } from '../services/vacancy-check.js';
import { STEP_READERS, type StepContext } from '../services/vacancy-steps.js';

type Body = Record<string, unknown>;

/**
 * `save_vacancy_<step>`: one step of the position wizard or the short wizard. The main step without
 * `vacancy_id` opens a new vacancy (number = next per company, under the company profile's row lock);
 * every other save needs a vacancy of the company that is a draft or returned. The whole step is
 * checked before anything is written (a refused call changes nothing). Answers the vacancy id.
 * `fields` is the class that shapes and checks the step's body, which the http layer owns (its
 * decorators also document the body); the command runs it at its turn, after the access checks.
 */
export class SaveVacancyStepCommand extends Command<Id> {
  constructor(
    /** The caller's membership, decided for the request (http/profile-access.guard.ts). */
    readonly access: CompanyAccess,
    /** The vacancy the step is of; none: the main step opens one. */
    readonly vacancyId: Id | undefined,
    readonly step: VacancyStep,
    readonly body: Body,
    readonly lang: Lang,
    readonly fields: StepFieldClasses[VacancyStep],
  ) {
    super();
  }
}

@CommandHandler(SaveVacancyStepCommand)
export class SaveVacancyStepHandler implements ICommandHandler<SaveVacancyStepCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, vacancyId, step, body, lang, fields: Fields }: SaveVacancyStepCommand): Promise<Id> {
    const { userId, companyId } = access;
    checkVacancyWrite(access.membership);
    if (!vacancyId) Vacancy.assertOpenedBy(step);
    // The step's DTO first, then the catalogue about the ids of the right shape: one answer holds both.
    const read = async (stored: StoredVacancyValues) => {
      const check = new VacancyCheck(this.queries, { userId, companyId }, lang);
      const fields = plainToInstance(Fields as new () => object, body);
      const problems = await validate(fields, {
        whitelist: true,
        forbidUnknownValues: false,
        validationError: { target: false, value: false },
      });
      for (const [path, key] of Object.entries(collectFieldErrors(problems))) check.fail(path, key);
      const reader = STEP_READERS[step] as (context: StepContext) => Promise<Partial<StoredVacancyValues>>;
      const values = await reader({ em: this.em, queries: this.queries, check, fields: fields as StepContext['fields'], stored });
      check.done();
      return values;
    };

    if (!vacancyId) {
      const values = await read(emptyVacancyValues());
      return this.em.transactional(async (tx) => {
        await lockProfile(tx, companyId);
        const vacancy = tx.create(Vacancy, Vacancy.blank(companyId, await nextVacancyNumber(tx, companyId), userId));
        vacancy.open(userId, values);
        await tx.flush();
        return storedId(vacancy.id);
      });
    }
    // The step is read under the vacancy's row lock: the position its items are checked against and
    // the fields the criteria need cannot change (nor the status move to approval) meanwhile.
    return this.em.transactional(async (tx) => {
      const vacancy = await findVacancy(tx, companyId, vacancyId, true);
      vacancy.assertStepOpen(step);
      vacancy.editStep(step, await read(vacancy.values), userId, new Date());
      await tx.flush();
      return storedId(vacancy.id);
    });
  }
}
