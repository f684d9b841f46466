// The recruiting context's calls (docs/recruiting.md): candidates, applications and their board,
// rejections with their letter, notes, tasks, CVs. Every call is a POST under /recruiting/ with
// the company (`company_id`) in its body. Each route is named once in RECRUITING_CALLS; bodies and
// answers are the generated types (openapi.d.ts), so the screens get the server's view as it is.
import type { CandidateSource } from '../../../../src/shared/contract/recruiting';
import {
  answer,
  api,
  API_BASE,
  ApiError,
  callHeaders,
  CLIENT_CODES,
  currentLanguage,
  isApiError,
  readEnvelope,
  type ApiClient,
} from './client';
import { isRecord, type RequestBody, type ResponseBody, type Routes } from './contract';
import { tokenStore } from './token';
import { upload, uploadForm, type UploadOptions } from './upload';

export type { CandidateSource };

/** Every route of the recruiting screens, named once. */
export const RECRUITING_CALLS = {
  addCandidate: '/recruiting/add_candidate',
  candidates: '/recruiting/get_candidates',
  candidate: '/recruiting/get_candidate',
  updateCandidate: '/recruiting/update_candidate',
  merge: '/recruiting/merge_candidates',
  addApplication: '/recruiting/add_application',
  erase: '/recruiting/erase_candidate',
  /** A zip (fetched below, not through the JSON envelope); listed for the snapshot. */
  export: '/recruiting/export_candidate',
  board: '/recruiting/get_board',
  move: '/recruiting/move_application',
  reasons: '/recruiting/get_rejection_reasons',
  letter: '/recruiting/get_rejection_letter',
  reject: '/recruiting/reject_application',
  addNote: '/recruiting/add_note',
  addTask: '/recruiting/add_task',
  tasks: '/recruiting/get_tasks',
  completeTask: '/recruiting/complete_task',
  stages: '/recruiting/get_stages',
  setStages: '/recruiting/set_stages',
  settings: '/recruiting/get_recruiting_settings',
  setSettings: '/recruiting/set_recruiting_settings',
  funnel: '/recruiting/get_funnel_report',
  /** Sent through the upload helper (upload.ts) for its progress; listed for the snapshot. */
  addFile: '/recruiting/add_candidate_file',
  /** The bytes of a CV (fetched below, not through the JSON envelope); listed for the snapshot. */
  file: '/recruiting/get_candidate_file',
  addMeeting: '/recruiting/add_meeting',
  updateMeeting: '/recruiting/update_meeting',
  cancelMeeting: '/recruiting/cancel_meeting',
  meetings: '/recruiting/get_meetings',
  conflicts: '/recruiting/check_meeting_conflicts',
  submitScorecard: '/recruiting/submit_scorecard',
  scorecards: '/recruiting/get_scorecards',
} as const satisfies Routes;

type C = typeof RECRUITING_CALLS;

// Answers as the OpenAPI document describes them (the server's http/*.responses.ts).
export type AddCandidateAnswer = Omit<ResponseBody<C['addCandidate']>, 'ok'>;
export type CandidateCard = ResponseBody<C['candidates']>['candidates'][number];
/** One page of the list; `total_capped`: more than `total` match a text query. */
export type CandidatesPage = Omit<ResponseBody<C['candidates']>, 'ok'>;
export type CandidateDetail = ResponseBody<C['candidate']>['candidate'];
export type ApplicationView = CandidateDetail['applications'][number];
export type NoteView = CandidateDetail['notes'][number];
export type TaskView = ResponseBody<C['tasks']>['tasks'][number];
export type FileView = CandidateDetail['files'][number];
export type LetterView = CandidateDetail['letters'][number];
export type BoardAnswer = Omit<ResponseBody<C['board']>, 'ok'>;
export type BoardStage = BoardAnswer['stages'][number];
export type BoardCard = BoardStage['applications'][number];
export type RejectionReason = ResponseBody<C['reasons']>['reasons'][number];
export type RejectionLetter = Omit<ResponseBody<C['letter']>, 'ok'>;
export type StageView = ResponseBody<C['stages']>['stages'][number];
export type RecruitingSettings = ResponseBody<C['settings']>['settings'];
export type MeetingView = ResponseBody<C['meetings']>['meetings'][number];
export type MeetingConflict = ResponseBody<C['conflicts']>['conflicts'][number];
export type AddMeetingBody = RequestBody<C['addMeeting']>;
export type ConflictsBody = RequestBody<C['conflicts']>;
/** An application's scorecards as the caller may see them (docs/recruiting.md, Scorecards). */
export type ScorecardsAnswer = Omit<ResponseBody<C['scorecards']>, 'ok'>;
export type SubmitScorecardBody = RequestBody<C['submitScorecard']>;

