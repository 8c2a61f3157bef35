-- A notification may name the console page it is about (a path such as /kyc?filter=…).
ALTER TABLE notifications ADD COLUMN link text;
