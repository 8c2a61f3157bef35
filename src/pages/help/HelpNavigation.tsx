import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { PublishedHelpCenter } from '../../../resources/helpArticle';

export interface HelpNavigationProps {
  categories: PublishedHelpCenter['categories'];
  /** The article shown, if any. */
  selected?: number;
  onSelect: (articleId: number) => void;
  label: string;
}

/** The help centre's table of contents: each category's articles, the shown one marked. */
export function HelpNavigation({ categories, selected, onSelect, label }: HelpNavigationProps) {
  return (
    <List component="nav" aria-label={label} dense disablePadding>
      {categories.map((category) => (
        <li key={category.id}>
          <ul style={{ padding: 0 }}>
            <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>{category.name}</ListSubheader>
            {category.articles.map((article) => (
              <ListItemButton
                key={article.id}
                selected={article.id === selected}
                aria-current={article.id === selected ? 'page' : undefined}
                onClick={() => onSelect(article.id)}
                data-testid={`help-link-${article.id}`}
              >
                <ListItemText primary={article.title} />
              </ListItemButton>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
