// The fix screen's company data (docs/company.md, "Web screens"): a rejected company's owner corrects the
// name and the EDRPOU code (the registration rules: name required, code of eight digits with its
// control digit) before sending it again. The save is an actor provided in live.ts; the server's
// field messages land on the same fields.
import { assign, setup } from 'xstate';
import { checkRequiredText, compact, type FieldProblems } from '../../../shared/forms/validation';
import { refusedSave } from '../../../shared/machines/form-edit';
import { changedCompanyField, companyFormValid, NAME_CODE_RENAME } from '../company-fields';
import { codeProblem, type CodeProblem } from '../edrpou';
import { notProvided } from '../../../shared/machines/not-provided';

export type FixField = 'name' | 'code';
export type FixValues = Record<FixField, string>;

export interface FixDataContext {
  companyId: string;
  values: FixValues;
  /** What the server holds now. */
  saved: FixValues;
  problems: FieldProblems<FixField>;
  codeProblem: CodeProblem | null;
  error: string | null;
}

export function checkFix(values: FixValues): FieldProblems<FixField> {
  return compact({ name: checkRequiredText(values.name, 255), code: null });
}

export const fixDataMachine = setup({
  types: {
    context: {} as FixDataContext,
    input: {} as { companyId: string; values: FixValues },
    events: {} as { type: 'CHANGE'; field: FixField; value: string } | { type: 'SAVE' },
  },
  actors: {
    save: notProvided<FixValues, { companyId: string; values: FixValues }>('fixDataMachine', 'save'),
  },
  actions: {
    /** 'Данные о компании успешно сохранены!' as a toast. */
    notifySaved: () => {},
  },
  guards: {
    valid: ({ context }) => companyFormValid(checkFix(context.values), context.values.code),
  },
}).createMachine({
  id: 'fixData',
  context: ({ input }) => ({
    companyId: input.companyId,
    values: input.values,
    saved: input.values,
    problems: {},
    codeProblem: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // The control digit is said as soon as eight digits are typed, the rest on save.
        CHANGE: { actions: assign(({ context, event }) => changedCompanyField(context, event.field, event.value)) },
        SAVE: [
          { guard: 'valid', target: 'saving' },
          { actions: assign(({ context }) => ({ problems: checkFix(context.values), codeProblem: codeProblem(context.values.code) })) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ companyId: context.companyId, values: { name: context.values.name.trim(), code: context.values.code } }),
        onDone: { target: 'editing', actions: [assign(({ event }) => ({ values: event.output, saved: event.output })), 'notifySaved'] },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => refusedSave<FixField>(event.error, NAME_CODE_RENAME)),
        },
      },
    },
  },
});
