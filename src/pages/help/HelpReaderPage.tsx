import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocale, usePermissions, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LanguageCode } from '../../../resources/enums';
import type { Permissions } from '../../auth/types';
import { formattingLocale } from '../../i18n/languages';
import { ListError } from '../../resource-ui/ListError';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { useUiInfo } from '../player/useUiInfo';
import { ArticleView } from '../articles/ArticleView';
import { HelpNavigation } from './HelpNavigation';
import { matchingHelp, usePublishedHelp } from './usePublishedHelp';

/**
 * The help centre for every manager (`/help`; the footer and the player profile's Help Center tile
 * lead here): the published articles of one language (the page language, or `?language=`) by
 * category, a search over them, the chosen article (`?article=`) as readers see it, and the
 * support address. Central managers also find the way to edit it (`/help-center`).
 */
export function HelpReaderPage() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const locale = formattingLocale(useLocale());
  const { permissions } = usePermissions<Permissions>();
  const { contactEmail } = useUiInfo();
  const [params, setParams] = useSearchParams();
  const requested = params.get('language') ?? '';
  const language = (LanguageCode.options as readonly string[]).includes(requested) ? requested : locale;
  const search = params.get('search') ?? '';
  const { data, error, isPending, refetch } = usePublishedHelp(language);
  const categories = matchingHelp(data, search);
  const articles = categories.flatMap((category) => category.articles.map((article) => ({ ...article, category: category.name })));
  const chosen = articles.find((article) => String(article.id) === params.get('article')) ?? articles[0];
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const title = translate('app.help.title');

  return (
    <Stack spacing={2} sx={{ mt: 1, minWidth: 0 }} data-testid="help-reader">
      <Title title={title} />
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {permissions?.role === 'central' && (
          <Button component={RouterLink} to="/help-center" startIcon={<EditIcon />}>
            {translate('app.help.edit')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate('app.help.search')}
          value={search}
          onChange={(event) => update({ search: event.target.value, article: undefined })}
          size="small"
          type="search"
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 420 } }}
        />
        <TextField
          select
          size="small"
          label={translate('app.help.language')}
          value={language}
          onChange={(event) => update({ language: event.target.value, article: undefined })}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {LanguageCode.options.map((code) => (
            <MenuItem key={code} value={code}>
              {enumLabel('language', code)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <ListError error={error} onRetry={() => void refetch()} />}
      {data && articles.length === 0 && (
        <Alert severity="info" data-testid="help-empty">
          {search
            ? translate('app.help.noMatch', { search })
            : translate('app.help.noArticles', { language: enumLabel('language', language) })}
          {!search && language !== 'en' && (
            <>
              {' '}
              <Link component="button" onClick={() => update({ language: 'en' })}>
                {translate('app.help.readEnglish')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {chosen && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}
        >
          <Card variant="outlined" sx={{ maxHeight: { md: '70vh' }, overflowY: 'auto' }}>
            <HelpNavigation
              categories={categories}
              selected={chosen.id}
              onSelect={(id) => update({ article: String(id) })}
              label={translate('app.help.contents')}
            />
          </Card>
          <Card variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ArticleView
              title={chosen.title}
              summary={chosen.summary}
              body={chosen.body}
              category={chosen.category}
              publishedAt={chosen.publishedAt}
              language={language}
            />
          </Card>
        </Box>
      )}
      {contactEmail && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.help.contact')} <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
        </Typography>
      )}
    </Stack>
  );
}
