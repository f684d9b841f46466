import type { QueryBus } from '@nestjs/cqrs';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import { GetCityQuery, GetStreetQuery } from '../../catalogue/catalogue.contract.js';
import type { MessageKey } from '../../shared/i18n/messages.js';

/*
 * Address rules that ask the catalogue (spec §5: the city exists, the street lies in that city),
 * as asynchronous class-validator rules: the Contacts step answers them in one response beside the
 * format problems of the same body, which a check after the pipe could not. class-validator makes
 * its rules itself, outside Nest's injector, so the module hands them its query bus at start-up
 * (ProfilingModule); without one (unit specs of the DTOs) they pass and leave the catalogue alone.
 */

let catalogue: QueryBus | null = null;

/** Called once by ProfilingModule: the query bus the address rules ask. */
export function useCatalogueForAddresses(queries: QueryBus): void {
  catalogue = queries;
}

/** An id the synchronous rules accept; anything else is theirs to report. */
export const isCatalogueId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function asyncRule(
  name: string,
  message: MessageKey,
  test: (value: unknown, object: Record<string, unknown>) => Promise<boolean>,
): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name,
      async: true,
      target: target.constructor,
      propertyName: String(key),
      options: { message },
      validator: { validate: (value: unknown, args: ValidationArguments) => test(value, args.object as Record<string, unknown>) },
    });
}

async function cityKnown(cityId: unknown): Promise<boolean> {
  if (!catalogue || !isCatalogueId(cityId)) return true;
  return (await catalogue.execute(new GetCityQuery(cityId, 'ru'))) !== null;
}

/** `city_id` is a city of the catalogue ('Город не найден'). */
export const KnownCity = (): PropertyDecorator => asyncRule('knownCity', 'profiling.unknownCity', (value) => cityKnown(value));

/** `street_id` lies in the body's `city_id` ('Улица не найдена в этом городе'); an unknown city is KnownCity's to report. */
export const StreetInCity = (): PropertyDecorator =>
  asyncRule('streetInCity', 'profiling.streetNotInCity', async (value, object) => {
    if (!catalogue || !isCatalogueId(value) || !isCatalogueId(object.city_id) || !(await cityKnown(object.city_id))) return true;
    return (await catalogue.execute(new GetStreetQuery(value, object.city_id))) !== null;
  });
