import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'ra-core';
import { formatLongDate } from '../../i18n/formattingLocale';
import { Markdown } from '../../widgets/markdown/Markdown';

export interface ArticleViewProps {
  title: string;
  summary?: string | null;
  body: string;
  /** The category's name as readers see it. */
  category?: string;
  /** When it was published; a draft shows as such. */
  publishedAt?: string | null;
  /** The article's language (its text's `lang`). */
  language?: string;
}

/**
 * An article as a reader sees it: category, title, publication date, the summary as its lead and
 * the Markdown body (rendered safely, no HTML). Used by the preview, the article page and the help
 * pages.
 *
 * @example
 * <ArticleView title="Fees" body="Deposits are **free**." category="Deposits" publishedAt={article.publishedAt} language="en" />
 */
export function ArticleView({ title, summary, body, category, publishedAt, language }: ArticleViewProps) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box component="article" lang={language} data-testid="article-view" sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        {category && <Chip size="small" label={category} />}
        <Typography variant="caption" color="text.secondary" lang={locale}>
          {publishedAt
            ? translate('app.articles.publishedOn', { date: formatLongDate(publishedAt, locale) })
            : translate('app.articles.draft')}
        </Typography>
      </Stack>
      <Typography variant="h5" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title || translate('app.articles.untitled')}
      </Typography>
      {summary && (
        <Typography variant="subtitle1" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {summary}
        </Typography>
      )}
      <Markdown text={body} />
    </Box>
  );
}
