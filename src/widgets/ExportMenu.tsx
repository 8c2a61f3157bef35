import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { ToolbarButton } from './ToolbarButton';
import { useTranslate } from 'ra-core';
import { ExportProgress } from './ExportProgress';
import { useCsvExport, type CsvExportOptions } from './useCsvExport';

/** Props of {@link ExportMenu}: the export's columns, page budget and data source. */
export type ExportMenuProps = CsvExportOptions;

/**
 * The download menu of any list (002 §2): Current page, or All pages (First N pages when the list
 * holds more than `reportPagesExportSize` pages), streamed with a progress bar. A generated list
 * uses it through {@link ListExportButton} (src/resource-ui), which supplies the columns and the
 * server's report call.
 *
 * @example
 * <ExportMenu columns={[{ source: 'id', kind: 'integer', label: 'resources.betslip.fields.id' }]} reportPagesExportSize={10} />
 */
export function ExportMenu(props: ExportMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { exportCurrentPage, exportAllPages, cancel, progress, limited } = useCsvExport(props);
  const close = () => setAnchor(null);
  return (
    <>
      <ToolbarButton
        icon={<DownloadIcon />}
        label={translate('app.export.download')}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        disabled={Boolean(progress)}
      />
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
          {limited ? translate('app.export.firstPages', { count: props.reportPagesExportSize }) : translate('app.export.allPages')}
        </MenuItem>
      </Menu>
      <ExportProgress progress={progress} onCancel={cancel} />
    </>
  );
}
