import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, useLocale, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { ConflictDialog } from '../../resource-ui/ConflictDialog';
import { ListError } from '../../resource-ui/ListError';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { PageSection } from '../../widgets/PageSection';
import { categoryName } from '../help/categoryName';
import { useHelpCategories } from '../help/useHelpCategories';
import { ArticleFields } from './ArticleFields';
import { useArticleKind, type ArticleKind, type ArticleValues } from './articleKinds';
import { ArticleView } from './ArticleView';
import { reapply, useArticleSave } from './useArticleSave';

type Loaded = Record<string, unknown> & { id: number };
type Fetched = Omit<Loaded, 'id'> & { id: number | string };

/** The form's values of an article (a new one: the page language, nothing else). */
function initialValues(kind: ArticleKind, loaded: Loaded | undefined, locale: string): ArticleValues {
  if (!loaded) return { language: locale, title: '', summary: '', body: '' };
  const pick = ['language', kind.categoryField, 'title', 'summary', 'body'] as const;
  return Object.fromEntries(pick.map((key) => [key, loaded[key] ?? (key === 'summary' ? '' : undefined)])) as unknown as ArticleValues;
}

/** The live preview's category name: the news category's label, or the help category's name in the article's language. */
function usePreviewCategory(kind: ArticleKind, values: Partial<ArticleValues>): string | undefined {
  const enumLabel = useEnumLabel();
  const { data = [] } = useHelpCategories();
  if (kind.categoryField === 'category') return values.category ? enumLabel('newsCategory', values.category) : undefined;
  const category = data.find((entry) => entry.id === values.categoryId);
  return category ? categoryName(category, values.language ?? 'en') : undefined;
}

/** The form and its live preview; `loaded` is the article being edited, none for a new one. */
function ArticleEditor({ kind, loaded: initial }: { kind: ArticleKind; loaded?: Loaded }) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const locale = useLocale();
  const [loaded, setLoaded] = useState(initial);
  const resolver = useMemo(() => catalogueResolver<ArticleValues>(kind.input, catalogue), [kind.input, catalogue]);
  const form = useForm<ArticleValues>({ resolver, defaultValues: initialValues(kind, initial, locale) });
  const values = useWatch({ control: form.control }) as Partial<ArticleValues>;
  const { save, saving, conflict, dismiss } = useArticleSave(kind, form.setError);
  const category = usePreviewCategory(kind, values);
  const { name, route } = kind.definition;
  const heading = loaded ? translate('app.articles.editTitle', { title: String(loaded.title) }) : translate(`app.articles.new.${name}`);
  const fieldLabels = ['language', kind.categoryField, 'title', 'summary', 'body'].map((source) => ({
    source,
    label: `resources.${name}.fields.${source}`,
    enumName: source === 'language' ? 'language' : source === 'category' ? 'newsCategory' : undefined,
  }));
  const submit = form.handleSubmit((valid) => save(valid, loaded));

  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }}>
      <Title title={heading} />
      <Button
        component={RouterLink}
        to={loaded ? `${route}/${loaded.id}/show` : route}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(loaded ? 'app.articles.backToArticle' : 'app.articles.backToList')}
      </Button>
      <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={submit} aria-label={heading} data-testid="article-form">
            <ArticleFields kind={kind} />
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button type="submit" variant="contained" disabled={saving} data-testid="article-save">
                {translate(loaded ? 'ra.action.save' : 'app.articles.saveDraft')}
              </Button>
              <Button component={RouterLink} to={loaded ? `${route}/${loaded.id}/show` : route} disabled={saving}>
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          </Box>
        </FormProvider>
        <PageSection title={translate('app.articles.preview')}>
          <ArticleView
            title={values.title ?? ''}
            summary={values.summary}
            body={values.body ?? ''}
            category={category}
            publishedAt={loaded?.published ? String(loaded.publishedAt) : null}
            language={values.language}
          />
        </PageSection>
      </Box>
      {conflict && (
        <ConflictDialog
          name={String(conflict.loaded.title)}
          fields={fieldLabels}
          loaded={conflict.loaded}
          mine={conflict.mine as unknown as Record<string, unknown>}
          current={conflict.current}
          busy={saving}
          onReload={() => {
            form.reset(initialValues(kind, conflict.current, locale));
            setLoaded(conflict.current);
            dismiss();
          }}
          onApplyAgain={() => {
            setLoaded(conflict.current);
            dismiss();
            void save(reapply(kind, conflict), conflict.current);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Writing an article (`/news/create`, `/news/{id}`, the same under `/help-center`): language,
 * category, title, summary and a Markdown body beside a live preview as readers will see it. A
 * new article is saved as a draft; publishing is on the article's page.
 */
export function ArticleEditorPage() {
  const kind = useArticleKind();
  const { id } = useParams();
  const translate = useTranslate();
  const { data, error, refetch } = useGetOne<Fetched>(kind.definition.name, { id: id ?? '' }, { enabled: id !== undefined, retry: false });
  if (id === undefined) return <ArticleEditor kind={kind} />;
  if (error) return <ListError error={error} onRetry={() => void refetch()} />;
  if (!data) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />;
  return <ArticleEditor key={String(data.id)} kind={kind} loaded={{ ...data, id: Number(data.id) }} />;
}
