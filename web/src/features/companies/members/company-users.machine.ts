// The company users screen (spec 001 §2/§3/§4/§6): the members with role, rights and access status;
// add a registered person by e-mail with a role and rights (searchUser, then addUserToCompany),
// change a member's rights or role (an administrator is appointed, replaced or made a deputy or user
// again here at any time, not only in the onboarding; an address without an account is appointed
// administrator or deputy with the person's names, new-person.ts), remove a member after a confirmation. Who may
// touch whom, which roles and which rights are offered, is the shared contract's rule
// (src/shared/contract/company-rights.ts) applied to the viewer's own row, as the server applies it:
// the owner's row, the viewer's own and anyone beyond a "users" holder's reach show no action.
// Calls are actors provided in live.ts; the machine only decides.
import { assign, setup } from 'xstate';
import { isApiError } from '../../../shared/api/client';
import type {
  AddUserRequest,
  CompanyMember,
  FoundUser,
  RemoveUserRequest,
  SearchUserRequest,
  UpdateUserRequest,
} from '../../../shared/api/company-members';
import type { OptionItem } from '../../../shared/api/catalogue';
import { failureOf } from '../../../shared/forms/failure';
import { checkEmail, type Problem } from '../../../shared/forms/validation';
import { notProvided } from '../../../shared/machines/not-provided';
import {
  assignableRoles,
  carriesRights,
  currentRights,
  effectiveRights,
  grantableRights,
  mayManageMember,
  type CompanyRole,
  type MemberAccess,
} from '../../../../../src/shared/contract/company-rights';
import {
  checkPerson,
  EMPTY_PERSON,
  personFailure,
  takesNewPerson,
  type NewPerson,
  type NewPersonRequest,
  type PersonField,
  type PersonProblems,
} from './new-person';

/** A role given here: never the owner's, which only a transfer hands over. */
export type GivenRole = Exclude<CompanyRole, 'owner'>;
export type AddMemberRequest = AddUserRequest & { role: GivenRole };
export type UpdateMemberRequest = UpdateUserRequest & { role: GivenRole };

export interface CompanyUsersInput {
  /** The company to show (the URL's, else the active one); null: the session has no company. */
  companyId: string | null;
  /** The signed-in user: their own row says what the screen offers them. */
  viewerId?: string | null;
}

/** The add form's e-mail: a shared rule, the server's text, or this screen's own answers. */
export type AddProblem = Problem | { key: 'notFound' } | { key: 'alreadyMember' };
/** What the last finished action was, for the polite live region. */
export type Notice = 'added' | 'rightsSaved' | 'removed';

export interface CompanyUsersContext {
  companyId: string | null;
  viewerId: string | null;
  users: CompanyMember[];
  rights: OptionItem[];
  /** A load failure that is not "no such company" or "no right" (network, server). */
  loadError: string | null;
  email: string;
  addRole: GivenRole;
  addRights: string[];
  addProblem: AddProblem | null;
  /** The person to make an account for: shown once the e-mail has none and the role allows one; null otherwise. */
  person: NewPerson | null;
  personProblems: PersonProblems;
  /** The member whose rights are edited or whose removal is asked. */
  targetId: string | null;
  editRole: GivenRole;
  editRights: string[];
  actionError: string | null;
  notice: Notice | null;
}

export type CompanyUsersEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_ADD' }
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'CHANGE_PERSON'; field: PersonField; value: string }
  | { type: 'CONSENT'; value: boolean }
  | { type: 'TOGGLE_RIGHT'; code: string; selected: boolean }
  | { type: 'CHOOSE_ROLE'; role: GivenRole }
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

/** The viewer's own membership as the rules read it, from their row of the list; null when absent. */
export function viewerAccess(context: Pick<CompanyUsersContext, 'users' | 'viewerId'>): MemberAccess | null {
  const own = context.users.find((user) => user.id === context.viewerId);
  return own ? { role: own.role, rights: own.rights } : null;
}

/**
 * Whether the viewer may change the member's rights or role, or remove them: the server's rule
 * (mayManageMember), and never the viewer's own row (the owner re-grants or removes an administrator).
 */
export function manageable(context: Pick<CompanyUsersContext, 'users' | 'viewerId'>, member: CompanyMember | undefined): boolean {
  const viewer = viewerAccess(context);
  return member !== undefined && viewer !== null && member.id !== context.viewerId && mayManageMember(viewer, member);
}

