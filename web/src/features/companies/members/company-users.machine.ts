// The company users screen (spec 001 §2/§3/§4): the members with role, rights and access status;
// add a registered person by e-mail with rights (searchUser, then addUserToCompany), change a
// deputy's or user's rights, remove a member after a confirmation. The owner's row is never
// editable. Calls are actors provided in live.ts; the machine only decides.
import { assign, setup } from 'xstate';
import { isApiError } from '../../../shared/api/client';
import type { AddUserRequest, CompanyMember, FoundUser, RemoveUserRequest, SearchUserRequest, UpdateUserRequest } from '../../../shared/api/company-members';
import type { OptionItem } from '../../../shared/api/catalogue';
import { failureOf } from '../../../shared/forms/failure';
import { checkEmail, type Problem } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';

export interface CompanyUsersInput {
  /** The company to show (the URL's, else the active one); null: the session has no company. */
  companyId: string | null;
}

/** The add form's e-mail: a shared rule, the server's text, or this screen's own answers. */
export type AddProblem = Problem | { key: 'notFound' } | { key: 'alreadyMember' };
/** What the last finished action was, for the polite live region. */
export type Notice = 'added' | 'rightsSaved' | 'removed';

export interface CompanyUsersContext {
  companyId: string | null;
  users: CompanyMember[];
  rights: OptionItem[];
  /** A load failure that is not "no such company" or "no right" (network, server). */
  loadError: string | null;
  email: string;
  addRights: string[];
  addProblem: AddProblem | null;
  /** The member whose rights are edited or whose removal is asked. */
  targetId: string | null;
  editRights: string[];
  actionError: string | null;
  notice: Notice | null;
}

export type CompanyUsersEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_ADD' }
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'TOGGLE_RIGHT'; code: string; selected: boolean }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'EDIT'; id: string }
  | { type: 'SAVE' }
  | { type: 'REMOVE'; id: string }
  | { type: 'CONFIRM' };

export interface Loaded {
  users: CompanyMember[];
  rights: OptionItem[];
}

/** Deputies and users carry rights; the owner and the administrator hold every right by role. */
export function rightsEditable(member: CompanyMember | undefined): boolean {
  return member !== undefined && (member.role === 'deputy' || member.role === 'user');
}
/** Anyone but the owner can be removed (the server refuses the owner with 403). */
export function removable(member: CompanyMember | undefined): boolean {
  return member !== undefined && member.role !== 'owner';
}

const toggle = (codes: readonly string[], code: string, selected: boolean) => {
  const rest = codes.filter((item) => item !== code);
  return selected ? [...rest, code] : rest;
};
const member = (context: CompanyUsersContext, id: string) => context.users.find((user) => user.id === id);
const status = (error: unknown) => (isApiError(error) ? error.status : 0);

