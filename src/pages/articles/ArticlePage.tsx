import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'ra-core';
import { Confirm, Title } from 'react-admin';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../format';
import { ListError } from '../../resource-ui/ListError';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { PageSection } from '../../widgets/PageSection';
import { useArticleKind } from './articleKinds';
import { ArticleView } from './ArticleView';
import { useActionCall } from '../../resource-ui/useActionCall';

type Article = Record<string, unknown> & {
  id: number | string;
  title: string;
  summary?: string | null;
  body: string;
  language: string;
  published: boolean;
  publishedAt?: string | null;
  author: string;
  created: string;
  updated: string;
  category?: string;
  categoryName?: string;
};

/**
 * One article (`/news/{id}/show`, `/help-center/{id}/show`): as readers see it, with its language,
 * category, author and dates, and the actions Edit, Publish or Unpublish, and Delete (asked first).
 */
export function ArticlePage() {
  const kind = useArticleKind();
  const { id = '' } = useParams();
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { name, route } = kind.definition;
  const { call, busy } = useActionCall(name);
  const { data: article, error, refetch } = useGetOne<Article>(name, { id }, { retry: false });
  const back = (
    <Button component={RouterLink} to={route} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {translate('app.articles.backToList')}
    </Button>
  );
  if (error) {
    return (
      <Stack spacing={2} sx={{ mt: 1 }}>
        {back}
        <ListError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  if (!article) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />;
  const category = article.categoryName ?? (article.category ? enumLabel('newsCategory', article.category) : undefined);
  const facts: [string, string][] = [
    ['language', enumLabel('language', article.language)],
    [kind.categoryField, category ?? '—'],
    ['author', article.author],
    ['publishedAt', article.publishedAt ? formatDateTime(article.publishedAt, { detail: true }) : '—'],
    ['created', formatDateTime(article.created, { detail: true })],
    ['updated', formatDateTime(article.updated, { detail: true })],
  ];
  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }} data-testid="article-page">
      <Title title={article.title} />
      {back}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={article.published ? 'success' : 'default'}
          label={translate(article.published ? 'app.articles.published' : 'app.articles.draft')}
          data-testid="article-state"
        />
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={`${route}/${article.id}`}>
          {translate('ra.action.edit')}
        </Button>
        <Button
          variant="contained"
          startIcon={article.published ? <UnpublishedIcon /> : <PublishIcon />}
          disabled={busy}
          onClick={() =>
            void call(
              'publish',
              { id: article.id, input: { flag: !article.published } },
              article.published ? 'app.articles.unpublishedToast' : 'app.articles.publishedToast',
            )
          }
          data-testid="article-publish"
        >
          {translate(article.published ? 'app.articles.unpublish' : 'app.articles.publish')}
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
          {translate('ra.action.delete')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }, gap: 2 }}>
        {facts.map(([field, value]) => (
          <Box key={field} data-testid={`article-${field}`}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`resources.${name}.fields.${field}`)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <PageSection title={translate('app.articles.asReadersSeeIt')}>
        <ArticleView
          title={article.title}
          summary={article.summary}
          body={article.body}
          category={category}
          publishedAt={article.published ? article.publishedAt : null}
          language={article.language}
        />
      </PageSection>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('app.articles.deleteTitle')}
        content={translate('app.articles.deleteQuestion', { title: article.title })}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (await call('remove', { id: article.id, input: {} }, 'app.articles.deleted')) navigate(route);
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
