import CategoryIcon from '@mui/icons-material/Category';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useListContext, useLocale, useTranslate } from 'ra-core';
import { useState } from 'react';
import { NewArticleButton } from '../articles/NewArticleButton';
import { categoryName } from './categoryName';
import { HelpCategoriesDialog } from './HelpCategoriesDialog';
import { useHelpCategories } from './useHelpCategories';

/**
 * Above the help-centre articles (`list.header`): a new article, the categories dialog, and a
 * chip per category (with its article count) that shows only its articles; All shows every one.
 */
export function HelpCenterListHeader() {
  const translate = useTranslate();
  const locale = useLocale();
  const { filterValues, setFilters } = useListContext();
  const { data = [] } = useHelpCategories();
  const [managing, setManaging] = useState(false);
  const selected = filterValues.categoryId === undefined ? undefined : Number(filterValues.categoryId);
  const choose = (categoryId: number | undefined) => {
    const { categoryId: _dropped, ...rest } = filterValues;
    setFilters(categoryId === undefined ? rest : { ...rest, categoryId }, undefined, false);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <NewArticleButton />
        <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => setManaging(true)} data-testid="manage-categories">
          {translate('app.helpCenter.categories')}
        </Button>
      </Stack>
      {/* The chips take one line that scrolls sideways where they do not fit: the table keeps its
          room, and the header keeps its height when the categories' names and counts arrive. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'nowrap', overflowX: 'auto', '& > *': { flexShrink: 0 } }}
        role="group"
        aria-label={translate('resources.help-center.fields.categoryId')}
      >
        <Chip
          label={translate('app.helpCenter.allCategories')}
          color={selected === undefined ? 'primary' : 'default'}
          onClick={() => choose(undefined)}
        />
        {data.map((category) => (
          <Chip
            key={category.id}
            label={`${categoryName(category, locale)} (${category.articles})`}
            color={selected === category.id ? 'primary' : 'default'}
            variant={selected === category.id ? 'filled' : 'outlined'}
            onClick={() => choose(category.id)}
            aria-pressed={selected === category.id}
            data-testid={`category-chip-${category.code}`}
          />
        ))}
      </Stack>
      {managing && <HelpCategoriesDialog onClose={() => setManaging(false)} />}
    </Stack>
  );
}
