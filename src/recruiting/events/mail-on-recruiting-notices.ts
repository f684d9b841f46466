import { Inject } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetCompanyMembersQuery, GetCompanyNamesQuery } from '../../company/company.contract.js';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GetAccountContactsQuery } from '../../identity/identity.contract.js';
import { GetNoticeChoiceQuery, type NoticeKind } from '../../notices/notices.contract.js';
import { NotificationQueue, type TemplateVars } from '../../notifications/notifications.contract.js';
import { publicOrigin } from '../../shared/http/public-origin.js';
import { CandidatesRetentionDue, NoteAdded } from '../domain/recruiting-records.events.js';
import { mentionJobId } from '../domain/note.entity.js';
import { GetCandidateNamesQuery } from '../queries/candidate-names.query.js';

type MailedEvent = NoteAdded | CandidatesRetentionDue;

/**
 * The e-mails beside the bell's notices of the recruiting kinds: each colleague a note mentions,
 * and the owner and administrators when candidates' data is due for anonymising, each only when
 * their settings keep the kind's e-mail on. Job ids come from the note (or the event) and the reader:
 * a replayed event queues nothing twice, and erasing the candidate withdraws the mentions' letters,
 * which name them.
 */
@EventsHandler(NoteAdded, CandidatesRetentionDue)
export class MailOnRecruitingNotices implements IEventHandler<MailedEvent> {
  constructor(
    private readonly queries: QueryBus,
    private readonly notifications: NotificationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(event: MailedEvent): Promise<void> {
    const kind: NoticeKind = event instanceof NoteAdded ? 'mention' : 'candidates_retention';
    const readers =
      event instanceof NoteAdded
        ? event.mentions
        : (await this.queries.execute(new GetCompanyMembersQuery(event.companyId)))
            .filter((member) => member.role === 'owner' || member.role === 'administrator')
            .map((member) => member.userId);
    if (readers.length === 0) return;
    const author = event instanceof NoteAdded ? [event.byUserId] : [];
    const [companies, people] = await Promise.all([
      this.queries.execute(new GetCompanyNamesQuery([event.companyId])),
      this.queries.execute(new GetAccountContactsQuery([...readers, ...author])),
    ]);
    const company = companies.get(event.companyId) ?? '';
    const origin = publicOrigin(this.config);
    const vars: TemplateVars =
      event instanceof NoteAdded
        ? {
            company,
            person: people.get(event.byUserId)?.displayName ?? '',
            candidate: (await this.queries.execute(new GetCandidateNamesQuery([event.candidateId]))).get(event.candidateId)?.name ?? '',
            url: `${origin}/personne/candidate/${event.candidateId}`,
          }
        : { company, count: String(event.count), date: event.firstDate, url: `${origin}/personne` };
    for (const userId of readers) {
      const reader = people.get(userId);
      if (!reader || !(await this.queries.execute(new GetNoticeChoiceQuery(userId, kind))).email) continue;
      await this.notifications.send({
        id: event instanceof NoteAdded ? mentionJobId(event.noteId, userId) : `${event.eventId}.${kind}.${userId}`,
        template: kind === 'mention' ? 'email.recruiting-mention' : 'email.candidates-retention',
        to: reader.email,
        lang: reader.lang,
        vars,
      });
    }
  }
}
