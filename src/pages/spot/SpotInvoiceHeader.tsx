import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useResourceContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { spotIncomingInvoices } from '../../../resources/spotInvoices';
import { SpotInvoiceForm } from './SpotInvoiceForm';

/** The invoices' header: how the list's invoices are written and numbered, and the button opening the form of a new one. */
export function SpotInvoiceHeader() {
  const translate = useTranslate();
  const resource = useResourceContext() ?? spotIncomingInvoices.name;
  const incoming = resource === spotIncomingInvoices.name;
  const [open, setOpen] = useState(false);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} data-testid="spot-invoice-header">
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {translate(incoming ? 'app.spot.invoices.incomingHint' : 'app.spot.invoices.sentHint')}
      </Typography>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
      >
        {translate(incoming ? 'app.spot.invoices.newIncoming' : 'app.spot.invoices.newSent')}
      </Button>
      {open && <SpotInvoiceForm resource={resource} incoming={incoming} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
