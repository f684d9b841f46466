import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { CandidateSource, RejectionSide, StageKind } from '../../shared/contract/recruiting.js';
import type { Lang } from '../../shared/i18n/lang.js';
import {
  bucketMedian,
  conversions,
  days,
  funnelOrder,
  funnelPeriod,
  type FunnelPeriod,
  percent,
  stageKey,
} from '../domain/funnel.rules.js';
import { checkRecruitingAccess, type RecruitingAccess } from '../domain/recruiting-access.rules.js';
import { RejectionReason } from '../domain/rejection.entity.js';
import { Stage } from '../domain/stage.entity.js';
import { companyVacancy, vacancyTitle } from '../services/vacancies.js';
import {
  APPLICATION_DAYS_SQL,
  APPLICATIONS_SQL,
  type ApplicationGroupRow,
  applicationDaysParams,
  applicationsParams,
  type FunnelFilter,
  HIRE_SQL,
  hireParams,
  STAY_DAYS_SQL,
  STAYS_SQL,
  type StayBucketRow,
  stayDaysParams,
  staysParams,
} from './read/funnel.sql.js';
import { type Named, stageView } from './read/views.js';

export interface FunnelStageView {
  id: string;
  name: string;
  kind: StageKind;
  /** Applications of the period that entered the stage (once each, however often they came back). */
  entered: number;
  /** Per cent of those that entered the next stage of the funnel; null for the last and for "Отказ". */
  conversion: number | null;
  /** Median days an application stayed, of the stays that ended; null while nobody left it. */
  median_days: number | null;
}

export interface FunnelReport {
  period: FunnelPeriod;
  vacancy: Named | null;
  applications: number;
  stages: FunnelStageView[];
  hired: number;
  rejected: number;
  open: number;
  /** Rejections for their reasons: the candidate withdrew. */
  withdrawn: number;
  /** Per cent of the period's applications that ended with a decision (hired or rejected). */
  decided_share: number | null;
  time_to_hire: { median_days: number | null; count: number };
  time_to_first_answer: { median_days: number | null; count: number };
  sources: Array<{ source: CandidateSource; count: number; share: number | null }>;
  rejection_reasons: Array<{ id: number; code: string; side: RejectionSide; name: string; count: number }>;
}

/** `get_funnel_report`: the hiring funnel of the company or one vacancy over a period (docs/recruiting.md "Reports"). */
export class GetFunnelReportQuery extends Query<FunnelReport> {
  constructor(
    readonly access: RecruitingAccess,
    readonly filter: { vacancyId?: string; from?: string; to?: string },
    readonly lang: Lang,
  ) {
    super();
  }
}

@QueryHandler(GetFunnelReportQuery)
export class GetFunnelReportHandler implements IQueryHandler<GetFunnelReportQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ access, filter, lang }: GetFunnelReportQuery): Promise<FunnelReport> {
    checkRecruitingAccess(access, 'reports');
    const period = funnelPeriod(filter.from, filter.to, new Date());
    const vacancy = filter.vacancyId ? await companyVacancy(this.queries, access.companyId, filter.vacancyId) : null;
    const where: FunnelFilter = { companyId: access.companyId, vacancyId: vacancy?.id ?? null, ...period };
    const em = this.em.fork();
    const connection = em.getConnection();
    // Side by side on the pool: each statement reads its own index. The whole company reads its
    // funnel's days (the same rows, summed per Kyiv day); one vacancy its own stays and applications.
    const byDay = where.vacancyId === null;
    const [stays, applications, [hire], boards, reasons] = await Promise.all([
      byDay
        ? connection.execute<StayBucketRow[]>(STAY_DAYS_SQL, stayDaysParams(where))
        : connection.execute<StayBucketRow[]>(STAYS_SQL, staysParams(where)),
      byDay
        ? connection.execute<ApplicationGroupRow[]>(APPLICATION_DAYS_SQL, applicationDaysParams(where))
        : connection.execute<ApplicationGroupRow[]>(APPLICATIONS_SQL, applicationsParams(where)),
      connection.execute<Array<{ count: number; median_s: number | null }>>(HIRE_SQL, hireParams(where)),
      // The stages nobody entered yet are rows of the funnel too: the vacancy's board, or the company's template.
      em.find(Stage, { companyId: access.companyId, vacancyId: vacancy?.id ?? null, removedAt: null }),
      em.find(RejectionReason, {}),
    ]);
    return {
      period,
      vacancy: vacancy ? { id: vacancy.id, name: vacancyTitle(vacancy) } : null,
      ...figures({ stays, applications, hire: hire ?? { count: 0, median_s: null } }, boards, reasons, lang),
    };
  }
}

