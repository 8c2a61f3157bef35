import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { KycDocument } from '../../resources/kycGroup';
import type { BackofficeDataProvider } from '../data/types';
import { enumColor } from '../resource-ui/enumColor';
import { formatDateTime } from '../format';
import type { ActionSpec, AnyRecord } from '../resource-ui/types';
import { useEnumLabel } from '../resource-ui/useEnumLabel';
import { useRunAction } from '../resource-ui/useRunAction';
import { documentImageSrc } from './documentImage';

export interface KycDocumentRowProps {
  resource: string;
  /** The KYC row (its id is the player id). */
  record: AnyRecord;
  document: KycDocument;
  setStatus: ActionSpec;
}

/** One KYC document: type, status, comments, dates, ACCEPTED/REJECTED buttons and the on-demand image. */
export function KycDocumentRow({ resource, record, document, setStatus }: KycDocumentRowProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const enumLabel = useEnumLabel();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [run, running] = useRunAction(resource);
  const [image, setImage] = useState<string | undefined>(document.image ? documentImageSrc(document.image) : undefined);
  const [loading, setLoading] = useState(false);
  const showImage = async () => {
    setLoading(true);
    try {
      const { data } = await dataProvider.runAction(resource, 'loadDocumentImage', { id: record.id, input: { documentId: document.id } });
      setImage(documentImageSrc(data));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  const decide = (documentStatus: 'ACCEPTED' | 'REJECTED') =>
    void run(setStatus, { id: record.id }, { documentId: document.id, documentStatus });
  return (
    <TableRow data-testid={`kyc-document-${document.id}`}>
      <TableCell>{enumLabel('kycDocumentType', document.documentType)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={enumColor(document.documentStatus)}
          label={enumLabel('kycDocumentStatus', document.documentStatus)}
        />
      </TableCell>
      <TableCell>{document.comments ?? ''}</TableCell>
      <TableCell>{formatDateTime(document.created)}</TableCell>
      <TableCell>{formatDateTime(document.updated)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button size="small" color="success" variant="outlined" disabled={running} onClick={() => decide('ACCEPTED')}>
            {enumLabel('kycDocumentDecision', 'ACCEPTED')}
          </Button>
          <Button size="small" color="error" variant="outlined" disabled={running} onClick={() => decide('REJECTED')}>
            {enumLabel('kycDocumentDecision', 'REJECTED')}
          </Button>
          {image ? (
            <img
              src={image}
              alt={`${translate('app.panels.kyc.image')} ${enumLabel('kycDocumentType', document.documentType)}`}
              style={{ maxWidth: 240, maxHeight: 240 }}
            />
          ) : (
            <Button size="small" onClick={() => void showImage()} disabled={loading}>
              {translate('app.panels.kyc.showImage')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
