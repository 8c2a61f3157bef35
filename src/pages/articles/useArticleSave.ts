/**
 * Saving an article form: a new article through its create call (`…/add`), an existing one
 * through the resource's save (`PUT …/{id}` with the changes and the version it was loaded at).
 * A 400 puts its messages under the fields, a 409 (changed by someone else) becomes a conflict
 * to resolve, anything else a toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { BackofficeDataProvider } from '../../data/types';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { conflictOf } from '../../resource-ui/conflict';
import { notifyFailure } from '../../resource-ui/useActionCall';
import type { ArticleKind, ArticleValues } from './articleKinds';

type Loaded = Record<string, unknown> & { id: number };

/** A save refused because the article changed meanwhile: what the form was based on, the user's values, the article now. */
export interface ArticleConflict {
  loaded: Loaded;
  mine: ArticleValues;
  current: Loaded;
}

/** The user's changes to `loaded`, on top of `current`. */
export function reapply(kind: ArticleKind, conflict: ArticleConflict): ArticleValues {
  const fields = ['language', kind.categoryField, 'title', 'summary', 'body'] as const;
  const changed = Object.fromEntries(
    fields
      .filter((field) => JSON.stringify(conflict.mine[field] ?? null) !== JSON.stringify(conflict.loaded[field] ?? null))
      .map((field) => [field, conflict.mine[field]]),
  );
  return { ...(conflict.current as unknown as ArticleValues), ...changed };
}

/** `{ save, saving, conflict, dismiss }` for an article form; `loaded` is the article being edited (none for a new one). */
export function useArticleSave(kind: ArticleKind, setError: UseFormSetError<ArticleValues>) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<ArticleConflict>();
  const { name, route } = kind.definition;

  const save = async (values: ArticleValues, loaded: Loaded | undefined) => {
    setSaving(true);
    try {
      let id: number;
      if (loaded) {
        const { data } = await dataProvider.update(name, { id: loaded.id, data: { ...values }, previousData: loaded });
        id = Number(data.id);
        notify('app.articles.saved', { type: 'success' });
      } else {
        const result = await dataProvider.runAction(name, 'create', { input: { ...values } });
        id = Number((result.record ?? (result.data as Loaded)).id);
        notify('app.articles.created', { type: 'success' });
      }
      await queryClient.invalidateQueries({ queryKey: [name] });
      navigate(`${route}/${id}/show`);
    } catch (error) {
      const current = conflictOf(error);
      if (current && loaded) {
        setConflict({ loaded, mine: values, current: current as Loaded });
        return;
      }
      const fields = serverFieldErrors(error);
      for (const entry of fields) setError(entry.path as keyof ArticleValues, { type: 'server', message: entry.message });
      if (fields.length === 0) notifyFailure(notify, error);
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, conflict, dismiss: () => setConflict(undefined) };
}
