/**
 * The baseline of the first-load benchmark: a minimal stock react-admin app (same react-admin and
 * MUI versions as the console), one List of the same 100 players and columns from a simple REST
 * endpoint.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, NumberField, Resource, TextField } from 'react-admin';
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

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} disableTelemetry>
    <Resource name="players" list={PlayerList} />
  </Admin>,
);