/** The roles the viewer may give (administrator, deputy, user for the owner and an administrator; user for a "users" holder). */
export function offeredRoles(context: Pick<CompanyUsersContext, 'users' | 'viewerId'>): GivenRole[] {
  const viewer = viewerAccess(context);
  return viewer ? assignableRoles(viewer) : [];
}

/** The rights a checklist offers for a member of `role`: those taking effect for it, within the viewer's reach. */
export function offeredRights(context: Pick<CompanyUsersContext, 'users' | 'viewerId'>, role: GivenRole): string[] {
  const viewer = viewerAccess(context);
  return viewer ? grantableRights(viewer, role) : [];
}

/** A member's rights as they work: merged codes read as their right, rights that never take effect for the role left out. */
export function workingRights(member: CompanyMember): string[] {
  if (!carriesRights(member.role)) return [];
  const effective = new Set<string>(effectiveRights(member.role));
  return currentRights(member.rights).filter((right) => effective.has(right));
}

const toggle = (codes: readonly string[], code: string, selected: boolean) => {
  const rest = codes.filter((item) => item !== code);
  return selected ? [...rest, code] : rest;
};
/** The chosen rights that the newly chosen role still offers. */
const keptFor = (context: CompanyUsersContext, role: GivenRole, codes: readonly string[]) => {
  const offered = offeredRights(context, role);
  return codes.filter((code) => offered.includes(code));
};
const member = (context: CompanyUsersContext, id: string) => context.users.find((user) => user.id === id);
const given = (role: CompanyRole): GivenRole => (role === 'owner' ? 'administrator' : role);
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
    addUser: notProvided<CompanyMember[], AddMemberRequest>('company-users.machine', 'addUser'),
    inviteNew: notProvided<CompanyMember[], NewPersonRequest>('company-users.machine', 'inviteNew'),
    updateUser: notProvided<CompanyMember[], UpdateMemberRequest>('company-users.machine', 'updateUser'),
    removeUser: notProvided<CompanyMember[], RemoveUserRequest>('company-users.machine', 'removeUser'),
  },
  guards: {
    hasCompany: ({ context }) => context.companyId !== null,
    emailValid: ({ context }) => checkEmail(context.email) === null,
    personValid: ({ context }) => context.person !== null && Object.keys(checkPerson(context.person)).length === 0,
    editable: ({ context, event }) => event.type === 'EDIT' && manageable(context, member(context, event.id)),
    removable: ({ context, event }) => event.type === 'REMOVE' && manageable(context, member(context, event.id)),
    mayAdd: ({ context }) => offeredRoles(context).length > 0,
  },
}).createMachine({
  id: 'companyUsers',
  context: ({ input }) => ({
    companyId: input.companyId,
    viewerId: input.viewerId ?? null,
    users: [],
    rights: [],
    loadError: null,
    email: '',
    addRole: 'user',
    addRights: [],
    addProblem: null,
    person: null,
    personProblems: {},
    targetId: null,
    editRole: 'user',
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
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            users: event.output.users,
            rights: event.output.rights.filter((item) => item.code),
            loadError: null,
          })),
        },
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
            OPEN_ADD: {
              guard: 'mayAdd',
              target: 'adding',
              // An ordinary user unless the viewer picks another role they may give.
              actions: assign(({ context }) => ({
                email: '',
                addRole: offeredRoles(context).includes('user') ? ('user' as const) : offeredRoles(context)[0]!,
                addRights: [],
                addProblem: null,
                person: null,
                personProblems: {},
                actionError: null,
                notice: null,
              })),
            },
            EDIT: {
              guard: 'editable',
              target: 'editing',
              actions: assign(({ context, event }) => {
                const target = member(context, event.id)!;
                const role = given(target.role);
                return {
                  targetId: event.id,
                  editRole: role,
                  editRights: keptFor(context, role, workingRights(target)),
                  actionError: null,
                  notice: null,
                };
              }),
            },
            REMOVE: {
              guard: 'removable',
              target: 'confirmingRemove',
              actions: assign(({ event }) => ({ targetId: event.id, actionError: null, notice: null })),
            },
          },
        },
        adding: {
          on: {
            // Another address is looked up again: the person's form was for the one without an account.
            CHANGE_EMAIL: { actions: assign({ email: ({ event }) => event.value, addProblem: null, person: null, personProblems: {} }) },
            CHANGE_PERSON: {
              guard: ({ context }) => context.person !== null,
              actions: assign(({ context, event }) => {
                const personProblems = { ...context.personProblems };
                delete personProblems[event.field];
                return { person: { ...context.person!, [event.field]: event.value }, personProblems };
              }),
            },
            CONSENT: {
              guard: ({ context }) => context.person !== null,
              actions: assign(({ context, event }) => {
                const { consent: _consent, ...personProblems } = context.personProblems;
                return { person: { ...context.person!, consent: event.value }, personProblems };
              }),
            },
            TOGGLE_RIGHT: {
              guard: ({ context, event }) => offeredRights(context, context.addRole).includes(event.code),
              actions: assign({ addRights: ({ context, event }) => toggle(context.addRights, event.code, event.selected) }),
            },
            CHOOSE_ROLE: {
              guard: ({ context, event }) => offeredRoles(context).includes(event.role),
              actions: assign(({ context, event }) => ({
                addRole: event.role,
                addRights: keptFor(context, event.role, context.addRights),
                // An ordinary user needs an account of their own: the person's form goes.
                ...(takesNewPerson(event.role) ? {} : { person: null, personProblems: {}, addProblem: null }),
              })),
            },
            SUBMIT: [
              { guard: 'personValid', target: 'invitingNew', actions: assign({ addProblem: null, personProblems: {} }) },
              {
                guard: ({ context }) => context.person !== null,
                actions: assign({ personProblems: ({ context }) => checkPerson(context.person!) }),
              },
              { guard: 'emailValid', target: 'searching', actions: assign({ addProblem: null }) },
              { actions: assign({ addProblem: ({ context }) => checkEmail(context.email) }) },
            ],
            CANCEL: 'idle',
          },
        },
        searching: {
          invoke: {
            src: 'searchUser',
            input: ({ context }) => ({ company_id: context.companyId ?? '', email: context.email.trim() }),
            onDone: [
              // No account: an administrator or deputy is named on the spot, an ordinary user is not found.
              {
                guard: ({ context, event }) => event.output === null && takesNewPerson(context.addRole),
                target: 'adding',
                actions: assign({ person: EMPTY_PERSON, personProblems: {} }),
              },
              { guard: ({ event }) => event.output === null, target: 'adding', actions: assign({ addProblem: { key: 'notFound' } }) },
              {
                guard: ({ event }) => event.output?.isMember === true,
                target: 'adding',
                actions: assign({ addProblem: { key: 'alreadyMember' } }),
              },
              { target: 'inviting' },
            ],
            onError: { target: 'adding', actions: assign({ addProblem: ({ event }) => addFailure(event.error) }) },
          },
        },
        inviting: {
          invoke: {
            src: 'addUser',
            input: ({ context }) => ({
              company_id: context.companyId ?? '',
              email: context.email.trim(),
              s_access_z: context.addRights,
              role: context.addRole,
            }),
            onDone: { target: 'idle', actions: assign({ users: ({ event }) => event.output, notice: 'added' }) },
            onError: { target: 'adding', actions: assign({ addProblem: ({ event }) => addFailure(event.error) }) },
          },
        },
        invitingNew: {
          invoke: {
            src: 'inviteNew',
            input: ({ context }) => ({
              company_id: context.companyId ?? '',
              role: takesNewPerson(context.addRole) ? context.addRole : 'deputy',
              email: context.email.trim(),
              s_access_z: context.addRole === 'administrator' ? [] : context.addRights,
              person: context.person ?? EMPTY_PERSON,
            }),
            onDone: { target: 'idle', actions: assign({ users: ({ event }) => event.output, notice: 'added', person: null }) },
            onError: {
              target: 'adding',
              actions: assign(({ event }) => {
                const { email, problems } = personFailure(event.error);
                return { addProblem: email, personProblems: problems };
              }),
            },
          },
        },
        editing: {
          on: {
            TOGGLE_RIGHT: {
              guard: ({ context, event }) => offeredRights(context, context.editRole).includes(event.code),
              actions: assign({ editRights: ({ context, event }) => toggle(context.editRights, event.code, event.selected) }),
            },
            CHOOSE_ROLE: {
              guard: ({ context, event }) => offeredRoles(context).includes(event.role),
              actions: assign(({ context, event }) => ({
                editRole: event.role,
                editRights: keptFor(context, event.role, context.editRights),
              })),
            },
            SAVE: 'savingRights',
            CANCEL: 'idle',
          },
        },
        savingRights: {
          invoke: {
            src: 'updateUser',
            input: ({ context }) => ({
              company_id: context.companyId ?? '',
              user_id: context.targetId ?? '',
              s_access_z: context.editRights,
              role: context.editRole,
            }),
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
