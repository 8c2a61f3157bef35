/** The limit and exclusion dialogs on react-hook-form: the declared rules under the fields, trimmed values saved. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import en from '../../../i18n/en.json';
import type { PlayerLimits } from '../../../resources/playerLimits';
import { ExclusionDialog } from '../../../src/pages/limits/ExclusionDialog';
import { LimitDialog } from '../../../src/pages/limits/LimitDialog';
import { PlainLimitDialog } from '../../../src/pages/limits/PlainLimitDialog';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }) as typeof englishMessages, 'en', { allowMissing: true });

const wrap = (node: ReactNode) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {node}
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('LimitDialog', () => {
  it('shows the rules from the first Save on and saves the trimmed change', async () => {
    const onSave = vi.fn();
    wrap(
      <LimitDialog name="selfProtectionDailyDepositLimit" current={null} defaultLimit={500} onCancel={() => undefined} onSave={onSave} />,
    );
    fireEvent.change(screen.getByTestId('limit-value'), { target: { value: '600' } });
    expect(screen.queryByText('Limit should be lower than the default!')).toBeNull();
    fireEvent.click(screen.getByTestId('limit-save'));
    expect(await screen.findByText('Limit should be lower than the default!')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('limit-save')).toBeDisabled());
    fireEvent.change(screen.getByTestId('limit-value'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('limit-description'), { target: { value: ' daily cap ' } });
    fireEvent.change(screen.getByTestId('limit-reason'), { target: { value: 'asked ' } });
    await waitFor(() => expect(screen.getByTestId('limit-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('limit-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ limit: 500, description: 'daily cap', reason: 'asked' }));
    expect(screen.queryByText('Required')).toBeNull();
  });
});

describe('PlainLimitDialog', () => {
  it('refuses a negative value as it is typed and clears with an empty one', async () => {
    const onSave = vi.fn();
    wrap(<PlainLimitDialog name="selfProtectionDailyLossLimit" value={10} onCancel={() => undefined} onSave={onSave} />);
    const input = screen.getByDisplayValue('10');
    fireEvent.change(input, { target: { value: '-1' } });
    expect(await screen.findByText('Limit should be positive!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null));
  });
});

describe('ExclusionDialog', () => {
  const record = { id: 1, isExcluded: false, selfProtectionExcludeUntil: null } as unknown as PlayerLimits;

  it('requires a time frame, reason and description, then sends the duration', async () => {
    const onSave = vi.fn();
    wrap(<ExclusionDialog record={record} onCancel={() => undefined} onSave={onSave} />);
    fireEvent.click(screen.getByTestId('exclusion-submit'));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('exclusion-time-frame'), { target: { value: 'P7D' } });
    fireEvent.change(screen.getByTestId('exclusion-reason'), { target: { value: 'requested' } });
    fireEvent.change(screen.getByTestId('exclusion-description'), { target: { value: ' by phone ' } });
    fireEvent.click(screen.getByTestId('exclusion-submit'));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        limitName: 'selfProtectionExcludeUntil',
        limit: 'P7D',
        description: 'by phone',
        reason: 'requested',
      }),
    );
  });
});
