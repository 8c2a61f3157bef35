import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { KycDocument } from '../../resources/kycGroup';
import { ActionControl } from '../resource-ui/ActionControl';
import type { PanelProps } from '../resource-ui/types';
import { KycDocumentRow } from './KycDocumentRow';
import { panelActionSpec } from './panelAction';

const HEADERS = ['documentType', 'documentStatus', 'comments', 'created', 'updated', 'actions'] as const;

/**
 * A KYC row's panel (001 §2): the Full Check button, the documents with their status buttons and
 * on-demand images, and the player's other accounts (previousAccountsCodes).
 */
export function KycDocumentsPanel({ record, definition }: PanelProps) {
  const translate = useTranslate();
  const documents = (record.playerDocuments ?? []) as KycDocument[];
  const others = (record.previousAccountsCodes ?? []) as string[];
  const setStatus = panelActionSpec(definition, 'setDocumentStatus');
  return (
    <Stack spacing={2} data-testid="kyc-documents">
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {translate('app.panels.kyc.documents')}
        </Typography>
        <ActionControl spec={panelActionSpec(definition, 'fullCheck')} definition={definition} record={record} target={{ id: record.id }} />
      </Stack>
      {documents.length === 0 ? (
        <Typography variant="body2">{translate('app.panels.kyc.noDocuments')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('app.panels.kyc.documents')}>
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableCell key={header}>{translate(`app.panels.kyc.${header}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.map((document) => (
              <KycDocumentRow key={document.id} resource={definition.name} record={record} document={document} setStatus={setStatus} />
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle2" component="h3">
        {translate('app.panels.kyc.otherAccounts')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {others.length === 0 ? (
          <Typography variant="body2">–</Typography>
        ) : (
          others.map((code) => <Chip key={code} size="small" label={code} />)
        )}
      </Stack>
    </Stack>
  );
}
