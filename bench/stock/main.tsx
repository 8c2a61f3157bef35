/**
 * The baseline of the first-load benchmark: a minimal stock react-admin app (same react-admin and
 * MUI versions as the console) with one List per measured screen, the same rows and the same visible
 * columns as the console's screen, from a simple REST endpoint.
 *
 * ra-data-simple-rest is told to read the total from `X-Total-Count`: with its default
 * (`Content-Range`) it sends a `Range` header, for which Chromium asks `Accept-Encoding: identity`
 * and the stock app's data would arrive uncompressed while the console's is compressed.
 */
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, Datagrid, DateField, fetchUtils, List, NumberField, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

function PlayerList() {
  return (
    <List perPage={100}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="playerCode.playerUsername" />
        <TextField source="status" />
        <TextField source="kycStatus" />
        <TextField source="accountType" />
        <TextField source="riskGroup" />
        <NumberField source="totalBalance.value" />
        <TextField source="operatorCode" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <DateField source="lastLoginDate" showTime />
        <TextField source="gender" />
        <TextField source="phoneNumber" />
        <TextField source="locality" />
        <TextField source="country" />
        <TextField source="langCode" />
      </Datagrid>
    </List>
  );
}

function BetslipList() {
  return (
    <List perPage={100}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="playerUsername" />
        <DateField source="created" showTime />
        <TextField source="betslipType" />
        <TextField source="betslipStatus.simpleStatus" />
        <TextField source="paymentStatus.simpleStatus" />
        <TextField source="currency.code" />
        <NumberField source="totalStake" />
        <NumberField source="bonusStake" />
        <NumberField source="stakePerBetcomb" />
        <NumberField source="feeValue" />
        <NumberField source="maxWinValue" />
        <NumberField source="winValue" />
        <NumberField source="paidValue" />
        <DateField source="paidOutDate" showTime />
        <NumberField source="combinations" />
        <TextField source="walletType" />
        <TextField source="country" />
        <BooleanField source="isCancelled" />
      </Datagrid>
    </List>
  );
}

function RevenueList() {
  return (
    <List perPage={100}>
      <Datagrid bulkActionButtons={false}>
        <DateField source="periodStart" />
        <TextField source="sportCode" />
        <TextField source="currencyCode" />
        <NumberField source="betslips" />
        <NumberField source="stakes" />
        <NumberField source="openStakes" />
        <NumberField source="payouts" />
        <NumberField source="grossGamingRevenue" />
        <NumberField source="margin" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api', fetchUtils.fetchJson, 'X-Total-Count')} disableTelemetry>
    <Resource name="players" list={PlayerList} />
    <Resource name="betslips" list={BetslipList} />
    <Resource name="reports" list={RevenueList} />
  </Admin>,
);
