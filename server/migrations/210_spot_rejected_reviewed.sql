-- When staff reviewed an imported statement file's rejected rows (the notifications count the files not yet reviewed).
ALTER TABLE spot_files ADD COLUMN rejected_reviewed timestamptz;
CREATE INDEX spot_files_rejected_to_review ON spot_files (operator_code)
  WHERE status = 'UPLOADED' AND undone IS NULL AND rows_rejected > 0 AND rejected_reviewed IS NULL;
