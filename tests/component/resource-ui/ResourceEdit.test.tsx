import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('disables read-only fields and saves with previousData', async () => {
    const dataProvider = setup();
    expect(await screen.findByDisplayValue('PLAYER')).toBeDisabled();
    fireEvent.change(screen.getByDisplayValue('Ann'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    const [resource, params] = dataProvider.update.mock.calls[0] as unknown as [string, { id: number; data: { firstName: string }; previousData: { firstName: string } }];
    expect(resource).toBe('players');
    expect(params.id).toBe(3);
    expect(params.data.firstName).toBe('Anna');
    expect(params.previousData.firstName).toBe('Ann');
  });
});
