/** The vocabulary of a resource's custom actions: the wire (`request`, `answer`) apart from the controls. */
import type { z } from 'zod';
import type { Condition } from './conditions';
import type { Audience } from './list';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A dialog that asks for more input before an action runs. With `unless`, the action runs at
 * once when the input already matches (status ENABLED needs no reason).
 */
export interface ConfirmDef {
  /** Input fields the dialog asks for. */
  fields: readonly string[];
  unless?: Record<string, string | number | boolean>;
  /**
   * Catalogue key of a warning the dialog shows (bonus assignment: 'This cannot be undone!'),
   * filled from the record, the input and the action's `messageArgs`.
   */
  warning?: string;
  /**
   * Catalogue key of the dialog's title, filled like the warning; without it the title is the
   * action's label. It names the record and the change ("Cancel betslip %{betslip}?"). The
   * value of a `select` control's field reads as its enum label (`%{status}`: "Disabled").
   */
  title?: string;
  /**
   * Catalogue key of one row's line when the action runs on the selected rows (`selection`):
   * filled like the warning from that row, so the dialog names every record it is about
   * ("Withdrawal %{id} of %{playerUsername}: %{amount}").
   */
  item?: string;
  /**
   * A money placeholder of `messageArgs` the selected rows' dialog adds up, per currency and
   * exactly ("In all: 150.00 EUR, 20.00 RON").
   */
  total?: string;
}

/**
 * A placeholder of an action's confirm texts and success message, read from the record: a field
 * path (`playerUsername`), or an amount with the path of its currency, written with the money
 * formatter (resources/money.ts) in the user's language.
 */
export type MessageArgDef = string | { money: string; currency: string };

/**
 * How an action's call travels (the wire): method, path, which input keys go to the query string
 * and how the JSON body is shaped. Built from the input by {@link buildActionRequest}: `{name}`
 * placeholders in `path` take input values (`{id}` is the record id), keys in `query` go to the
 * query string, and every other input key goes to the JSON body.
 */
export interface ActionRequestDef<I extends z.ZodObject = z.ZodObject> {
  method: HttpMethod;
  /** Relative to the resource's API path (`api.path`), e.g. `{id}/status/{status}`. Empty: the path itself. */
  path: string;
  /**
   * The API path `path` is relative to, under `/api/officeapp/{op}/`, when it is not the
   * resource's `api.path`; `''` is the operator root (KYC actions live under `players`, the
   * payments bonus assignment under `players`). See {@link actionPath}.
   */
  basePath?: string;
  /** Input keys sent as query parameters. */
  query?: readonly (keyof z.input<I> & string)[];
  /** Send the `query` keys in the JSON body as well (betslip cancel: isCancelled in both). */
  queryInBody?: boolean;
  /** Constant JSON body entries sent with every request (bet row configure: actionName). */
  fixedBody?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Send `{}` when no input is left for the body (campaign assignment: "body empty object",
   * 002 §7). Otherwise such a request has no body at all (bonus cancel, KYC, document and CRM PUTs).
   */
  emptyBody?: boolean;
  /**
   * The request body is the record as loaded rather than the input's remaining keys (the
   * profile's risk-group PUT "with the DTO", 001 §7); without a record the request has no body.
   */
  recordBody?: boolean;
  /**
   * For bulk actions: the spec's `{ uri: "<uriPrefix>:<ids>:<data>", action, data, ... }` body
   * (001 §7), with the input key carried as `data`.
   */
  bulk?: { uriPrefix: string; action: string; data: keyof z.input<I> & string };
  /**
   * An upload (000 §7: "Multipart uploads POST form data"): the body is multipart form data, the
   * input key `content` travelling as the file part `file` named by the input key `fileName`, and
   * every other body key as a text field.
   */
  form?: { content: keyof z.input<I> & string; fileName: keyof z.input<I> & string };
}

/** What an action's answer carries beyond success (the wire). */
export interface ActionAnswerDef {
  /**
   * Where the updated record is in the response payload; the row is replaced with it instead of
   * reloading the list. `true`: the payload itself; a string: a dotted path in it
   * (bet row status: `betslip`; bonus cancel: `bonusPlayer`).
   */
  record?: true | string;
  /**
   * Fields of the updated record that the payload carries beside it (record field → dotted path
   * in the payload); where the payload has them they replace the record's own. Bonus cancel:
   * "payload.bonusPlayer and bonusPlayerHistories" (002 §7), so the histories the answer gives
   * are shown, whether or not the bonus itself repeats them.
   */
  fields?: Readonly<Record<string, string>>;
  /**
   * The answer is a file, not JSON (a sent invoice's PDF): its media type. The handler returns an
   * {@link ActionFile}; the server sends its bytes with `Content-Type` and a `Content-Disposition`
   * naming the file, and the console saves it under that name instead of reloading anything.
   */
  file?: { mediaType: string };
}

/** What the handler of an action with `answer.file` returns: the file's bytes and its name. */
export interface ActionFile {
  content: Uint8Array;
  fileName: string;
}

/**
 * A custom action on one record (`scope: 'record'`), on selected records (`scope: 'bulk'`), or
 * on the collection (`scope: 'collection'`, e.g. add an activity): its input, its call
 * (`request`, `answer`) and how the console offers it (the other keys).
 *
 * @example
 * defineAction({
 *   scope: 'record',
 *   input: z.object({ kycStatus: KycStatus }),
 *   request: { method: 'PUT', path: '{id}/kyc/status/{kycStatus}' },
 *   answer: { record: true },
 *   successMessage: 'app.messages.kycStatusUpdated',
 * })
 */
export interface ActionDef<I extends z.ZodObject = z.ZodObject> {
  scope: 'record' | 'bulk' | 'collection';
  /** Everything the action takes, validated on both sides. */
  input: I;
  /** The call: method, path and body shaping. */
  request: ActionRequestDef<I>;
  /** Where the answer's record is. Omitted: the answer is not the record. */
  answer?: ActionAnswerDef;
  confirm?: ConfirmDef;
  /**
   * Catalogue keys of the toasts. The success message says what happened, naming the record
   * (`messageArgs`); it is also filled from the input and the answer's figures.
   */
  successMessage?: string;
  failureMessage?: string;
  /**
   * Placeholders of the confirm title and warning and of the success message, read from the
   * record: `{ betslip: 'id', player: 'playerUsername', stake: { money: 'totalStake', currency: 'currency' } }`.
   */
  messageArgs?: Readonly<Record<string, MessageArgDef>>;
  /**
   * A boolean or enum input whose value picks the texts' variant: `.<value>` is appended to the
   * confirm title, the warning and the success message keys (betslip cancel: `.true` cancels,
   * `.false` restores). The catalogues hold a variant for every value (for the confirm texts,
   * every value that `confirm.unless` does not exempt).
   */
  textsBy?: keyof z.input<I> & string;
  only?: Audience;
  /** The control is enabled only while the record matches (bonus cancel: LOCKED). */
  enabledWhen?: Condition;
  /** Catalogue key of why the control is disabled while the record does not match `enabledWhen` (its tooltip). */
  disabledReason?: string;
  /** The control is shown only while the record matches. */
  visibleWhen?: Condition;
  /** Called only by the resource's expand panel; no control is generated for it. */
  panelOnly?: boolean;
  /**
   * A record action also offered for the selected rows of the list: the console calls it once
   * per selected record, one after another, with the input asked for once, then says for how many
   * it applied and, for each that failed, the record and the server's reason (withdrawal events).
   */
  selection?: boolean;
}
