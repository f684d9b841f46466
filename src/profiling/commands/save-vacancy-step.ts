import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import { collectFieldErrors } from '../../shared/http/validation.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { VacancyCreated, VacancyStepSaved } from '../domain/profiling.events.js';
import { Vacancy } from '../domain/vacancy.entity.js';
import { applyMain, furthestStep, isEditable, VACANCY_STEPS, type VacancyStep } from '../domain/vacancy.rules.js';
import { VacancyErrors } from '../domain/vacancy.rules.errors.js';
import { emptyVacancyValues, type StoredVacancyValues } from '../domain/vacancy.values.js';
import { findVacancy, lockProfile, requireVacancyWrite } from './access.js';
import { VacancyCheck } from './vacancy-check.js';
import type { StepFieldClasses } from './vacancy-step-inputs.js';
import { STEP_READERS, type StepContext } from './vacancy-steps.js';

type Body = Record<string, unknown>;

/**
 * `save_vacancy_<step>`: one step of the position wizard or the short wizard. The main step without
 * `vacancy_id` opens a new vacancy (number = next per company, under the company profile's row lock);
 * every other save needs a vacancy of the company that is a draft or returned. The whole step is
 * checked before anything is written (a refused call changes nothing). Answers the vacancy id.
 * `fields` is the class that shapes and checks the step's body, which the http layer owns (its
 * decorators also document the body); the command runs it at its turn, after the access checks.
 */
export class SaveVacancyStepCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly companyId: string,
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

  async execute({ userId, companyId, step, body, lang, fields: Fields }: SaveVacancyStepCommand): Promise<string> {
    await requireVacancyWrite(this.queries, userId, companyId);
    const named = body.vacancy_id !== undefined && body.vacancy_id !== null && body.vacancy_id !== '';
    if (!named && step !== 'main') throw VacancyErrors.stepOrder();
    // The step's DTO first, then the catalogue about the ids of the right shape: one answer holds both.
    const read = async (stored: StoredVacancyValues) => {
      const check = new VacancyCheck(this.queries, { userId, companyId }, lang);
      const fields = plainToInstance(Fields as new () => object, body);
      const problems = await validate(fields, { whitelist: true, forbidUnknownValues: false, validationError: { target: false, value: false } });
      for (const [path, key] of Object.entries(collectFieldErrors(problems))) check.fail(path, key);
      const reader = STEP_READERS[step] as (context: StepContext) => Promise<Partial<StoredVacancyValues>>;
      const values = await reader({ em: this.em, queries: this.queries, check, fields: fields as StepContext['fields'], stored });
      check.done();
      return values;
    };

    if (!named) {
      const values = await read(emptyVacancyValues());
      return this.em.transactional(async (tx) => {
        await lockProfile(tx, companyId);
        const last = await tx.findOne(Vacancy, { companyId }, { orderBy: { number: 'desc' }, fields: ['number'] });
        const number = (last?.number ?? 0) + 1;
        const applied = applyMain(emptyVacancyValues(), 0, values);
        const vacancy = tx.create(Vacancy, { companyId, number, authorUserId: userId, status: 'draft', step: applied.step, name: applied.values.name, values: applied.values, publishedAt: null });
        recordEvent(vacancy, new VacancyCreated(companyId, userId, vacancy.id, number, vacancy.name));
        recordEvent(vacancy, new VacancyStepSaved(companyId, userId, vacancy.id, step, false));
        await tx.flush();
        return vacancy.id;
      });
    }
    // The step is read under the vacancy's row lock: the position its items are checked against and
    // the fields the criteria need cannot change (nor the status move to approval) meanwhile.
    return this.em.transactional(async (tx) => {
      const vacancy = await findVacancy(tx, companyId, body.vacancy_id, true);
      if (!isEditable(vacancy.status)) throw VacancyErrors.notEditable();
      // Steps are saved in order (earlier ones again at will): a vacancy that reached the last step
      // has had every step checked, which is what sending it relies on.
      if (VACANCY_STEPS.indexOf(step) > vacancy.step) throw VacancyErrors.stepOrder();
      const values = await read(vacancy.values);
      let reset = false;
      if (step === 'main') {
        const applied = applyMain(vacancy.values, vacancy.step, values);
        vacancy.values = applied.values;
        vacancy.step = applied.step;
        vacancy.name = applied.values.name;
        reset = applied.reset;
      } else {
        vacancy.values = { ...vacancy.values, ...values };
        vacancy.step = furthestStep(vacancy.step, step);
      }
      vacancy.updatedAt = new Date();
      recordEvent(vacancy, new VacancyStepSaved(companyId, userId, vacancy.id, step, reset));
      await tx.flush();
      return vacancy.id;
    });
  }
}
