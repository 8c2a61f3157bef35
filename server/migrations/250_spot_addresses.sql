-- Postal addresses of the entities and partners, as a sent invoice prints them (EN 16931's seller
-- and buyer address: street and house number, postal code, city, country). An entity's country
-- is its existing column; a partner's is new. All optional: a partner found from a bank
-- transaction has no address until staff enter one.
ALTER TABLE spot_entities
  ADD COLUMN street text,
  ADD COLUMN postal_code text,
  ADD COLUMN city text;

ALTER TABLE spot_partners
  ADD COLUMN street text,
  ADD COLUMN postal_code text,
  ADD COLUMN city text,
  ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$');
