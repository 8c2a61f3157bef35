/** The virtual table's plain controls, its header and its enum chips, drawn without a styled component each. */
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import type { CSSObject } from '@mui/system';
import { useState } from 'react';
import { EnumCell } from '../../../src/resource-ui/cells/EnumCell';
import { TextCell } from '../../../src/resource-ui/cells/TextCell';
import { ENUM_CHIP_CLASS, enumChipStyles } from '../../../src/resource-ui/enumChip';
import type { CellProps, ColumnSpec } from '../../../src/resource-ui/types';
import { VirtualTable } from '../../../src/resource-ui/VirtualTable';
import { buildTheme } from '../../../src/shell/theme';
import { renderWithAdmin, stubViewport } from './harness';

const columns = [
  { source: 'firstName', label: 'resources.players.fields.firstName', cell: TextCell, sortable: true, sortField: 'firstName' },
  {
    source: 'status',
    label: 'resources.players.fields.status',
    cell: EnumCell,
    sortable: false,
    sortField: 'status',
    enumName: 'userState',
  },
] as unknown as ColumnSpec[];

const data = [
  { id: 1, firstName: 'Ann', status: 'ENABLED' },
  { id: 2, firstName: 'Bob', status: 'LOCKED' },
  { id: 3, firstName: 'Cy', status: 'SOMETHING_ELSE' },
];

