// The company's recruiting settings form: days until an untouched application becomes a task for
// the vacancy's author, months a candidate's data is kept after their last activity, and the time
// zone its meetings are planned, written and sent in. Read
// when the screen opens, checked here with the server's limits (whole numbers within them), saved
// by set_recruiting_settings, whose own refusals (in the member's language) land on their fields.
import { assign, setup } from 'xstate';
import { failureOf } from '../../../shared/forms/failure';
import { notProvided } from '../../../shared/machines/not-provided';
import type { RecruitingSettings } from '../../../shared/api/recruiting';

/** The server's limits (src/recruiting/domain/recruiting-settings.entity.ts). */
export const SETTINGS_LIMITS = { staleDays: { min: 1, max: 90 }, retentionMonths: { min: 1, max: 120 } } as const;

/** The numeric fields; the time zone is picked from a list, so it has no rule of its own here. */
export type SettingsField = keyof typeof SETTINGS_LIMITS;
export type SettingsForm = Record<SettingsField, string> & { timeZone: string };
type FormField = keyof SettingsForm;
/** A field's problem: a rule (translated on screen with the field's limits) or the server's text. */
export type SettingsProblem = { rule: 'required' | 'range' } | { text: string };

export function settingsProblems(form: Record<SettingsField, string>): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  for (const field of Object.keys(SETTINGS_LIMITS) as SettingsField[]) {
    const text = form[field].trim();
    const { min, max } = SETTINGS_LIMITS[field];
    if (!text) problems[field] = { rule: 'required' };
    else if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) problems[field] = { rule: 'range' };
  }
  return problems;
}

const formOf = (settings: RecruitingSettings): SettingsForm => ({
  staleDays: String(settings.stale_days),
  retentionMonths: String(settings.retention_months),
  timeZone: settings.time_zone,
});

interface SettingsContext {
  companyId: string;
  form: SettingsForm;
  problems: Partial<Record<FormField, SettingsProblem>>;
  message: string | null;
  saved: boolean;
}

export type SettingsEvent = { type: 'CHANGE'; field: FormField; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export interface SaveSettingsInput {
  company_id: string;
  stale_days: number;
  retention_months: number;
  time_zone: string;
}

export const settingsMachine = setup({
  types: { context: {} as SettingsContext, input: {} as { companyId: string }, events: {} as SettingsEvent },
  actors: {
    load: notProvided<RecruitingSettings, { companyId: string }>('settingsMachine', 'load'),
    save: notProvided<RecruitingSettings, SaveSettingsInput>('settingsMachine', 'save'),
  },
}).createMachine({
  id: 'recruitingSettings',
  context: ({ input }) => ({
    companyId: input.companyId,
    form: { staleDays: '', retentionMonths: '', timeZone: '' },
    problems: {},
    message: null,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'editing', actions: assign({ form: ({ event }) => formOf(event.output), message: null }) },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const problems = { ...context.problems };
            delete problems[event.field];
            return { form: { ...context.form, [event.field]: event.value }, problems, saved: false };
          }),
        },
        SUBMIT: [
          {
            guard: ({ context }) => Object.keys(settingsProblems(context.form)).length > 0,
            actions: assign({ problems: ({ context }) => settingsProblems(context.form), saved: false }),
          },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ problems: {}, message: null, saved: false }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          company_id: context.companyId,
          stale_days: Number(context.form.staleDays.trim()),
          retention_months: Number(context.form.retentionMonths.trim()),
          time_zone: context.form.timeZone,
        }),
        onDone: { target: 'editing', actions: assign({ form: ({ event }) => formOf(event.output), saved: true }) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error);
            const problems: Partial<Record<FormField, SettingsProblem>> = {};
            if (failure.fields.stale_days) problems.staleDays = { text: failure.fields.stale_days };
            if (failure.fields.retention_months) problems.retentionMonths = { text: failure.fields.retention_months };
            if (failure.fields.time_zone) problems.timeZone = { text: failure.fields.time_zone };
            return { problems, message: Object.keys(problems).length > 0 ? null : failure.message };
          }),
        },
      },
    },
  },
});
