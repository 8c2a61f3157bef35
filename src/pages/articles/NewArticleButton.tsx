import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useResourceContext, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';

/** "New article": opens the article form of the current list's resource (`/news/create`). */
export function NewArticleButton() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`/${resource}/create`} data-testid="new-article">
      {translate(`app.articles.new.${resource}`)}
    </Button>
  );
}
