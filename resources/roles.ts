/**
 * The roles of 000 §3 and what each may do in this console, derived from the declarations the
 * server's access checks read: a screen's `audience` (which views may open it, `menu.ts`) and an
 * action's `only: 'central'` (central managers only, {@link mayRunAction}). Nothing here lists
 * permissions by hand: {@link ROLE_HOLDERS} only says which console accounts each role of the
 * specification stands for. The `/roles` page shows the result of {@link roleAccess}
 * (`GET {op}/roles`).
 */
import { z } from 'zod';
import { ManagerRole, Role } from './enums';
import { audienceAllows, screenAccess } from './menu';
import { namedEnum, type ActionDef, type Resource } from './model';

/** The console's two views (000 §3 current role): the central view, or one operator's. */
export const ConsoleView = namedEnum('consoleView', ['central', 'operator']);
export type ConsoleView = z.output<typeof ConsoleView>;

/** The roles a console account holds (`ManagerRole`). */
export type StaffRole = z.output<typeof ManagerRole>;

/** The views each account role works in: a central manager every view, an office manager its operator's. */
export const STAFF_VIEWS: Readonly<Record<StaffRole, readonly ConsoleView[]>> = {
  CENTRAL_MANAGER: ['central', 'operator'],
  OFFICE: ['operator'],
};

/**
 * Whether an account role may run a declared action: one marked `only: 'central'` needs a central
 * manager, every other one is open to any manager who may open its screen. The server's action
 * routes refuse with this test.
 */
export function mayRunAction(action: Pick<ActionDef, 'only'>, role: StaffRole): boolean {
  return action.only !== 'central' || role === 'CENTRAL_MANAGER';
}

/** What kind of role of 000 §3 a role is, as far as this console is concerned. */
export const RoleKind = namedEnum('roleKind', ['staff', 'staffGroup', 'guest', 'player', 'none']);
export type RoleKind = z.output<typeof RoleKind>;

/**
 * Which console accounts each role stands for: a staff role its own accounts, a group of staff
 * roles every account of its members (what is open to it is what is open to all of them); guest
 * roles stand for visitors (the public pages), player roles for the player app (no console), and
 * ADMINISTRATOR and DENY_ALL for no account of this console.
 */
export const ROLE_HOLDERS: Readonly<Record<z.output<typeof Role>, { kind: RoleKind; holders: readonly StaffRole[] }>> = {
  CENTRAL_MANAGER: { kind: 'staff', holders: ['CENTRAL_MANAGER'] },
  OFFICE: { kind: 'staff', holders: ['OFFICE'] },
  CENTRAL_OR_OFFICE_MANAGER: { kind: 'staffGroup', holders: ['CENTRAL_MANAGER', 'OFFICE'] },
  MANAGER_OR_GUEST: { kind: 'guest', holders: [] },
  GUEST_MANAGER: { kind: 'guest', holders: [] },
  PLAYER: { kind: 'player', holders: [] },
  PLAYER_OR_GUEST: { kind: 'player', holders: [] },
  GUEST_PLAYER: { kind: 'player', holders: [] },
  ADMINISTRATOR: { kind: 'none', holders: [] },
  DENY_ALL: { kind: 'none', holders: [] },
};

/** A screen (a declared list) a role may open: in which views, and the changes it may make there. */
export const RoleScreen = z.object({
  /** The resource's name (`resources.<name>.name`). */
  resource: z.string(),
  route: z.string(),
  views: z.array(ConsoleView),
  /** The state-changing actions it may run (`resources.<name>.actions.<action>`). */
  actions: z.array(z.string()),
});

/** One role of 000 §3 and what it may do. */
export const RoleAccess = z.object({
  role: Role,
  kind: RoleKind,
  /** The account roles it stands for. */
  holders: z.array(ManagerRole),
  /** Console accounts holding one of them (in the view asked about: its operator's office managers and every central manager). */
  accounts: z.number().int(),
  screens: z.array(RoleScreen),
});

export type RoleAccess = z.output<typeof RoleAccess>;

/** The views of a resource's screen every holder works in and its audience allows. */
function sharedViews(resource: Resource, holders: readonly StaffRole[]): ConsoleView[] {
  const { audience } = screenAccess(resource);
  return ConsoleView.options.filter(
    (view) => audienceAllows(audience, view) && holders.every((holder) => STAFF_VIEWS[holder].includes(view)),
  );
}

/**
 * Every role of 000 §3 with what it may do over the declared resources, in the order of the
 * specification. `accounts` counts the console accounts per account role.
 */
export function roleAccess(resources: readonly Resource[], accounts: Readonly<Record<StaffRole, number>>): RoleAccess[] {
  return Role.options.map((role) => {
    const { kind, holders } = ROLE_HOLDERS[role];
    const screens =
      holders.length === 0
        ? []
        : resources.flatMap((resource) => {
            const views = sharedViews(resource, holders);
            if (views.length === 0) return [];
            const actions = Object.entries(resource.actions as Record<string, ActionDef>)
              .filter(([, action]) => action.request.method !== 'GET' && holders.every((holder) => mayRunAction(action, holder)))
              .map(([name]) => name);
            return [{ resource: resource.name, route: resource.route, views, actions }];
          });
    return {
      role,
      kind,
      holders: [...holders],
      accounts: holders.reduce((total, holder) => total + accounts[holder], 0),
      screens,
    };
  });
}
