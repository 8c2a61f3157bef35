/**
 * Account Activity on the player profile reads the account history in each shape the
 * specification allows ("grouped by key", 002 §7): the reference server's groups, or a plain list
 * of rows that the console groups by day itself.
 */
import { screen, within } from '@testing-library/react';
import { AccountActivity } from '../../../src/pages/statistics/AccountActivity';
import { createGeneratedDataProvider } from '../../../src/generated/dataProvider';
import { DEFAULT_API_PROFILE } from '../../../src/data/apiProfile';
import { accountHistorySample } from '../../unit/resources/samples';
import { fakeFetch } from '../../unit/data/fakeFetch';
import { renderWithAdmin } from '../resource-ui/harness';

const rows = [
  { ...accountHistorySample, id: 3, created: '2026-10-25T12:00:00Z' },
  { ...accountHistorySample, id: 2, created: '2026-10-25T08:00:00Z' },
  { ...accountHistorySample, id: 1, created: '2026-10-24T10:00:00Z' },
];

const providerAnswering = (payload: unknown) =>
  createGeneratedDataProvider({
    getOperator: () => 'op1',
    getToken: () => 't',
    getLanguage: () => 'en',
    getTimeZone: () => 'UTC',
    fetch: fakeFetch({ body: { success: true, payload } }).fetch,
    contractCheck: 'off',
    apiProfile: DEFAULT_API_PROFILE,
  });

describe('Account Activity', () => {
  it.each([
    [
      'the groups of the reference server',
      {
        groups: [
          { key: '2026-10-25', content: rows.slice(0, 2) },
          { key: '2026-10-24', content: rows.slice(2) },
        ],
        totalElements: 3,
      },
    ],
    ['a plain list of rows', rows],
    ['a page without groups', { content: rows, totalElements: 3 }],
  ])('shows the entries by day from %s', async (_, payload) => {
    renderWithAdmin(<AccountActivity playerId={7} />, { dataProvider: providerAnswering(payload) });
    const days = await screen.findAllByTestId('account-activity-day');
    expect(days).toHaveLength(2);
    const card = screen.getByTestId('account-activity');
    // The two days' headings and the three entries.
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(days.map((day) => day.textContent)).toEqual([expect.stringMatching(/25/), expect.stringMatching(/24/)]);
  });
});