export const companyUsersMachine = setup({
  types: {
    context: {} as CompanyUsersContext,
    events: {} as CompanyUsersEvent,
    input: {} as CompanyUsersInput,
  },
  actors: {
    load: notProvided<Loaded, { companyId: string }>('company-users.machine', 'load'),
    searchUser: notProvided<FoundUser | null, SearchUserRequest>('company-users.machine', 'searchUser'),
    addUser: notProvided<CompanyMember[], AddUserRequest>('company-users.machine', 'addUser'),
    updateUser: notProvided<CompanyMember[], UpdateUserRequest>('company-users.machine', 'updateUser'),
    removeUser: notProvided<CompanyMember[], RemoveUserRequest>('company-users.machine', 'removeUser'),
  },
  guards: {
    hasCompany: ({ context }) => context.companyId !== null,
    emailValid: ({ context }) => checkEmail(context.email) === null,
    editable: ({ context, event }) => event.type === 'EDIT' && rightsEditable(member(context, event.id)),
    removable: ({ context, event }) => event.type === 'REMOVE' && removable(member(context, event.id)),
  },
}).createMachine({
  id: 'companyUsers',
  context: ({ input }) => ({
    companyId: input.companyId,
    users: [],
    rights: [],
    loadError: null,
    email: '',
    addRights: [],
    addProblem: null,
    targetId: null,
    editRights: [],
    actionError: null,
    notice: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCompany', target: 'loading' }, { target: 'noCompany' }] },
    noCompany: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId ?? '' }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ users: event.output.users, rights: event.output.rights.filter((item) => item.code), loadError: null })) },
        onError: [
          // A stranger's company and a company that does not exist answer alike (docs/company.md: 404, not 403).
          { guard: ({ event }) => status(event.error) === 404, target: 'notFound' },
          { guard: ({ event }) => status(event.error) === 403, target: 'forbidden' },
          { target: 'failed', actions: assign({ loadError: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    notFound: {},
    forbidden: {},
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            OPEN_ADD: { target: 'adding', actions: assign({ email: '', addRights: [], addProblem: null, actionError: null, notice: null }) },
            EDIT: {
              guard: 'editable',
              target: 'editing',
              actions: assign(({ context, event }) => ({ targetId: event.id, editRights: member(context, event.id)?.rights ?? [], actionError: null, notice: null })),
            },
            REMOVE: { guard: 'removable', target: 'confirmingRemove', actions: assign(({ event }) => ({ targetId: event.id, actionError: null, notice: null })) },
          },
        },
        adding: {
          on: {
            CHANGE_EMAIL: { actions: assign({ email: ({ event }) => event.value, addProblem: null }) },
            TOGGLE_RIGHT: { actions: assign({ addRights: ({ context, event }) => toggle(context.addRights, event.code, event.selected) }) },
            SUBMIT: [{ guard: 'emailValid', target: 'searching', actions: assign({ addProblem: null }) }, { actions: assign({ addProblem: ({ context }) => checkEmail(context.email) }) }],
            CANCEL: 'idle',
          },
        },
        searching: {
          invoke: {
            src: 'searchUser',
            input: ({ context }) => ({ company_id: context.companyId ?? '', email: context.email.trim() }),
            onDone: [
              { guard: ({ event }) => event.output === null, target: 'adding', actions: assign({ addProblem: { key: 'notFound' } }) },
              { guard: ({ event }) => event.output?.isMember === true, target: 'adding', actions: assign({ addProblem: { key: 'alreadyMember' } }) },
              { target: 'inviting' },
            ],
            onError: { target: 'adding', actions: assign({ addProblem: ({ event }) => addFailure(event.error) }) },
          },
        },
        inviting: {
          invoke: {
            src: 'addUser',
            input: ({ context }) => ({ company_id: context.companyId ?? '', email: context.email.trim(), s_access_z: context.addRights }),
            onDone: { target: 'idle', actions: assign({ users: ({ event }) => event.output, notice: 'added' }) },
            onError: { target: 'adding', actions: assign({ addProblem: ({ event }) => addFailure(event.error) }) },
          },
        },
        editing: {
          on: {
            TOGGLE_RIGHT: { actions: assign({ editRights: ({ context, event }) => toggle(context.editRights, event.code, event.selected) }) },
            SAVE: 'savingRights',
            CANCEL: 'idle',
          },
        },
        savingRights: {
          invoke: {
            src: 'updateUser',
            input: ({ context }) => ({ company_id: context.companyId ?? '', user_id: context.targetId ?? '', s_access_z: context.editRights }),
            onDone: { target: 'idle', actions: assign({ users: ({ event }) => event.output, notice: 'rightsSaved' }) },
            onError: { target: 'editing', actions: assign({ actionError: ({ event }) => failureOf(event.error).message }) },
          },
        },
        confirmingRemove: { on: { CONFIRM: 'removing', CANCEL: 'idle' } },
        removing: {
          invoke: {
            src: 'removeUser',
            input: ({ context }) => ({ company_id: context.companyId ?? '', user_id: context.targetId ?? '' }),
            onDone: { target: 'idle', actions: assign({ users: ({ event }) => event.output, notice: 'removed', targetId: null }) },
            onError: { target: 'idle', actions: assign({ actionError: ({ event }) => failureOf(event.error).message }) },
          },
        },
      },
    },
  },
});

/** The add form's problem from a failed search or invitation: the server's e-mail text, else its message. */
function addFailure(error: unknown): AddProblem {
  const failure = failureOf(error);
  if (isApiError(error) && error.code === 'USER_NOT_FOUND') return { key: 'notFound' };
  if (isApiError(error) && error.code === 'MEMBER_EXISTS') return { key: 'alreadyMember' };
  return { text: failure.fields.email ?? failure.message };
}

export type CompanyUsersMachine = typeof companyUsersMachine;