interface FunnelRows {
  stays: readonly StayBucketRow[];
  applications: readonly ApplicationGroupRow[];
  hire: { count: number; median_s: number | null };
}

interface MergedStage {
  key: string;
  id: string;
  kind: StageKind;
  name: string | null;
  position: number;
  entered: number;
  buckets: Array<{ bucket: number; count: number }>;
}

/** The statements' rows as the report's answer: stages merged by key and ordered, names in the reader's language. */
export function figures(
  { stays, applications, hire }: FunnelRows,
  boards: readonly Stage[],
  reasons: readonly RejectionReason[],
  lang: Lang,
) {
  const merged = new Map<string, MergedStage>();
  const stage = (kind: StageKind, name: string | null, id: string, position: number): MergedStage => {
    const key = stageKey(kind, name);
    const found = merged.get(key) ?? { key, id, kind, name, position, entered: 0, buckets: [] };
    merged.set(key, found);
    return found;
  };
  for (const board of boards) stage(board.kind, board.name ?? null, board.id, board.position);
  const onBoards = new Set(merged.keys());
  for (const row of stays) {
    const into = stage(row.kind, row.name, row.stage_id, row.position);
    // A row no board shows takes the least of its groups' ids, names and places, whatever order the
    // statement returned them in (it is the plan's, and the funnel's days and the stays differ in it).
    if (!onBoards.has(into.key)) {
      if (row.stage_id < into.id) into.id = row.stage_id;
      if (row.name !== null && (into.name === null || row.name < into.name)) into.name = row.name;
      into.position = Math.min(into.position, row.position);
    }
    into.entered += row.entered;
    if (row.bucket !== null) into.buckets.push({ bucket: row.bucket, count: row.stays });
  }
  const ordered = [...merged.values()].sort((a, b) => funnelOrder(a, b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rates = conversions(ordered);
  const total = applications.reduce((sum, row) => sum + row.count, 0);
  const count = (test: (row: ApplicationGroupRow) => boolean) => applications.reduce((sum, row) => (test(row) ? sum + row.count : sum), 0);
  const reasonById = new Map(reasons.map((reason) => [reason.id, reason]));
  const hired = count((row) => row.status === 'hired');
  const rejected = count((row) => row.status === 'rejected');
  const answered = merged.get(stageKey('new', null))?.buckets ?? [];
  const bySource = new Map<string, number>();
  const byReason = new Map<number, number>();
  for (const row of applications) {
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.count);
    if (row.status === 'rejected' && row.reason_id !== null) byReason.set(row.reason_id, (byReason.get(row.reason_id) ?? 0) + row.count);
  }
  return {
    applications: total,
    stages: ordered.map((each, index) => ({
      ...stageView(each, lang),
      entered: each.entered,
      conversion: rates[index] ?? null,
      median_days: bucketMedian(each.buckets),
    })),
    hired,
    rejected,
    open: total - hired - rejected,
    withdrawn: count((row) => row.status === 'rejected' && row.reason_id !== null && reasonById.get(row.reason_id)?.side === 'theirs'),
    decided_share: percent(hired + rejected, total),
    time_to_hire: { median_days: days(hire.median_s), count: hire.count },
    time_to_first_answer: { median_days: bucketMedian(answered), count: answered.reduce((sum, row) => sum + row.count, 0) },
    // Ties by name and id: the statements return groups in no fixed order (it changes with the plan).
    sources: [...bySource]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([source, n]) => ({ source: source as CandidateSource, count: n, share: percent(n, total) })),
    rejection_reasons: [...byReason]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .flatMap(([id, n]) => {
        const reason = reasonById.get(id);
        return reason ? [{ id, code: reason.code, side: reason.side, name: reason.nameIn(lang), count: n }] : [];
      }),
  };
}
