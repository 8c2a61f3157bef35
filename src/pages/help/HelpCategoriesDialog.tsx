import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useLocale, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import type { HelpCategory } from '../../../resources/helpCategory';
import { ListError } from '../../resource-ui/ListError';
import { useActionCall } from '../../resource-ui/useActionCall';
import { categoryName } from './categoryName';
import { HelpCategoryFormDialog } from './HelpCategoryFormDialog';
import { useHelpCategories } from './useHelpCategories';

type Category = HelpCategory & { id: number };

/**
 * The help centre's categories (`helpcenter/categories`): their order, code, name in the page
 * language and articles, to add, change and delete (only a category without articles).
 */
export function HelpCategoriesDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data = [], isPending, error, refetch } = useHelpCategories();
  const [editing, setEditing] = useState<Category | 'new'>();
  const [deleting, setDeleting] = useState<Category>();
  const { call, busy } = useActionCall('help-center-categories');
  const label = (field: string) => translate(`resources.help-center-categories.fields.${field}`);
  const remove = async (category: Category) => {
    await call('remove', { id: category.id, input: {} }, 'app.helpCenter.categoryDeleted');
    setDeleting(undefined);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="help-categories-title">
      <DialogTitle id="help-categories-title">{translate('app.helpCenter.categories')}</DialogTitle>
      <DialogContent>
        {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {error && <ListError error={error} onRetry={() => void refetch()} />}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="help-categories">
            <TableHead>
              <TableRow>
                <TableCell>{label('sortOrder')}</TableCell>
                <TableCell>{label('code')}</TableCell>
                <TableCell>{translate('app.helpCenter.name')}</TableCell>
                <TableCell align="right">{label('publishedArticles')}</TableCell>
                <TableCell align="right">{label('articles')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((category) => (
                <TableRow key={category.id} data-testid={`help-category-${category.code}`}>
                  <TableCell>{category.sortOrder}</TableCell>
                  <TableCell>{category.code}</TableCell>
                  <TableCell>{categoryName(category, locale)}</TableCell>
                  <TableCell align="right">{category.publishedArticles}</TableCell>
                  <TableCell align="right">{category.articles}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={translate('app.helpCenter.editCategory', { code: category.code })}
                      onClick={() => setEditing(category)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <Tooltip title={category.articles > 0 ? translate('app.helpCenter.categoryInUse') : ''}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={translate('app.helpCenter.deleteCategory', { code: category.code })}
                          disabled={busy || category.articles > 0}
                          onClick={() => setDeleting(category)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mr: 'auto' }} data-testid="new-category">
          {translate('app.helpCenter.newCategory')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {editing && (
        <HelpCategoryFormDialog
          category={editing === 'new' ? undefined : editing}
          nextOrder={Math.max(0, ...data.map((category) => category.sortOrder)) + 1}
          onClose={() => setEditing(undefined)}
        />
      )}
      <Confirm
        isOpen={deleting !== undefined}
        loading={busy}
        title={translate('app.helpCenter.deleteCategory', { code: deleting?.code ?? '' })}
        content={translate('ra.message.are_you_sure')}
        onClose={() => setDeleting(undefined)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Dialog>
  );
}
