import { expandTemplate } from '../../../resources/model';
import { linkTarget, popupSearch } from '../../../src/resource-ui/popupLink';

describe('linkTarget', () => {
  const here = { pathname: '/managers', search: '?filter=%7B%22status%22%3A%5B%22LOCKED%22%5D%7D&page=2' };

  it('sets the query parameters of a `?` link on the current page and keeps the others', () => {
    const href = expandTemplate('?open=manager-{code}', { code: 'backoffice:office1@demo.test' })!;
    const target = linkTarget(href, here) as { pathname: string; search: string };
    expect(target.pathname).toBe('/managers');
    const params = new URLSearchParams(target.search);
    expect(params.get('open')).toBe('manager-backoffice:office1@demo.test');
    expect(params.get('filter')).toBe('{"status":["LOCKED"]}');
    expect(params.get('page')).toBe('2');
    // The same address as a manager link cell's (popupSearch).
    expect(target.search).toBe(popupSearch(here.search, 'manager-backoffice:office1@demo.test'));
  });

  it('leaves a route as it is', () => {
    expect(linkTarget('/betslips/12', here)).toBe('/betslips/12');
  });
});
