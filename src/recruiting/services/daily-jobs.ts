import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bullmq';
import { ApplyRetentionCommand } from '../commands/apply-retention.js';
import { FlagStaleApplicationsCommand } from '../commands/flag-stale-applications.js';
import { RequestScorecardsCommand } from '../commands/request-scorecards.js';
import { RemindMeetingsCommand } from '../commands/remind-meetings.js';

/** BullMQ queue of the recruiting context's daily jobs; processed in the worker role only. */
export const RECRUITING_DAILY_QUEUE = 'recruiting-daily';

/** Every morning at 06:00 Kyiv time, before people start: stale applications become tasks, then retention. */
export const DAILY_PATTERN = '0 6 * * *';
export const DAILY_ZONE = 'Europe/Kyiv';

export type DailyJobName = 'stale-applications' | 'retention';
const DAILY_JOBS: readonly DailyJobName[] = ['stale-applications', 'retention'];

/** Meetings' reminders (a day and an hour before) are looked for every five minutes, on the same queue. */
export const REMINDERS_JOB = 'meeting-reminders';
export const REMINDERS_EVERY_MS = 5 * 60_000;

/** The longest pause between two tries to register the schedules while Redis is away. */
const RETRY_MAX_MS = 30_000;

/**
 * Registers the daily jobs as BullMQ job schedulers (one per name, kept in Redis: however many
 * workers start, each run is made once, and a worker down at 06:00 runs it when it is back).
 */
@Injectable()
export class DailyJobsScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RecruitingDailyJobs');
  private stopping = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(@InjectQueue(RECRUITING_DAILY_QUEUE) private readonly queue: Queue) {}

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away the worker must start and say so without it. Tried again until
    // Redis answers (a worker that started during an outage would otherwise never schedule them on
    // a fresh install); the outage itself is logged once by the connection log, so the tries are
    // logged at debug level only.
    void this.scheduleUntilDone(1);
  }

  onApplicationShutdown(): void {
    this.stopping = true;
    clearTimeout(this.retry);
  }

  private async scheduleUntilDone(attempt: number): Promise<void> {
    try {
      await this.schedule();
      if (attempt > 1) this.logger.log({ attempts: attempt }, 'Daily jobs scheduled once Redis answered');
    } catch (error) {
      // The queue closes before this provider hears of the shutdown when its module goes first.
      if (this.stopping || this.queue.closing) return;
      const delay = Math.min(RETRY_MAX_MS, 500 * 2 ** Math.min(attempt, 6));
      this.logger.debug({ error: error instanceof Error ? error.message : String(error), attempt, delay }, 'Daily jobs not scheduled yet');
      this.retry = setTimeout(() => void this.scheduleUntilDone(attempt + 1), delay);
      this.retry.unref();
    }
  }

  private async schedule(): Promise<void> {
    for (const name of DAILY_JOBS) {
      await this.queue.upsertJobScheduler(
        name,
        { pattern: DAILY_PATTERN, tz: DAILY_ZONE },
        { name, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: { age: 7 * 24 * 3600 } } },
      );
    }
    await this.queue.upsertJobScheduler(
      REMINDERS_JOB,
      { every: REMINDERS_EVERY_MS },
      { name: REMINDERS_JOB, opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    );
  }
}

/** Runs a daily job: both are safe to run again (once per idle period; warnings once per date). */
@Processor(RECRUITING_DAILY_QUEUE, { concurrency: 1 })
export class DailyJobsProcessor extends WorkerHost {
  private readonly logger = new Logger('RecruitingDailyJobs');

  constructor(private readonly commands: CommandBus) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    const now = new Date();
    if (job.name === REMINDERS_JOB)
      return {
        reminders: await this.commands.execute(new RemindMeetingsCommand(now)),
        // Interviews that ended ask their participants for scorecards on the same five-minute beat.
        scorecards: await this.commands.execute(new RequestScorecardsCommand(now)),
      };
    const result =
      job.name === 'stale-applications'
        ? { tasks: await this.commands.execute(new FlagStaleApplicationsCommand(now)) }
        : await this.commands.execute(new ApplyRetentionCommand(now));
    this.logger.log({ job: job.name, ...result }, 'Recruiting daily job done');
    return result;
  }
}
