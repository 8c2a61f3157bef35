/**
 * Quick links (`/quick-links`, a beta operator item of 000 §2): the console pages a manager pins,
 * kept on the server per manager so they follow the user to any browser. A page is pinned from the
 * app bar's pin button (its address with the list's filters, and the page's title); the list
 * renames, reorders and removes them.
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { timestamp } from './rules';

/** The most quick links one manager keeps. */
export const QUICK_LINKS_MAX = 50;

/** A console address: a path of this console with its query (`/players?filter=…`), never another site. */
export const ConsolePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, { message: 'app.quickLinks.errors.path' });

/** A quick link's title: its page's title as pinned, or the manager's own words. */
export const QuickLinkTitle = z
  .string()
  .trim()
  .min(1, { message: 'app.validation.required' })
  .max(80, { message: 'app.quickLinks.errors.title' });

export const QuickLink = z.object({
  id: z.number().int(),
  title: QuickLinkTitle,
  path: ConsolePath,
  /** The place in the manager's list, 1 first. */
  position: z.number().int(),
  created: timestamp(),
});

export type QuickLink = z.output<typeof QuickLink>;

const move = (path: string) => defineAction({ scope: 'record', request: { method: 'PUT', path }, input: z.object({}) });

export const quickLinks = defineResource({
  name: 'quick-links',
  route: '/quick-links',
  menu: { group: 'operator', icon: 'quickLinks', order: 20 },
  api: { path: 'quick-links' },
  schema: QuickLink,
  recordName: 'title',
  list: {
    columns: [
      { source: 'position', width: 130 },
      // A template that is one placeholder takes the stored console address as it is.
      { source: 'title', link: { to: '{path}' }, width: 280 },
      { source: 'created' },
      { source: 'id', label: 'moveUp', sortable: false, action: { name: 'moveUp' }, width: 130 },
      { source: 'id', label: 'moveDown', sortable: false, action: { name: 'moveDown' }, width: 130 },
      { source: 'id', label: 'remove', sortable: false, action: { name: 'remove' }, width: 130 },
    ],
    defaultSort: { field: 'position', order: 'ASC' },
    search: 'title',
    exportable: false,
    header: 'QuickLinksHint',
  },
  show: { sections: [{ title: 'details', fields: ['title', 'path', 'position', 'created'] }] },
  edit: { fields: [{ source: 'title' }], successMessage: 'app.quickLinks.renamed' },
  actions: {
    /** Pins a page (the app bar's pin button): its title and address. */
    pin: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'pin' },
      input: z.object({ title: QuickLinkTitle, path: ConsolePath }),
      successMessage: 'app.quickLinks.pinned',
      panelOnly: true,
    }),
    moveUp: move('{id}/up'),
    moveDown: move('{id}/down'),
    remove: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      successMessage: 'app.quickLinks.removed',
    }),
  },
  storage: { table: 'quick_links', ownerColumn: 'manager_id' },
});
