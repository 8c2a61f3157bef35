import { currencyMark, formatMoney } from '../../../resources/money';
import { fixListUrl } from '../../../src/resource-ui/listUrl';
import { pruneFilter } from '../../../src/data/wireFilter';
import { betslip } from '../../../resources/betslip';
import type { Resource } from '../../../resources/model';
import { tableLayout } from '../../../src/resource-ui/tableLayout';
import { MoneyCell } from '../../../src/resource-ui/cells/MoneyCell';
import { DateTimeCell } from '../../../src/resource-ui/cells/DateTimeCell';
import { PlayerLinkCell } from '../../../src/resource-ui/cells/PlayerLinkCell';
import { TextCell } from '../../../src/resource-ui/cells/TextCell';
import type { FilterSpec } from '../../../src/resource-ui/types';

describe('formatMoney', () => {
  it('two decimals with the language decimal separator and no grouping (000 §9), then the symbol or code', () => {
    expect(formatMoney(1234567.5, 'en', 'EUR')).toBe('1234567.50\u00a0EUR');
    expect(formatMoney(1234567.5, 'de', { code: 'EUR', currencySymbol: '€' })).toBe('1234567,50\u00a0€');
    expect(formatMoney(-0.5, 'fr', 'EUR')).toBe('-0,50\u00a0EUR');
    expect(formatMoney(1234.5, 'ru')).toBe('1234,50');
    expect(formatMoney(12, 'pseudo', 'TRY')).toBe('12.00\u00a0TRY');
  });

  it('prefers the symbol, falls back to the code, and to nothing', () => {
    expect(currencyMark({ code: 'EUR', currencySymbol: '€' })).toBe('€');
    expect(currencyMark({ code: 'EUR', currencySymbol: null })).toBe('EUR');
    expect(currencyMark(undefined)).toBe('');
  });
});

describe('fixListUrl', () => {
  const filters: FilterSpec[] = [{ source: 'playerUsername', type: 'input', label: 'x', search: true }];
  const sortable = new Set(['created', 'id']);
  const prune = (filter: Record<string, unknown>) => pruneFilter(betslip as unknown as Resource, filter);

  it('moves prefill parameters into the filter JSON before the first request', () => {
    const fix = fixListUrl('?id=7&search=ana', { id: 'id', search: 'search' }, filters, sortable, prune);
    expect(fix?.unknownSort).toBeUndefined();
    expect(new URLSearchParams(fix!.search).get('filter')).toBe('{"id":"7","playerUsername":"ana"}');
  });

  it('drops an unknown sort field and names it; a valid URL needs no fix', () => {
    expect(fixListUrl('?sort=nonexistent&order=ASC&page=2', undefined, filters, sortable, prune)).toEqual({
      search: '?page=2',
      unknownSort: 'nonexistent',
    });
    expect(fixListUrl('?sort=id&order=ASC', undefined, filters, sortable, prune)).toBeUndefined();
  });

  it('drops filters the list does not have and names them, keeping the others', () => {
    const url = (filter: object) => `?${new URLSearchParams({ filter: JSON.stringify(filter), page: '2' })}`;
    const fix = fixListUrl(url({ q: 'ana', betslipType: 'SYSTEM', 'bad key': 1 }), undefined, filters, sortable, prune);
    expect(fix?.unknownFilters).toEqual(['q', 'bad key']);
    expect(new URLSearchParams(fix!.search).get('filter')).toBe('{"betslipType":"SYSTEM"}');
    expect(fixListUrl(url({ q: 'ana' }), undefined, filters, sortable, prune)).toEqual({ search: '?page=2', unknownFilters: ['q'] });
    expect(fixListUrl(url({ betslipType: 'SYSTEM', id: 3, playerUsername: 'ana' }), undefined, filters, sortable, prune)).toBeUndefined();
  });
});

describe('tableLayout', () => {
  it('sizes columns by content type and keeps the identifying columns sticky', () => {
    const layout = tableLayout(
      [
        { source: 'id', cell: PlayerLinkCell },
        { source: 'playerCode.playerUsername', cell: TextCell },
        { source: 'created', cell: DateTimeCell },
        { source: 'totalBalance.value', cell: MoneyCell },
        { source: 'firstName', cell: TextCell },
      ],
      { expandable: true, selectable: false, editable: false },
    );
    expect(layout.template).toBe('48px 88px minmax(168px, 1fr) 124px 136px minmax(168px, 2fr)');
    expect(layout.align).toEqual(['left', 'left', 'left', 'right', 'left']);
    expect(layout.sticky).toEqual([
      { left: 0, last: false },
      { left: 48, last: false },
      { left: 136, last: true, fromWidth: 900 },
    ]);
  });
});
