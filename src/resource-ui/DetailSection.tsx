import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { SpecCell } from './SpecCell';
import type { AnyRecord, SectionSpec } from './types';
import { useAudience } from './useAudience';

export interface DetailSectionProps {
  section: SectionSpec;
  record: AnyRecord;
}

/**
 * A titled card of labelled fields of a record, three to a row from the medium breakpoint, each
 * field drawn by its cell in detail mode; fields marked `only` for another audience are left out.
 *
 * @example
 * <DetailSection section={{ title: 'resources.betslips.sections.stake', fields }} record={record} />
 */
export function DetailSection({ section, record }: DetailSectionProps) {
  const translate = useTranslate();
  const visible = useAudience();
  return (
    <Card variant="outlined" component="section" aria-label={translate(section.title)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(section.title)}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {section.fields.filter(visible).map((field) => (
            <Box key={field.label} data-testid={`field-${field.label.split('.fields.').pop()}`}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(field.label)}
              </Typography>
              <SpecCell spec={field} record={record} detail />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
