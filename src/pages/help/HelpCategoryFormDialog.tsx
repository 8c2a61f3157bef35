import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { LanguageCode } from '../../../resources/enums';
import { HelpCategoryInput, type HelpCategory } from '../../../resources/helpCategory';
import type { BackofficeDataProvider } from '../../data/types';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { FormTextField } from '../../forms/FormTextField';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { notifyFailure } from '../../resource-ui/useActionCall';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

const RESOURCE = 'help-center-categories';

type Values = { code: string; sortOrder: number | string; names: Record<string, string> };

export interface HelpCategoryFormDialogProps {
  /** The category to change; a new one when absent, placed after `nextOrder - 1`. */
  category?: HelpCategory & { id: number };
  nextOrder: number;
  onClose: () => void;
}

/**
 * A help-centre category's code (fixed once created), place and name in every language, checked
 * with the category's rules; saved through `helpcenter/categories/add` or the category's save.
 */
export function HelpCategoryFormDialog({ category, nextOrder, onClose }: HelpCategoryFormDialogProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const enumLabel = useEnumLabel();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [saving, setSaving] = useState(false);
  const resolver = useMemo(() => catalogueResolver<Values>(HelpCategoryInput, catalogue), [catalogue]);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      code: category?.code ?? '',
      sortOrder: category?.sortOrder ?? nextOrder,
      names: Object.fromEntries(
        LanguageCode.options.map((code) => [code, (category?.names as Record<string, string | null>)?.[code] ?? '']),
      ),
    },
  });
  const label = (field: string) => translate(`resources.${RESOURCE}.fields.${field}`);
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const input = { ...values, sortOrder: Number(values.sortOrder) };
      if (category)
        await dataProvider.update(RESOURCE, {
          id: category.id,
          data: { sortOrder: input.sortOrder, names: input.names },
          previousData: category,
        });
      else await dataProvider.runAction(RESOURCE, 'create', { input });
      notify(category ? 'app.helpCenter.categorySaved' : 'app.helpCenter.categoryCreated', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      for (const entry of fields) form.setError(entry.path as 'code', { type: 'server', message: entry.message });
      if (fields.length === 0) notifyFailure(notify, error);
    } finally {
      setSaving(false);
    }
  });
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="help-category-title">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id="help-category-title">
            {category ? translate('app.helpCenter.editCategory', { code: category.code }) : translate('app.helpCenter.newCategory')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField<Values>
                  name="code"
                  label={label('code')}
                  required
                  disabled={Boolean(category)}
                  hint={translate('app.helpCenter.codeRule')}
                  sx={{ flex: 2 }}
                />
                <FormTextField<Values> name="sortOrder" label={label('sortOrder')} type="number" required sx={{ flex: 1 }} />
              </Stack>
              {LanguageCode.options.map((code) => (
                <FormTextField<Values>
                  key={code}
                  name={`names.${code}`}
                  label={translate('app.helpCenter.nameIn', { language: enumLabel('language', code) })}
                  required={code === 'en'}
                  fullWidth
                  size="small"
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving} data-testid="category-save">
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
