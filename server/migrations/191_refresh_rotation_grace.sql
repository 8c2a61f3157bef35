-- When a refresh token was rotated (as opposed to revoked with its session): for a short grace
-- period the same token answers again with the same successor, so two tabs or a lost answer do not
-- count as reuse.
ALTER TABLE refresh_tokens ADD COLUMN rotated_at timestamptz;
