import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { requireCandidate } from '../domain/candidate-records.repository.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { vacancyNames, vacancyTitle } from '../services/vacancies.js';
import { GetCandidateRecordsQuery } from './candidate-records.query.js';

/** A stored file the export's zip carries beside the data. */
export interface ExportedFile {
  /** The name in the zip: `files/<n>-<name as uploaded>`. */
  path: string;
  storageKey: string;
}

export interface CandidateExport {
  /** For the download's name. */
  fileName: string;
  data: Record<string, unknown>;
  files: ExportedFile[];
}

/**
 * `export_candidate`: everything the company keeps about one candidate (a person's right to a copy of
 * their data): the profile, applications with their history, letters, notes, tasks and the CV files'
 * list as JSON, the files themselves beside it (the controller streams the zip).
 */
export class ExportCandidateQuery extends Query<CandidateExport> {
  constructor(
    readonly access: RecruitingAccess,
    readonly candidateId: string,
  ) {
    super();
  }
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

@QueryHandler(ExportCandidateQuery)
export class ExportCandidateHandler implements IQueryHandler<ExportCandidateQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, candidateId }: ExportCandidateQuery): Promise<CandidateExport> {
    checkRecruitingAccess(access, 'view');
    const { companyId } = access;
    const em = this.em.fork();
    const candidate = await requireCandidate(em, companyId, candidateId);
    const [applications, moves, letters, fileRows, records] = await Promise.all([
      em.execute<Array<{ id: string; vacancy_id: string; status: string; stage_id: string; created_at: Date; closed_at: Date | null }>>(
        'select id, vacancy_id, status, stage_id, created_at, closed_at from rc_application where candidate_id = ? order by created_at',
        [candidateId],
      ),
      em.execute<
        Array<{
          application_id: string;
          from_name: string | null;
          from_kind: string | null;
          to_name: string | null;
          to_kind: string;
          at: Date;
        }>
      >(
        `select m.application_id, f.name as from_name, f.kind as from_kind, t.name as to_name, t.kind as to_kind, m.at
           from rc_application_move m join rc_application a on a.id = m.application_id
           left join rc_stage f on f.id = m.from_stage_id join rc_stage t on t.id = m.to_stage_id
          where a.candidate_id = ? order by m.at, m.id`,
        [candidateId],
      ),
      em.execute<
        Array<{
          application_id: string;
          lang: string;
          to: string | null;
          subject: string;
          body: string;
          send_at: Date;
          queued_at: Date | null;
        }>
      >(
        'select application_id, lang, "to", subject, body, send_at, queued_at from rc_rejection_letter where candidate_id = ? order by created_at',
        [candidateId],
      ),
      em.execute<Array<{ name: string; format: string; size: number; created_at: Date; storage_key: string }>>(
        'select name, format, size, created_at, storage_key from rc_candidate_file where candidate_id = ? order by created_at, id',
        [candidateId],
      ),
      this.queries.execute(new GetCandidateRecordsQuery(companyId, candidateId)),
    ]);
    const vacancies = await vacancyNames(this.queries, companyId, [...new Set(applications.map((row) => row.vacancy_id))]);
    const stage = (name: string | null, kind: string | null) => (kind === null ? null : (name ?? kind));
    const files = fileRows.map((row, index) => ({ path: `files/${index + 1}-${row.name}`, storageKey: row.storage_key }));
    const data = {
      exported_at: new Date().toISOString(),
      candidate: {
        id: candidate.id,
        name: candidate.name,
        lname: candidate.lname,
        emails: candidate.emails,
        phones: candidate.phones,
        source: candidate.source,
        tags: candidate.tags,
        lang: candidate.lang,
        consent: candidate.consent,
        created_at: iso(candidate.createdAt),
        retain_until: iso(candidate.retainUntil ?? null),
      },
      applications: applications.map((application) => ({
        vacancy: vacancyTitle(vacancies.get(application.vacancy_id)),
        status: application.status,
        created_at: iso(application.created_at),
        closed_at: iso(application.closed_at),
        history: moves
          .filter((move) => move.application_id === application.id)
          .map((move) => ({ from: stage(move.from_name, move.from_kind), to: stage(move.to_name, move.to_kind), at: iso(move.at) })),
        letters: letters
          .filter((letter) => letter.application_id === application.id)
          .map((letter) => ({
            to: letter.to,
            lang: letter.lang,
            subject: letter.subject,
            body: letter.body,
            send_at: iso(letter.send_at),
            sent: letter.queued_at !== null,
          })),
      })),
      notes: records.notes.map((note) => ({ text: note.text, author: note.author.name, created_at: note.created_at })),
      tasks: records.tasks.map((task) => ({ title: task.title, due_date: task.due_date, done_at: task.done_at })),
      files: fileRows.map((file, index) => ({
        name: file.name,
        format: file.format,
        size: file.size,
        added_at: iso(file.created_at),
        in_zip: files[index]!.path,
      })),
    };
    const base =
      `${candidate.lname} ${candidate.name}`
        .trim()
        .replace(/[^\p{L}\p{N} _-]+/gu, '')
        .trim() || 'candidate';
    return { fileName: `${base}.zip`, data, files };
  }
}
