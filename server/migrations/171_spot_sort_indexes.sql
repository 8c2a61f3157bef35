-- The finance lists' default sorts read an index led by the sort column after the operator, as every
-- other list does: bank accounts and partners by name, editors by the date they were added.
CREATE INDEX spot_bank_accounts_op_name ON spot_bank_accounts (operator_code, name);
CREATE INDEX spot_partners_op_name ON spot_partners (operator_code, name);
CREATE INDEX spot_editors_op_created ON spot_editors (operator_code, created);
