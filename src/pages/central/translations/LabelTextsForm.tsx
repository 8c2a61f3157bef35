import { Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LABEL_LANGUAGES, LABEL_TEXT_MAX, type LabelLanguage, type Translation } from '../../../../resources/translations';
import type { BackofficeDataProvider } from '../../../data/types';
import { serverFieldErrors } from '../../../forms/serverFieldErrors';

type Texts = Record<LabelLanguage, string>;

const textsOf = (label: Translation): Texts => Object.fromEntries(LABEL_LANGUAGES.map((lang) => [lang, label[lang] ?? ''])) as Texts;

export interface LabelTextsFormProps {
  label: Translation;
  onSaved: (label: Translation) => void;
}

/**
 * A label's text in each language, the default text under each, languages without a text marked;
 * "Use default" copies the default in, and Save sends every language (`POST translations/save`,
 * an empty text removes that language).
 *
 * @example <LabelTextsForm label={label} onSaved={setLabel} />
 */
export function LabelTextsForm({ label, onSaved }: LabelTextsFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [texts, setTexts] = useState<Texts>(() => textsOf(label));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const saved = textsOf(label);
  const dirty = LABEL_LANGUAGES.some((lang) => texts[lang] !== saved[lang]);
  const save = async () => {
    setSaving(true);
    try {
      const input = { operatorCode: label.operatorCode, labelType: label.labelType, code: label.code, ...texts };
      const { record } = await dataProvider.runAction('translations', 'save', { input });
      setErrors({});
      notify('app.translations.saved', { type: 'success', messageArgs: { code: label.code } });
      onSaved(record as unknown as Translation);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(fields.map((entry) => [entry.path, entry.message])));
      if (fields.length === 0) notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {LABEL_LANGUAGES.map((lang) => {
          const fallback = label.defaults?.[lang];
          const missing = texts[lang].trim() === '';
          const tooLong = texts[lang].length > LABEL_TEXT_MAX;
          const hint = missing
            ? translate(fallback ? 'app.translations.missingWithDefault' : 'app.translations.missingText', { text: fallback ?? '' })
            : fallback
              ? translate('app.translations.defaultText', { text: fallback })
              : undefined;
          return (
            <Stack key={lang} spacing={0.5}>
              <TextField
                size="small"
                label={translate(`enums.language.${lang}`)}
                value={texts[lang]}
                onChange={(event) => setTexts((current) => ({ ...current, [lang]: event.target.value }))}
                multiline
                minRows={label.labelType === 'TICKET' && label.code === 'footer' ? 2 : 1}
                color={missing ? 'warning' : undefined}
                focused={missing ? true : undefined}
                error={Boolean(errors[lang]) || tooLong}
                helperText={errors[lang] ?? (tooLong ? translate('app.validation.maxLength', { max: LABEL_TEXT_MAX }) : hint)}
                slotProps={{ htmlInput: { 'data-testid': `label-text-${lang}`, lang } }}
              />
              {fallback && texts[lang] !== fallback && (
                <Box>
                  <Button size="small" onClick={() => setTexts((current) => ({ ...current, [lang]: fallback }))}>
                    {translate('app.translations.useDefault')}
                  </Button>
                </Box>
              )}
            </Stack>
          );
        })}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!dirty || saving} onClick={() => void save()} data-testid="label-save">
          {translate('ra.action.save')}
        </Button>
        <Button color="inherit" disabled={!dirty} onClick={() => setTexts(saved)}>
          {translate('app.operators.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
