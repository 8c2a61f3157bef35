import Stack from '@mui/material/Stack';
import { NewArticleButton } from './NewArticleButton';

/** Above the news list (`list.header`): the button writing a new article. */
export function NewsListHeader() {
  return (
    <Stack direction="row" spacing={1}>
      <NewArticleButton />
    </Stack>
  );
}