// Request types: the server's DTOs as the document describes them.
export type AddCandidateBody = RequestBody<C['addCandidate']>;
export type CandidatesBody = RequestBody<C['candidates']>;
export type MoveBody = RequestBody<C['move']>;
export type LetterBody = RequestBody<C['letter']>;
export type RejectBody = RequestBody<C['reject']>;
export type NoteBody = RequestBody<C['addNote']>;
export type AddTaskBody = RequestBody<C['addTask']>;
export type UpdateCandidateBody = RequestBody<C['updateCandidate']>;
export type AddApplicationBody = RequestBody<C['addApplication']>;
export type MergeBody = RequestBody<C['merge']>;
export type ErasedAnswer = Omit<ResponseBody<C['erase']>, 'ok'>;
export type TasksBody = RequestBody<C['tasks']>;
export type SetStagesBody = RequestBody<C['setStages']>;
export type SetSettingsBody = RequestBody<C['setSettings']>;

/** Where an application stands now, as a 409 STALE_VERSION of a move or rejection carries it. */
export type StaleApplication = Pick<ApplicationView, 'id' | 'version' | 'days_in_stage'> & { stage: { id: string; name: string } };

/** The application a 409 STALE_VERSION carries (in its `details`), or null for any other failure or a body without it. */
export function staleApplication(error: unknown): StaleApplication | null {
  if (!isApiError(error) || error.code !== 'STALE_VERSION') return null;
  const application = error.details.application;
  if (!isRecord(application) || typeof application.id !== 'string' || typeof application.version !== 'number') return null;
  const stage = application.stage;
  if (!isRecord(stage) || typeof stage.id !== 'string' || typeof stage.name !== 'string') return null;
  const days = typeof application.days_in_stage === 'number' ? application.days_in_stage : 0;
  return { id: application.id, version: application.version, days_in_stage: days, stage: { id: stage.id, name: stage.name } };
}

/** A colleague of the active company (a task's assignee, someone mentioned in a note). */
export interface Colleague {
  id: string;
  name: string;
}

type CallOptions = { signal?: AbortSignal };

/** get_funnel_report: the hiring report (right "reports"). */
export type FunnelBody = RequestBody<typeof RECRUITING_CALLS.funnel>;
export type FunnelReport = Omit<ResponseBody<typeof RECRUITING_CALLS.funnel>, 'ok'>;

