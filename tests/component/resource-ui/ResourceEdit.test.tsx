import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { player } from '../../../resources/player';
import { TextFieldInput } from '../../../src/resource-ui/inputs/TextFieldInput';
import { ResourceEdit } from '../../../src/resource-ui/ResourceEdit';
import type { EditFieldSpec } from '../../../src/resource-ui/types';
import { renderWithAdmin } from './harness';

const fields: EditFieldSpec[] = [
  { source: 'firstName', label: 'resources.players.fields.firstName', input: TextFieldInput, readOnly: false },
  { source: 'phoneNumber', label: 'resources.players.fields.phoneNumber', input: TextFieldInput, readOnly: false },
  { source: 'role', label: 'resources.players.fields.role', input: TextFieldInput, readOnly: true },
];

function setup() {
  const record = { id: 3, firstName: 'Ann', phoneNumber: '+49.1', role: 'PLAYER' };
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: record })),
    update: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...record, ...params.data } })),
  };
  renderWithAdmin(<ResourceEdit definition={player} fields={fields} successMessage="app.messages.playerProfileUpdated" id={3} />, {
    dataProvider,
    path: '/players/3',
  });
  return dataProvider;
}

describe('ResourceEdit', () => {
  it('shows translated schema validation messages under the fields and does not save', async () => {
    const dataProvider = setup();
    const firstName = await screen.findByDisplayValue('Ann');
    fireEvent.change(firstName, { target: { value: 'x'.repeat(41) } });
    fireEvent.change(screen.getByDisplayValue('+49.1'), { target: { value: '0049' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Maximum length is 40')).toBeInTheDocument();
    expect(screen.getByText('Phone must start with + then country code. Use numbers and optionally dots')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('disables read-only fields, offers no Delete and saves with previousData', async () => {
    const dataProvider = setup();
    expect(await screen.findByDisplayValue('PLAYER')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(screen.getByDisplayValue('Ann'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [resource, params] = dataProvider.update.mock.calls[0] as unknown as [
      string,
      { id: number; data: { firstName: string }; previousData: { firstName: string } },
    ];
    expect(resource).toBe('players');
    expect(params.id).toBe(3);
    expect(params.data.firstName).toBe('Anna');
    expect(params.previousData.firstName).toBe('Ann');
  });
});

describe('ResourceEdit when someone else saved first (409)', () => {
  const loaded = { id: 3, firstName: 'Ann', phoneNumber: '+49.1', role: 'PLAYER', updated: '2026-01-01T10:00:00.000Z' };
  const current = { ...loaded, phoneNumber: '+49.2', updated: '2026-01-01T10:05:00.000Z' };
  const stale = () =>
    new HttpError('Player 3 was changed by someone else', 409, {
      success: false,
      message: 'Player 3 was changed by someone else',
      current,
    });

  function setupConflict() {
    const update = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockImplementation(async (_resource: string, params: { data: Record<string, unknown> }) => ({
        data: { ...current, ...params.data },
      }));
    const dataProvider = { getOne: vi.fn(async () => ({ data: loaded })), update };
    renderWithAdmin(<ResourceEdit definition={player} fields={fields} successMessage="app.messages.playerProfileUpdated" id={3} />, {
      dataProvider,
      path: '/players/3',
    });
    return dataProvider;
  }

  async function saveAndConflict() {
    fireEvent.change(await screen.findByDisplayValue('Ann'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('dialog', { name: 'Changed by someone else' });
  }

  it('shows my value and the current one per field that differs', async () => {
    setupConflict();
    const dialog = await saveAndConflict();
    expect(within(dialog).getByText(/Player 3 was changed by someone else after you opened it/)).toBeInTheDocument();
    const firstName = within(dialog).getByRole('rowheader', { name: 'First name' }).closest('tr')!;
    expect(
      within(firstName)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna', 'Ann']);
    const phone = within(dialog).getByRole('rowheader', { name: 'resources.players.fields.phoneNumber' }).closest('tr')!;
    expect(
      within(phone)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+49.1', '+49.2']);
  });

  it('apply my change again: saves my change on top of the current record', async () => {
    const dataProvider = setupConflict();
    const dialog = await saveAndConflict();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply my change again' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(2));
    const [, params] = dataProvider.update.mock.calls[1] as [
      string,
      { data: Record<string, unknown>; previousData: Record<string, unknown> },
    ];
    expect(params.previousData).toEqual(current);
    expect(params.data).toMatchObject({ firstName: 'Anna', phoneNumber: '+49.2', updated: current.updated });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reload: drops my change and shows the current values', async () => {
    const dataProvider = setupConflict();
    dataProvider.getOne.mockImplementation(async () => ({ data: current }));
    const dialog = await saveAndConflict();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('+49.2')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Ann')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledTimes(1);
  });
});
