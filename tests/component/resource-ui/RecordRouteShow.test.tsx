import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { payments } from '../../../resources/payments';
import { RecordRouteShow } from '../../../src/resource-ui/RecordRouteShow';
import type { RecordRouteSpec, ShowScreenProps } from '../../../src/resource-ui/types';
import { paymentSample } from '../../unit/resources/samples';
import { renderWithAdmin } from './harness';

/** The payments `/deposits` record route as generated. */
const deposits: RecordRouteSpec = {
  route: '/deposits',
  field: { source: 'paymentRequestId', filter: 'paymentRequestId', label: 'resources.statistics-payments.fields.paymentRequestId' },
  when: [
    {
      source: 'paymentRequest',
      filter: 'accountHistoryType.paymentRequest',
      label: 'resources.statistics-payments.fields.paymentRequest',
      enumName: 'paymentDirection',
      value: 'DEPOSIT',
    },
  ],
};

function StubShow({ id }: ShowScreenProps) {
  return <div data-testid="show">{`payment ${String(id)}`}</div>;
}

function setup(path: string, rows: object[]) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  renderWithAdmin(
    <Routes>
      <Route
        path="/deposits/:id"
        element={<RecordRouteShow resource={{ name: 'statistics-payments', definition: payments, show: StubShow }} route={deposits} />}
      />
    </Routes>,
    { dataProvider: { getList }, path },
  );
  return getList;
}

describe('RecordRouteShow', () => {
  it('looks the record up by the route field and fixed values, then shows it by its own id', async () => {
    const getList = setup('/deposits/61002', [paymentSample]);
    expect(await screen.findByTestId('show')).toHaveTextContent(`payment ${paymentSample.id}`);
    expect(getList).toHaveBeenCalledWith(
      'statistics-payments',
      expect.objectContaining({
        filter: { 'accountHistoryType.paymentRequest': 'DEPOSIT', paymentRequestId: 61002 },
        pagination: { page: 1, perPage: 1 },
      }),
    );
  });

  it('shows a not-found message when no record matches', async () => {
    setup('/deposits/999', []);
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('show')).toBeNull();
  });

  it('does not show a record of another direction the server answered with', async () => {
    setup('/deposits/61002', [{ ...paymentSample, paymentRequest: 'WITHDRAWAL' }]);
    expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('show')).toBeNull());
  });

  it.each(['abc', '-1', '1.5', '99999999999'])(
    '/deposits/%s: not found without asking the server (no payment request has that id)',
    async (id) => {
      const getList = setup(`/deposits/${id}`, [paymentSample]);
      expect(await screen.findByTestId('record-not-found')).toBeInTheDocument();
      expect(getList).not.toHaveBeenCalled();
    },
  );
});
