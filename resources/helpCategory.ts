/**
 * Help-centre categories (000 §2 /help-center; 002 §7 `/helpcenter/categories`): the sections a
 * reader finds the articles in, named in every language of the console, in the staff's order.
 */
import { z } from 'zod';
import { defineAction, defineResource } from './model';
import { optionalText, requiredText, timestamp } from './rules';

export const CATEGORY_NAME_MAX = 100;

/** The last place a category can take. */
export const SORT_ORDER_MAX = 9999;

/** A category's code: capitals, digits and `_`, 2 to 40 characters, starting with a capital. */
export const CATEGORY_CODE_PATTERN = /^[A-Z][A-Z0-9_]{1,39}$/;

/** The category's name per language; one left empty reads as the English name. */
export const HelpCategoryNames = z.object({
  en: requiredText(CATEGORY_NAME_MAX),
  de: optionalText(CATEGORY_NAME_MAX),
  fr: optionalText(CATEGORY_NAME_MAX),
  tr: optionalText(CATEGORY_NAME_MAX),
  ro: optionalText(CATEGORY_NAME_MAX),
  hr: optionalText(CATEGORY_NAME_MAX),
  ru: optionalText(CATEGORY_NAME_MAX),
});

export const HelpCategory = z.object({
  id: z.number().int(),
  code: z.string().regex(CATEGORY_CODE_PATTERN, { message: 'app.helpCenter.codeRule' }),
  /** Place among the categories, 1 first. */
  sortOrder: z
    .number()
    .int({ message: 'app.validation.integer' })
    .refine((value) => value >= 1, { message: 'app.validation.min', params: { min: 1 } })
    .refine((value) => value <= SORT_ORDER_MAX, { message: 'app.validation.max', params: { max: SORT_ORDER_MAX } }),
  names: HelpCategoryNames,
  articles: z.number().int(),
  publishedArticles: z.number().int(),
  updated: timestamp(),
});

export type HelpCategory = z.output<typeof HelpCategory>;

/** A new category: its code, place and names. */
export const HelpCategoryInput = HelpCategory.pick({ code: true, sortOrder: true, names: true });

export const helpCategory = defineResource({
  name: 'help-center-categories',
  route: '/help-center-categories',
  audience: 'central',
  api: { path: 'helpcenter/categories' },
  recordName: 'code',
  schema: HelpCategory,
  list: {
    columns: [
      { source: 'sortOrder' },
      { source: 'code' },
      { source: 'names.en' },
      { source: 'articles', sortable: false },
      { source: 'publishedArticles', sortable: false },
      { source: 'updated' },
    ],
    defaultSort: { field: 'sortOrder', order: 'ASC' },
    search: 'names.en',
    exportable: false,
  },
  edit: {
    fields: [
      { source: 'sortOrder' },
      { source: 'names.en' },
      { source: 'names.de' },
      { source: 'names.fr' },
      { source: 'names.tr' },
      { source: 'names.ro' },
      { source: 'names.hr' },
      { source: 'names.ru' },
    ],
    successMessage: 'app.helpCenter.categorySaved',
  },
  actions: {
    /** `POST helpcenter/categories/add`: a new category; the answer is the category. */
    create: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'add' },
      answer: { record: true },
      input: HelpCategoryInput,
      successMessage: 'app.helpCenter.categoryCreated',
      panelOnly: true,
    }),
    /** `DELETE helpcenter/categories/{id}`: only a category without articles; the answer is the deleted category. */
    remove: defineAction({
      scope: 'record',
      request: { method: 'DELETE', path: '{id}' },
      input: z.object({}),
      successMessage: 'app.helpCenter.categoryDeleted',
      panelOnly: true,
    }),
  },
  storage: { table: 'help_center_categories', updatedColumn: 'updated' },
});