export function createRecruitingApi(client: ApiClient) {
  const c = RECRUITING_CALLS;
  return {
    add: async (body: AddCandidateBody, options: CallOptions = {}): Promise<AddCandidateAnswer> => {
      const { candidate, duplicate, application } = await answer(client.POST(c.addCandidate, { body, ...options }));
      return { candidate, duplicate, application };
    },
    candidates: async (body: CandidatesBody, options: CallOptions = {}): Promise<CandidatesPage> => {
      const { candidates, total, total_capped } = await answer(client.POST(c.candidates, { body, ...options }));
      return { candidates, total, total_capped };
    },
    candidate: async (companyId: string, candidateId: string, options: CallOptions = {}): Promise<CandidateDetail> =>
      (await answer(client.POST(c.candidate, { body: { company_id: companyId, candidate_id: candidateId }, ...options }))).candidate,
    board: async (companyId: string, vacancyId: string, options: CallOptions = {}): Promise<BoardAnswer> => {
      const { vacancy, stages } = await answer(
        client.POST(c.board, { body: { company_id: companyId, vacancy_id: vacancyId }, ...options }),
      );
      return { vacancy, stages };
    },
    move: async (body: MoveBody, options: CallOptions = {}): Promise<ApplicationView> =>
      (await answer(client.POST(c.move, { body, ...options }))).application,
    reasons: async (companyId: string, options: CallOptions = {}): Promise<RejectionReason[]> =>
      (await answer(client.POST(c.reasons, { body: { company_id: companyId }, ...options }))).reasons,
    letter: async (body: LetterBody, options: CallOptions = {}): Promise<RejectionLetter> => {
      const { ok: _ok, ...letter } = await answer(client.POST(c.letter, { body, ...options }));
      return letter;
    },
    reject: async (body: RejectBody, options: CallOptions = {}): Promise<ApplicationView> =>
      (await answer(client.POST(c.reject, { body, ...options }))).application,
    update: async (body: UpdateCandidateBody, options: CallOptions = {}): Promise<CandidateDetail> =>
      (await answer(client.POST(c.updateCandidate, { body, ...options }))).candidate,
    merge: async (body: MergeBody, options: CallOptions = {}): Promise<CandidateDetail> =>
      (await answer(client.POST(c.merge, { body, ...options }))).candidate,
    addApplication: async (body: AddApplicationBody, options: CallOptions = {}): Promise<ApplicationView> =>
      (await answer(client.POST(c.addApplication, { body, ...options }))).application,
    erase: async (companyId: string, candidateId: string, options: CallOptions = {}): Promise<ErasedAnswer> => {
      const { candidate_id, erased_at } = await answer(
        client.POST(c.erase, { body: { company_id: companyId, candidate_id: candidateId }, ...options }),
      );
      return { candidate_id, erased_at };
    },
    addNote: async (body: NoteBody, options: CallOptions = {}): Promise<NoteView> =>
      (await answer(client.POST(c.addNote, { body, ...options }))).note,
    addTask: async (body: AddTaskBody, options: CallOptions = {}): Promise<TaskView> =>
      (await answer(client.POST(c.addTask, { body, ...options }))).task,
    tasks: async (body: TasksBody, options: CallOptions = {}): Promise<TaskView[]> =>
      (await answer(client.POST(c.tasks, { body, ...options }))).tasks,
    completeTask: async (companyId: string, taskId: string, options: CallOptions = {}): Promise<TaskView> =>
      (await answer(client.POST(c.completeTask, { body: { company_id: companyId, task_id: taskId }, ...options }))).task,
    /** The company's template (no vacancy) or a vacancy's board: every column in order. */
    stages: async (companyId: string, vacancyId: string | null, options: CallOptions = {}): Promise<StageView[]> =>
      (
        await answer(
          client.POST(c.stages, { body: { company_id: companyId, ...(vacancyId ? { vacancy_id: vacancyId } : {}) }, ...options }),
        )
      ).stages,
    setStages: async (body: SetStagesBody, options: CallOptions = {}): Promise<StageView[]> =>
      (await answer(client.POST(c.setStages, { body, ...options }))).stages,
    settings: async (companyId: string, options: CallOptions = {}): Promise<RecruitingSettings> =>
      (await answer(client.POST(c.settings, { body: { company_id: companyId }, ...options }))).settings,
    setSettings: async (body: SetSettingsBody, options: CallOptions = {}): Promise<RecruitingSettings> =>
      (await answer(client.POST(c.setSettings, { body, ...options }))).settings,
    addMeeting: async (body: AddMeetingBody, options: CallOptions = {}): Promise<MeetingView> =>
      (await answer(client.POST(c.addMeeting, { body, ...options }))).meeting,
    updateMeeting: async (body: AddMeetingBody & { meeting_id: string }, options: CallOptions = {}): Promise<MeetingView> =>
      (await answer(client.POST(c.updateMeeting, { body, ...options }))).meeting,
    cancelMeeting: async (companyId: string, meetingId: string, options: CallOptions = {}): Promise<MeetingView> =>
      (await answer(client.POST(c.cancelMeeting, { body: { company_id: companyId, meeting_id: meetingId }, ...options }))).meeting,
    meetings: async (companyId: string, from: string, to: string, options: CallOptions = {}): Promise<MeetingView[]> =>
      (await answer(client.POST(c.meetings, { body: { company_id: companyId, from, to }, ...options }))).meetings,
    conflicts: async (body: ConflictsBody, options: CallOptions = {}): Promise<MeetingConflict[]> =>
      (await answer(client.POST(c.conflicts, { body, ...options }))).conflicts,
    submitScorecard: async (body: SubmitScorecardBody, options: CallOptions = {}): Promise<string> =>
      (await answer(client.POST(c.submitScorecard, { body, ...options }))).scorecard_id,
    scorecards: async (companyId: string, applicationId: string, options: CallOptions = {}): Promise<ScorecardsAnswer> => {
      const { ok: _ok, ...answered } = await answer(
        client.POST(c.scorecards, { body: { company_id: companyId, application_id: applicationId }, ...options }),
      );
      return answered;
    },
    /** The company's time zone (meetings are entered in it); right "candidates-view". */
    timeZone: async (companyId: string, options: CallOptions = {}): Promise<string> =>
      (await answer(client.POST(c.settings, { body: { company_id: companyId }, ...options }))).settings.time_zone,
    funnel: async (body: FunnelBody, options: CallOptions = {}): Promise<FunnelReport> => {
      const { ok: _ok, ...report } = await answer(client.POST(c.funnel, { body, ...options }));
      return report;
    },
  };
}

