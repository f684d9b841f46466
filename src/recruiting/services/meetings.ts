import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetCompanyOfficesQuery } from '../../profiling/profiling.contract.js';
import { parseId, requestId } from '../../shared/domain/id.js';
import type { Lang } from '../../shared/i18n/lang.js';
import { Application } from '../domain/application.entity.js';
import { settingsOf } from '../domain/candidate-records.repository.js';
import { Candidate } from '../domain/candidate.entity.js';
import type { MeetingInput } from '../domain/meeting.entity.js';
import { MeetingErrors } from '../domain/meeting.errors.js';
import type { MeetingFields } from '../domain/meeting.rules.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RecruitingErrors } from '../domain/recruiting.errors.js';
import { colleaguesOf } from './colleagues.js';

/** A meeting as the body of add_meeting / update_meeting gives it. */
export interface MeetingRequest {
  title: string;
  startsAt: string;
  endsAt: string;
  officeId: string | null;
  link: string | null;
  participantIds: readonly string[];
  applicationId: string | null;
  inviteCandidate: boolean;
}

/**
 * What Meeting.plan / change is given, looked up for the caller's company: the office's address (one
 * of the company's offices, 400 otherwise), the application and its candidate (an interview needs
 * the right "candidates"; inviting the candidate needs their e-mail), the company's time zone and
 * its confirmed members.
 */
export async function meetingInput(
  em: EntityManager,
  queries: QueryBus,
  access: RecruitingAccess,
  request: MeetingRequest,
  lang: Lang,
  now: Date,
): Promise<Omit<MeetingInput, 'organizerId'>> {
  const { companyId, userId } = access;
  let location: string | null = null;
  if (request.officeId) {
    const offices = await queries.execute(new GetCompanyOfficesQuery(userId, requestId(companyId), lang));
    const office = offices.find((candidate) => candidate.id === request.officeId);
    if (!office) throw MeetingErrors.office();
    location = `${office.name}: ${office.address}`.slice(0, 300);
  }
  let candidateId: string | null = null;
  if (request.applicationId) {
    checkRecruitingAccess(access, 'manage');
    if (parseId(request.applicationId) === null) throw RecruitingErrors.applicationNotFound();
    const application = await em.findOne(Application, { id: request.applicationId, companyId });
    if (!application) throw RecruitingErrors.applicationNotFound();
    candidateId = application.candidateId;
    if (request.inviteCandidate) {
      const candidate = await em.findOne(Candidate, { id: candidateId });
      if (!candidate || candidate.erasedAt || candidate.emails.length === 0) throw MeetingErrors.candidateEmail();
    }
  } else if (request.inviteCandidate) throw MeetingErrors.candidateEmail();
  const fields: MeetingFields = { ...request, location };
  return {
    ...fields,
    companyId,
    timeZone: (await settingsOf(em, companyId)).timeZone,
    applicationId: request.applicationId,
    candidateId,
    colleagues: await colleaguesOf(queries, companyId),
    now,
  };
}

/** Names of the meetings' candidates (erased ones answer empty names). */
export async function candidateNames(
  em: EntityManager,
  candidateIds: readonly (string | null | undefined)[],
): Promise<Map<string, { name: string; lname: string }>> {
  const ids = [...new Set(candidateIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const rows = await em.find(Candidate, { id: { $in: ids } }, { fields: ['id', 'name', 'lname'] });
  return new Map(rows.map((row) => [row.id, { name: row.name, lname: row.lname }]));
}
