/**
 * The Operators screen's console form: the declared rules under the fields, a live preview, and the
 * look saved with `PUT operators/{code}`.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter, memoryStore, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import en from '../../../i18n/en.json';
import type { OperatorConsole } from '../../../resources/operators';
import { ConsoleForm } from '../../../src/pages/central/operators/ConsoleForm';

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }) as typeof englishMessages, 'en', { allowMissing: true });

const record: OperatorConsole = {
  code: 'op1',
  role: 'operator',
  name: 'Demo Bet One',
  domain: 'op1.demo.test',
  currency: 'EUR',
  officeTitle: null,
  playersTitle: null,
  logoUrl: null,
  theme: { primary: '#1565c0', secondary: '#ff8f00' },
  darkTheme: false,
  gateways: 3,
  updated: '2026-01-05T10:00:00.000Z',
};

function renderForm(runAction: ReturnType<typeof vi.fn>, onSaved = vi.fn()) {
  const dataProvider = { runAction } as unknown as DataProvider;
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ConsoleForm record={record} onSaved={onSaved} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return onSaved;
}

describe('ConsoleForm', () => {
  it('names a bad colour and a bad domain, and sends nothing', async () => {
    const runAction = vi.fn();
    renderForm(runAction);
    expect(screen.getByTestId('console-preview')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('colour-primary'), { target: { value: '#12' } });
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'not a domain' } });
    fireEvent.click(screen.getByTestId('console-save'));
    expect(await screen.findByText('Enter a colour as #rrggbb')).toBeInTheDocument();
    expect(screen.getByText('Enter a host name such as office.example.com')).toBeInTheDocument();
    expect(runAction).not.toHaveBeenCalled();
  });

  it('saves the new theme with the version it was loaded at and hands back the saved console', async () => {
    const saved = { ...record, theme: { primary: '#c62828', secondary: '#ff8f00' }, updated: '2026-01-05T11:00:00.000Z' };
    const runAction = vi.fn().mockResolvedValue({ record: saved });
    const onSaved = renderForm(runAction);
    expect(screen.getByTestId('console-save')).toBeDisabled();
    fireEvent.change(screen.getByTestId('colour-primary'), { target: { value: '#c62828' } });
    fireEvent.click(screen.getByTestId('console-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(runAction).toHaveBeenCalledWith('operators', 'update', {
      id: 'op1',
      input: expect.objectContaining({
        theme: { primary: '#c62828', secondary: '#ff8f00' },
        updated: record.updated,
        name: 'Demo Bet One',
      }),
    });
  });
});
