import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { ExportProgress } from './ExportProgress';
import { useCsvExport, type CsvExportOptions } from './useCsvExport';

/** Props of {@link ExportButton}: the export's columns, page budget and data source. */
export type ExportButtonProps = CsvExportOptions;

/**
 * The list's download menu (002 §2): Current page, or All pages (First N pages when the list
 * holds more than `reportPagesExportSize` pages), streamed with a progress bar.
 *
 * @example
 * <ExportButton columns={[{ source: 'id', label: 'resources.betslip.fields.id' }]} reportPagesExportSize={10} />
 */
export function ExportButton(props: ExportButtonProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { exportCurrentPage, exportAllPages, cancel, progress, limited } = useCsvExport(props);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        disabled={Boolean(progress)}
      >
        {translate('app.export.download')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            exportCurrentPage();
          }}
        >
          {translate('app.export.currentPage')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void exportAllPages();
          }}
        >
          {limited
            ? translate('app.export.firstPages', { count: props.reportPagesExportSize })
            : translate('app.export.allPages')}
        </MenuItem>
      </Menu>
      <ExportProgress progress={progress} onCancel={cancel} />
    </>
  );
}
