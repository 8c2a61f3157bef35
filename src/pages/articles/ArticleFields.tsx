import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useLocale, useTranslate } from 'ra-core';
import { LanguageCode } from '../../../resources/enums';
import { ARTICLE_BODY_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from '../../../resources/articleRules';
import { NewsCategory } from '../../../resources/newsArticle';
import { FormTextField } from '../../forms/FormTextField';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { categoryName } from '../help/categoryName';
import { useHelpCategories } from '../help/useHelpCategories';
import type { ArticleKind, ArticleValues } from './articleKinds';

/** The category select of a help-centre article: the categories, named in the page language. */
function HelpCategoryField({ label }: { label: string }) {
  const locale = useLocale();
  const { data = [] } = useHelpCategories();
  return (
    <FormTextField<ArticleValues> name="categoryId" label={label} select required sx={{ minWidth: 220 }}>
      {data.map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {categoryName(category, locale)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/**
 * The inputs of an article form (inside its `FormProvider`): language, category, title, summary
 * and the Markdown body, with their limits as hints.
 */
export function ArticleFields({ kind }: { kind: ArticleKind }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const field = (name: string) => translate(`resources.${kind.definition.name}.fields.${name}`);
  const limit = (max: number) => translate('app.articles.limit', { max });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<ArticleValues> name="language" label={field('language')} select required sx={{ minWidth: 180 }}>
          {LanguageCode.options.map((code) => (
            <MenuItem key={code} value={code}>
              {enumLabel('language', code)}
            </MenuItem>
          ))}
        </FormTextField>
        {kind.categoryField === 'category' ? (
          <FormTextField<ArticleValues> name="category" label={field('category')} select required sx={{ minWidth: 220 }}>
            {NewsCategory.options.map((code) => (
              <MenuItem key={code} value={code}>
                {enumLabel('newsCategory', code)}
              </MenuItem>
            ))}
          </FormTextField>
        ) : (
          <HelpCategoryField label={field('categoryId')} />
        )}
      </Stack>
      <FormTextField<ArticleValues> name="title" label={field('title')} required fullWidth hint={limit(ARTICLE_TITLE_MAX)} />
      <FormTextField<ArticleValues>
        name="summary"
        label={field('summary')}
        fullWidth
        multiline
        minRows={2}
        hint={limit(ARTICLE_SUMMARY_MAX)}
      />
      <Box>
        <FormTextField<ArticleValues>
          name="body"
          label={field('body')}
          required
          fullWidth
          multiline
          minRows={14}
          hint={translate('app.articles.markdownHint', { max: ARTICLE_BODY_MAX })}
          slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'monospace', fontSize: 14 } } }}
        />
      </Box>
    </Stack>
  );
}
