/**
 * The resource model: the one declaration every consumer reads.
 *
 * A resource file calls {@link defineResource} with a zod schema plus list, filter, layout and
 * action metadata. The generator (generator/) turns it into react-admin screens and a
 * dataProvider, the reference API (server/) into routes, validation and SQL whitelists, and the
 * tests into fixtures. These modules import zod only: no React, MUI or Node APIs.
 *
 * One module per job: `paths` (typed dotted paths), `fields` (field metadata and named enums),
 * `conditions` and `templates` (tests and links on a record), `list` and `action` (the
 * vocabulary of lists and actions), `resource` (the declaration), `filters` (how filters travel),
 * `request` (an action's HTTP request), `storage` (the reference server's table names), `report`
 * (reports over a time frame) and `schema` (walking a schema).
 */
export * from './paths';
export * from './schema';
export * from './fields';
export * from './conditions';
export * from './templates';
export * from './list';
export * from './action';
export * from './resource';
export * from './filters';
export * from './request';
export * from './storage';
export * from './report';