describe('VirtualTable', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stubViewport();
  });
  afterEach(() => restore());

  function renderTable(overrides: Partial<Parameters<typeof VirtualTable>[0]> = {}) {
    const handlers = { onSort: vi.fn(), onToggleItem: vi.fn(), onSelectAll: vi.fn(), onEdit: vi.fn(), onRowClick: vi.fn() };
    renderWithAdmin(
      <VirtualTable
        columns={columns}
        data={data}
        sort={{ field: 'firstName', order: 'ASC' }}
        selectedIds={[2]}
        renderPanel={(record) => <div>panel of {String(record.firstName)}</div>}
        height={400}
        {...handlers}
        {...overrides}
      />,
    );
    return handlers;
  }

  it('selects, edits and expands a row with native controls, and the row click stays out of them', async () => {
    const handlers = renderTable();
    const ann = await screen.findByRole('checkbox', { name: 'Select this row 1' });
    expect(ann).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select this row 2' })).toBeChecked();
    fireEvent.click(ann);
    expect(handlers.onToggleItem).toHaveBeenCalledWith(1);

    const row = screen.getByTestId('row-1');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));

    const expand = screen.getByTestId('expand-1');
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(expand);
    expect(await screen.findByText('panel of Ann')).toBeInTheDocument();
    expect(screen.getByTestId('expand-1')).toHaveAttribute('aria-expanded', 'true');
    expect(handlers.onRowClick).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByText('Ann'));
    expect(handlers.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('sorts by a sortable header and selects all from the header checkbox', async () => {
    const handlers = renderTable();
    const header = await screen.findByTestId('header-firstName');
    expect(header).toHaveClass('vt-hcell');
    fireEvent.click(within(header).getByRole('button'));
    expect(handlers.onSort).toHaveBeenCalledWith({ field: 'firstName', order: 'DESC' });
    expect(within(screen.getByTestId('header-status')).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(handlers.onSelectAll).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('asks the browser for the height of an expanded row only: a row alone has the fixed height', async () => {
    const measured: Element[] = [];
    const original = Element.prototype.getBoundingClientRect;
    const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      measured.push(this);
      return original.call(this);
    });
    const positioned = () =>
      measured.filter((element) => element.classList.contains('vt-position')).map((element) => element.getAttribute('data-index'));
    try {
      renderTable();
      await screen.findByTestId('row-3');
      expect(positioned()).toEqual([]);
      // Rows that start expanded (all but the one without a panel) are measured as they mount.
      measured.length = 0;
      renderTable({ expandedByDefault: true, canExpand: (record) => record.id !== 2 });
      await screen.findAllByText('panel of Cy');
      expect(new Set(positioned())).toEqual(new Set(['0', '2']));
    } finally {
      spy.mockRestore();
    }
  });

  it('renders only the rows whose own props changed when the table renders again', async () => {
    const rendered: unknown[] = [];
    function CountingCell({ record }: { record: Record<string, unknown> }) {
      rendered.push(record.id);
      return <span>{String(record.firstName)}</span>;
    }
    const counted = [{ ...columns[0], cell: CountingCell }] as unknown as ColumnSpec[];
    function Host() {
      const [selected, setSelected] = useState<number[]>([2]);
      const [height, setHeight] = useState(400);
      return (
        <>
          <button type="button" onClick={() => setSelected([2, 3])}>
            select three
          </button>
          <button type="button" onClick={() => setHeight(420)}>
            taller
          </button>
          {/* A new columns array and new callbacks on every render, as a list view gives them. */}
          <VirtualTable
            columns={counted.filter(() => true)}
            data={data}
            sort={{ field: 'firstName', order: 'ASC' }}
            onSort={() => undefined}
            selectedIds={selected}
            onToggleItem={() => undefined}
            onRowClick={() => undefined}
            onSelectAll={() => undefined}
            height={height}
          />
        </>
      );
    }
    renderWithAdmin(<Host />);
    await screen.findByTestId('row-3');
    rendered.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'select three' }));
    expect(await screen.findByRole('checkbox', { name: 'Select this row 3' })).toBeChecked();
    expect(rendered).toEqual([3]);
    rendered.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'taller' }));
    await vi.waitFor(() => expect(screen.getByTestId('resource-table')).toHaveStyle({ height: '420px' }));
    expect(rendered).toEqual([]);
  });

  it('draws enum values as plain chips with their label, colour and value', async () => {
    renderTable();
    const enabled = (await screen.findByText('Enabled')).closest(`.${ENUM_CHIP_CLASS}`);
    expect(enabled).toHaveAttribute('data-color', 'success');
    expect(enabled).toHaveAttribute('data-value', 'ENABLED');
    expect(screen.getByText('Locked').closest(`.${ENUM_CHIP_CLASS}`)).toHaveAttribute('data-color', 'error');
    // A value without a colour of its own is a neutral chip.
    const other = screen.getByTestId('row-3').querySelector(`.${ENUM_CHIP_CLASS}`);
    expect(other).not.toHaveAttribute('data-color');
    expect(other).toHaveAttribute('data-value', 'SOMETHING_ELSE');
  });

  it('leaves the rows be when the address changes: only a linked cell reads it', async () => {
    const renders = { plain: 0, linked: 0 };
    const counted = (kind: keyof typeof renders) =>
      function CountedCell(props: CellProps) {
        renders[kind]++;
        return <TextCell {...props} />;
      };
    const counting = [
      { source: 'firstName', label: 'resources.players.fields.firstName', cell: counted('plain'), sortable: false, sortField: 'firstName' },
      {
        source: 'status',
        label: 'resources.players.fields.status',
        cell: counted('linked'),
        sortable: false,
        sortField: 'status',
        link: [{ to: '?open=player-{id}' }],
      },
    ] as unknown as ColumnSpec[];
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    const sort = { field: 'firstName', order: 'ASC' } as const;
    const onSort = () => undefined;
    renderWithAdmin(
      <>
        <Navigator />
        <VirtualTable columns={counting} data={data} sort={sort} onSort={onSort} />
      </>,
      { path: '/players' },
    );
    expect(renders).toEqual({ plain: 3, linked: 3 });
    expect(within(screen.getByTestId('row-2')).getByRole('link', { name: 'LOCKED' }).getAttribute('href')).toBe('/players?open=player-2');
    await act(async () => navigate('/players?filter=%7B%7D'));
    // The links follow the address; no cell renders again.
    expect(within(screen.getByTestId('row-2')).getByRole('link', { name: 'LOCKED' }).getAttribute('href')).toBe(
      '/players?filter=%7B%7D&open=player-2',
    );
    expect(renders).toEqual({ plain: 3, linked: 3 });
  });

  it('mounts a full-page table without asking for a layout, and fits it to the window in the next frame', async () => {
    // Every read that makes the browser lay the page out, and every scroll, counted while mounting.
    const reads: string[] = [];
    const spied: Array<[object, string, PropertyDescriptor | undefined]> = [];
    const watch = (target: object, key: string) => {
      const own = Object.getOwnPropertyDescriptor(target, key);
      spied.push([target, key, own]);
      const original = own?.get ?? (() => 0);
      Object.defineProperty(target, key, {
        configurable: true,
        get(this: unknown) {
          reads.push(key);
          return original.call(this);
        },
      });
    };
    for (const key of ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth']) watch(HTMLElement.prototype, key);
    watch(Element.prototype, 'scrollTop');
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const scroll = vi.fn();
    const scrollTo = Element.prototype.scrollTo;
    Element.prototype.scrollTo = scroll;
    try {
      renderWithAdmin(<VirtualTable columns={columns} data={data} sort={{ field: 'firstName', order: 'ASC' }} onSort={() => undefined} />);
      expect(screen.getByTestId('row-3')).toBeInTheDocument();
      expect({ reads, rect: rect.mock.calls.length, scroll: scroll.mock.calls.length }).toEqual({ reads: [], rect: 0, scroll: 0 });
      expect(screen.getByTestId('resource-table').style.height).toBe('');

      // The next frame measures where the table starts: it then ends 64 px above the window's bottom.
      const top = 120;
      rect.mockReturnValue({ top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) });
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(getComputedStyle(screen.getByTestId('resource-table')).height).toBe(`${window.innerHeight - top - 64}px`);
    } finally {
      rect.mockRestore();
      Element.prototype.scrollTo = scrollTo;
      for (const [target, key, own] of spied) {
        if (own) Object.defineProperty(target, key, own);
        else delete (target as Record<string, unknown>)[key];
      }
    }
  });
});

describe('enum chip rules', () => {
  it("are MUI's small outlined chip in each enum colour, installed with the page's baseline styles", () => {
    const theme = createTheme(buildTheme(false, {}) as ThemeOptions);
    const rules = enumChipStyles(theme)[`.${ENUM_CHIP_CLASS}`] as CSSObject;
    expect(rules).toMatchObject({ height: 24, borderRadius: 12, paddingLeft: 7, paddingRight: 7, fontSize: theme.typography.pxToRem(13) });
    expect(rules.border).toBe(`1px solid ${theme.palette.grey[400]}`);
    expect(rules['&[data-color="success"]']).toEqual({ color: theme.palette.success.main, borderColor: expect.stringContaining('0.7') });
    const dark = createTheme(buildTheme(true, {}) as ThemeOptions);
    expect((enumChipStyles(dark)[`.${ENUM_CHIP_CLASS}`] as CSSObject).border).toBe(`1px solid ${dark.palette.grey[700]}`);
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as (theme: unknown) => CSSObject;
    expect(Object.keys(baseline(theme))).toContain(`.${ENUM_CHIP_CLASS}`);
  });
});