export const recruitingApi = createRecruitingApi(api);

/** A CV for a candidate (add_candidate_file): multipart, the file in `cv`, through the upload helper for its progress. */
export async function addCandidateFile(companyId: string, candidateId: string, file: File, options: UploadOptions = {}): Promise<FileView> {
  const form = uploadForm({ company_id: companyId, candidate_id: candidateId }, file, 'cv');
  return (await upload(RECRUITING_CALLS.addFile, form, options)).file;
}

/** A file the server answers as bytes, with the name its Content-Disposition gives (or `fallback`). */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** The file name of a Content-Disposition header (RFC 5987's `filename*` first), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/** A POST answering bytes (not the JSON envelope), sent with the client's headers; its failures as ApiError. */
async function postForBytes(path: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { ...callHeaders(tokenStore, currentLanguage), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(0, CLIENT_CODES.network, cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const read = readEnvelope({ status: response.status, statusText: response.statusText, text: await response.text(), retryAfter: null });
    throw 'error' in read ? read.error : new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
  }
  return response;
}

/** Everything kept about a candidate as one zip (export_candidate), named as the server names it. */
export async function exportCandidate(companyId: string, candidateId: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await postForBytes(RECRUITING_CALLS.export, { company_id: companyId, candidate_id: candidateId }, signal);
  const name = dispositionName(response.headers.get('Content-Disposition')) ?? `candidate-${candidateId}.zip`;
  return { blob: await response.blob(), name };
}

/** A CV as the viewer shows it (a DOC/DOCX as its PDF), or "still converting". */
export type CvView = { state: 'ready'; blob: Blob } | { state: 'converting' };

/**
 * The bytes of a CV (get_candidate_file with `view`): a POST answering the file itself, so it is
 * fetched here with the client's headers rather than through the JSON envelope.
 */
export async function candidateCv(companyId: string, fileId: string, signal?: AbortSignal): Promise<CvView> {
  const response = await postForBytes(RECRUITING_CALLS.file, { company_id: companyId, file_id: fileId, view: true }, signal);
  if (response.status === 202) return { state: 'converting' };
  return { state: 'ready', blob: await response.blob() };
}

/** A CV as it was uploaded (get_candidate_file without `view`), for the viewer's "download". */
export async function candidateCvOriginal(companyId: string, fileId: string, signal?: AbortSignal): Promise<Blob> {
  return (await postForBytes(RECRUITING_CALLS.file, { company_id: companyId, file_id: fileId }, signal)).blob();
}
