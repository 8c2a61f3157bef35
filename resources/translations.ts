/**
 * Translations (central only, 000 §2): each operator's translatable labels, the texts its
 * consoles and apps show that the operator words its own way (the printed ticket's titles and
 * footer, the sports' names, labels of its own), one text per supported language. `GET labels`
 * (000 §7) serves them; missing translations are listed first (002 §7 catalogue: `translations`
 * plus export, import, save, delete, delete-bulk, initializeDomain).
 */
import { z } from 'zod';
import { LanguageCode, Sport } from './enums';
import { defineAction, defineResource, enumMeta, namedEnum } from './model';
import { optionalText, requiredText, timestamp } from './rules';

/** What a label is for: the printed ticket, a sport's name, or a label of the operator's own. */
export const LabelType = namedEnum('labelType', ['TICKET', 'SPORT', 'CUSTOM']);

export type LabelType = z.output<typeof LabelType>;

/** The supported languages, each a text column of a label (000 §3). */
export const LABEL_LANGUAGES = LanguageCode.options;

export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/** A label code: letters, digits, dots, dashes and underscores. */
export const LABEL_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** Longest label text. */
export const LABEL_TEXT_MAX = 1000;

/** The printed ticket's lines whose titles an operator may word its own way (`app.ticket.<code>`). */
export const TICKET_LABELS = [
  'betslipId',
  'status',
  'paymentStatus',
  'date',
  'type',
  'customer',
  'maxWin',
  'fee',
  'totalStake',
  'bonusUsed',
  'stakePerBet',
  'payout',
  'payoutDate',
  'redemptionPeriod',
  'footer',
] as const;

/**
 * The labels every operator has, with the catalogue key of their default texts (the console's
 * own wording in each language): what initializeDomain copies and `GET labels` falls back to.
 */
export const DEFAULT_LABELS: readonly { labelType: LabelType; code: string; catalogueKey: string }[] = [
  ...TICKET_LABELS.map((code) => ({ labelType: 'TICKET' as const, code, catalogueKey: `app.ticket.${code}` })),
  ...(enumMeta.get(Sport)?.codes ?? []).map((code) => ({ labelType: 'SPORT' as const, code, catalogueKey: `enums.sport.${code}` })),
];

const texts = Object.fromEntries(LABEL_LANGUAGES.map((lang) => [lang, z.string().nullable().optional()])) as Record<
  LabelLanguage,
  z.ZodOptional<z.ZodNullable<z.ZodString>>
>;

/** One label of an operator with its text in each language. */
export const Translation = z.object({
  id: z.number().int(),
  operatorCode: z.string(),
  labelType: LabelType,
  code: z.string(),
  ...texts,
  /** Languages without a text. */
  missing: z.number().int(),
  /** The default texts by language (labels of {@link DEFAULT_LABELS}; record reads only). */
  defaults: z.record(z.string(), z.string()).nullable().optional(),
  updated: timestamp(),
});

export type Translation = z.output<typeof Translation>;

const textInputs = Object.fromEntries(LABEL_LANGUAGES.map((lang) => [lang, optionalText(LABEL_TEXT_MAX)])) as Record<
  LabelLanguage,
  ReturnType<typeof optionalText>
>;

/** `POST translations/save`: a label's texts (an empty text removes that language); adds the label when it is new. */
export const SaveLabelInput = z.object({
  operatorCode: z.string().min(1).max(40),
  labelType: LabelType,
  code: z.string().regex(LABEL_CODE, { message: 'app.validation.labelCode' }),
  ...textInputs,
});

export type SaveLabelInput = z.output<typeof SaveLabelInput>;

export const translations = defineResource({
  name: 'translations',
  route: '/translations',
  menu: { group: 'central', icon: 'translations', order: 50 },
  api: { path: 'translations', recordOnly: ['defaults'] },
  schema: Translation,
  recordName: 'code',
  list: {
    columns: [
      // Wide enough for the longest header word ("Manquantes") beside its sort arrow.
      { source: 'missing', width: 136 },
      { source: 'operatorCode' },
      { source: 'labelType' },
      // The code opens the label's page, where its texts are edited.
      { source: 'code', link: { to: '/translations/{id}' } },
      ...LABEL_LANGUAGES.map((lang) => ({ source: lang, truncate: 40 })),
      { source: 'updated' },
    ],
    defaultSort: { field: 'missing', order: 'DESC' },
    search: 'code',
    searchAlso: [...LABEL_LANGUAGES],
    header: 'TranslationsToolbar',
  },
  filters: [
    { source: 'operatorCode', type: 'select' },
    { source: 'labelType', type: 'select' },
    /** Labels without a text in this language. */
    { source: 'missing', key: 'missingIn', type: 'select', valueSchema: LanguageCode },
  ],
  actions: {
    /** Saves one label (adds it when new); payload the label. */
    save: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'save' },
      answer: { record: true },
      input: SaveLabelInput,
      panelOnly: true,
    }),
    /** Deletes one label. */
    delete: defineAction({ scope: 'record', request: { method: 'POST', path: 'delete/{id}' }, input: z.object({}), panelOnly: true }),
    /** Deletes the selected labels (the spec's bulk body: `{ uri: "label:<ids>:<reason>", action: "delete", data }`). */
    deleteBulk: defineAction({
      scope: 'bulk',
      request: { method: 'POST', path: 'delete-bulk', bulk: { uriPrefix: 'label', action: 'delete', data: 'reason' } },
      input: z.object({ reason: requiredText(255) }),
      confirm: { fields: ['reason'], warning: 'app.translations.deleteWarning' },
      successMessage: 'app.translations.deleted',
    }),
    /** Gives an operator every default label: missing ones added, empty texts filled; `overwrite` puts back every default text. */
    initializeDomain: defineAction({
      scope: 'collection',
      request: { method: 'POST', path: 'initializeDomain' },
      input: z.object({ operatorCode: z.string().min(1).max(40), overwrite: z.boolean().optional() }),
      panelOnly: true,
    }),
  },
});
