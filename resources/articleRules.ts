/**
 * What the central office's articles share (news and help centre, 000 §2 /news, /help-center):
 * their text fields and rules, and the calls every article has. An article is Markdown text in
 * one language; it is a draft until published.
 */
import { z } from 'zod';
import { defineAction, fieldMeta } from './model';
import { LanguageCode } from './enums';
import { optionalText, requiredText, timestamp } from './rules';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 500;
export const ARTICLE_BODY_MAX = 20_000;

/** The fields of every article; `body` is Markdown (rendered as text, never as HTML). */
export const articleFields = {
  id: z.number().int(),
  language: LanguageCode,
  title: requiredText(ARTICLE_TITLE_MAX),
  /** The lead shown in lists and above the body. */
  summary: optionalText(ARTICLE_SUMMARY_MAX),
  body: requiredText(ARTICLE_BODY_MAX).register(fieldMeta, { multiline: true }),
  published: z.boolean(),
  /** When it was last published; null while a draft. */
  publishedAt: timestamp().nullable().optional(),
  /** The manager who wrote it (their username). */
  author: z.string(),
  created: timestamp(),
  updated: timestamp(),
};

/** `POST {api.path}/add`: a new draft; the answer is the article. */
export function createArticleAction<I extends z.ZodObject>(input: I) {
  return defineAction({
    scope: 'collection',
    request: { method: 'POST', path: 'add' },
    answer: { record: true },
    input,
    successMessage: 'app.articles.created',
    panelOnly: true,
  });
}

/** `PUT {api.path}/{id}/publish/{flag}`: publishes (true) or takes back to draft (false); the answer is the article. */
export const publishArticleAction = () =>
  defineAction({
    scope: 'record',
    request: { method: 'PUT', path: '{id}/publish/{flag}' },
    answer: { record: true },
    input: z.object({ flag: z.boolean() }),
    successMessage: 'app.articles.publishSaved',
  });

/** `DELETE {api.path}/{id}`: deletes the article; the answer is the deleted article. */
export const deleteArticleAction = () =>
  defineAction({
    scope: 'record',
    request: { method: 'DELETE', path: '{id}' },
    input: z.object({}),
    successMessage: 'app.articles.deleted',
    panelOnly: true,
  });
