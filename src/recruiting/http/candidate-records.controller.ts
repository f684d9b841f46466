import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../shared/auth/authenticated.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { LimitWrites } from '../../shared/rate-limit/write-limit.js';
import { AddNoteCommand } from '../commands/add-note.js';
import { AddTaskCommand } from '../commands/add-task.js';
import { CompleteTaskCommand } from '../commands/complete-task.js';
import { SetRecruitingSettingsCommand } from '../commands/set-recruiting-settings.js';
import type { RecruitingAccess } from '../domain/recruiting-access.rules.js';
import type { SettingsValues } from '../domain/recruiting-settings.entity.js';
import { GetCandidateRecordsQuery } from '../queries/candidate-records.query.js';
import { GetRecruitingSettingsQuery } from '../queries/get-recruiting-settings.js';
import { GetTasksQuery, type TaskView } from '../queries/get-tasks.js';
import { AddNoteDto, AddTaskDto, GetTasksDto, RecordsCompanyDto, SetRecruitingSettingsDto, TaskIdDto } from './candidate-records.dto.js';
import { NoteAnswer, RecruitingSettingsAnswer, TaskAnswer, TasksAnswer } from './candidate-records.responses.js';
import { DecidedAccess, Recruiting } from './recruiting-access.guard.js';

const settingsView = (values: SettingsValues) => ({
  stale_days: values.staleDays,
  retention_months: values.retentionMonths,
  time_zone: values.timeZone,
});

/** Notes with mentions, tasks and the company's recruiting settings. */
@ApiTags('recruiting')
@ApiSecurity('userToken')
@Authenticated()
@Controller('recruiting')
export class CandidateRecordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('add_note')
  @Recruiting('manage')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A note on a candidate; each colleague in `mentions` gets a notice of kind mention (and a letter, as their settings say). 400 VALIDATION_FAILED (text, mentions: colleagues only), 404 CANDIDATE_NOT_FOUND, 409 CANDIDATE_ERASED.',
  })
  @ApiOkResponse({ type: NoteAnswer })
  async addNote(@Body() body: AddNoteDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<NoteAnswer>> {
    const noteId = await this.commands.execute(new AddNoteCommand(access, body.candidate_id, body.text, body.mentions ?? []));
    const records = await this.queries.execute(new GetCandidateRecordsQuery(access.companyId, body.candidate_id));
    return { note: records.notes.find((note) => note.id === noteId)! };
  }

  @Post('add_task')
  @Recruiting('manage')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A task for a colleague by a day, optionally about a candidate. 400 VALIDATION_FAILED (title, due_date, assignee_id: a colleague), 404 CANDIDATE_NOT_FOUND.',
  })
  @ApiOkResponse({ type: TaskAnswer })
  async addTask(@Body() body: AddTaskDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<TaskAnswer>> {
    const taskId = await this.commands.execute(
      new AddTaskCommand(access, {
        title: body.title,
        dueDate: body.due_date,
        assigneeId: body.assignee_id,
        candidateId: body.candidate_id ?? null,
      }),
    );
    return { task: await this.task(access, taskId) };
  }

  @Post('complete_task')
  @Recruiting('manage')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks a task done. 404 TASK_NOT_FOUND, 409 TASK_DONE (done already).' })
  @ApiOkResponse({ type: TaskAnswer })
  async completeTask(@Body() body: TaskIdDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<TaskAnswer>> {
    await this.commands.execute(new CompleteTaskCommand(access, body.task_id));
    return { task: await this.task(access, body.task_id) };
  }

  @Post('get_tasks')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Tasks: the caller’s (mine), one candidate’s (candidate_id, done ones too) or the company’s open ones; open first, by due day.',
  })
  @ApiOkResponse({ type: TasksAnswer })
  async getTasks(@Body() body: GetTasksDto, @DecidedAccess() access: RecruitingAccess): Promise<Payload<TasksAnswer>> {
    const filter = { mine: body.mine, candidateId: body.candidate_id, includeDone: body.include_done };
    return { tasks: await this.queries.execute(new GetTasksQuery(access, filter)) };
  }

  @Post('get_recruiting_settings')
  @Recruiting('view')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The company’s recruiting settings: stale_days (5 unless set), retention_months (24 unless set), time_zone (Europe/Kyiv unless set).',
  })
  @ApiOkResponse({ type: RecruitingSettingsAnswer })
  async getSettings(
    @Body() _body: RecordsCompanyDto,
    @DecidedAccess() access: RecruitingAccess,
  ): Promise<Payload<RecruitingSettingsAnswer>> {
    return { settings: settingsView(await this.queries.execute(new GetRecruitingSettingsQuery(access))) };
  }

  @Post('set_recruiting_settings')
  @Recruiting('manage')
  @LimitWrites()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sets the values given (stale_days 1–90, retention_months 1–120, time_zone an IANA name); answers all. 400 VALIDATION_FAILED.',
  })
  @ApiOkResponse({ type: RecruitingSettingsAnswer })
  async setSettings(
    @Body() body: SetRecruitingSettingsDto,
    @DecidedAccess() access: RecruitingAccess,
  ): Promise<Payload<RecruitingSettingsAnswer>> {
    const values = await this.commands.execute(
      new SetRecruitingSettingsCommand(access, {
        staleDays: body.stale_days,
        retentionMonths: body.retention_months,
        timeZone: body.time_zone,
      }),
    );
    return { settings: settingsView(values) };
  }

  private async task(access: RecruitingAccess, taskId: string): Promise<TaskView> {
    const [task] = await this.queries.execute(new GetTasksQuery(access, { taskId }));
    return task!;
  }
}
