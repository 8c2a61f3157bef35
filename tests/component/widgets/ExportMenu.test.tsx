import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExportMenu } from '../../../src/widgets/ExportMenu';
import type { CsvExportParams, ExportColumn, ExportCsv } from '../../../src/widgets/useCsvExport';
import { renderInList } from './harness';

// MUI menus and pickers in jsdom are slow on a shared machine.

const columns: ExportColumn[] = [
  { source: 'id', kind: 'integer', label: 'app.test.id' },
  { source: 'amount', kind: 'amount', decimals: 2, label: 'app.test.amount' },
];

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  HTMLAnchorElement.prototype.click = vi.fn();
});

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function controlledResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const push = (text: string) => controller.enqueue(new TextEncoder().encode(text));
  return { response: new Response(body), push, close: () => controller.close(), error: (e: unknown) => controller.error(e) };
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
  return screen.findByRole('menu');
}

describe('ExportMenu', () => {
  it('offers Current page and All pages', async () => {
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={10} exportCsv={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled());
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Current page', 'All pages']);
  });

  it('says First N pages when the list holds more than N pages', async () => {
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={2} exportCsv={vi.fn()} />);
    await screen.findByTestId('filter');
    await waitFor(async () => {
      const menu = await openMenu();
      expect(within(menu).getByRole('menuitem', { name: 'First 2 pages' })).toBeInTheDocument();
    });
  });

  it('saves the current page as CSV with translated headers, amounts with two decimals', async () => {
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={2} filename="bets" exportCsv={vi.fn()} />);
    // "First 2 pages" shows once the list has loaded its rows and total.
    const menu = await openMenu();
    await within(menu).findByRole('menuitem', { name: 'First 2 pages' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Current page' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = (await blobText(saved[0])).replace(/^\uFEFF/, '');
    expect(text.startsWith('app.test.id,app.test.amount\r\n1,0.00\r\n2,1.00\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(12);
  });

  it('streams all pages through exportCsv with a visible progress bar, then saves them', async () => {
    const stream = controlledResponse();
    const exportCsv = vi.fn<ExportCsv>(async () => stream.response);
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={3} exportCsv={exportCsv} />, {
      filter: { q: 'x' },
    });
    await waitFor(() => expect(screen.getByTestId('filter')).toHaveTextContent('"q":"x"'));
    fireEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'First 3 pages' }));

    await waitFor(() => expect(exportCsv).toHaveBeenCalled());
    const [resource, params] = exportCsv.mock.calls[0] as [string, CsvExportParams];
    expect(resource).toBe('bets');
    expect(params.pagination).toEqual({ page: 1, perPage: 30 });
    expect(params.filter).toEqual({ q: 'x' });
    expect(params.headers).toEqual([
      { source: 'id', label: 'app.test.id' },
      { source: 'amount', label: 'app.test.amount' },
    ]);
    expect(params.locale).toBe('en');
    expect(params.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    const dialog = await screen.findByRole('dialog', { name: 'Exporting…' });
    stream.push('Id,Amount\r\n');
    stream.push(Array.from({ length: 15 }, (_, i) => `${i},${i}\r\n`).join(''));
    await waitFor(() => expect(within(dialog).getByText('15 of 30 rows')).toBeInTheDocument());
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    stream.push(Array.from({ length: 15 }, (_, i) => `${i + 15},${i}\r\n`).join(''));
    stream.close();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((await blobText(saved[0])).split('\r\n')).toHaveLength(32);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels a running export', async () => {
    const stream = controlledResponse();
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={10} exportCsv={async () => stream.response} />);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'All pages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exporting…' });
    stream.push('Id\r\n');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toHaveLength(0);
  });

  it('says so when the download breaks off (a failed server export), and saves nothing', async () => {
    const stream = controlledResponse();
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={10} exportCsv={async () => stream.response} />);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'All pages' }));
    await screen.findByRole('dialog', { name: 'Exporting…' });
    stream.push('Id,Amount\r\n1,0\r\n2,1\r\n');
    stream.error(new TypeError('terminated'));
    await waitFor(() =>
      expect(screen.getByTestId('notifications')).toHaveTextContent(
        'The download was interrupted by a server error and no file was saved (rows received: 2). Please try again.',
      ),
    );
    expect(saved).toHaveLength(0);
  });

  it('warns when the file holds fewer rows than the list counted', async () => {
    const stream = controlledResponse();
    renderInList(<ExportMenu columns={columns} reportPagesExportSize={2} exportCsv={async () => stream.response} />);
    // "First 2 pages" shows once the list knows its total (50 rows > 2 pages of 10): 20 rows expected.
    fireEvent.click(await within(await openMenu()).findByRole('menuitem', { name: 'First 2 pages' }));
    await screen.findByRole('dialog', { name: 'Exporting…' });
    stream.push(`Id,Amount\r\n${Array.from({ length: 18 }, (_, i) => `${i},${i}\r\n`).join('')}`);
    stream.close();
    await waitFor(() => expect(saved).toHaveLength(1));
    const notice = await screen.findByText('The file holds 18 of the 20 rows the list counted: the data changed while the export ran.');
    expect(notice).toHaveAttribute('data-type', 'warning');
  });
});
