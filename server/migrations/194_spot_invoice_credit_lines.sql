-- A supplier's credit note (an e-invoice of type 381, a UBL CreditNote) is stored as an incoming
-- invoice whose lines have negative quantities, and an invoice may carry a negative line: a line's
-- quantity is any amount but zero.
ALTER TABLE spot_invoice_lines DROP CONSTRAINT spot_invoice_lines_quantity_check;
ALTER TABLE spot_invoice_lines ADD CONSTRAINT spot_invoice_lines_quantity_check CHECK (quantity <> 0);
