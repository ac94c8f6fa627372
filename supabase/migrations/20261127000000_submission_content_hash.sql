-- The same idempotency key with other content is not a retry: it is a visitor who edited the form
-- after an answer was lost and sent it again. Until now the server answered it as a success and
-- kept only the first version. Each submission now keeps the SHA-256 (hex) of the validated form
-- it was saved from (lib/data/submission-rows.ts contentHash): a retry carries the same hash, an
-- edit another one, and the server tells the visitor (lib/forms/submit.ts).
--
-- A hash rather than comparing columns: a moderator may change a stored row later (approving a
-- suggestion can set its point), and a retry of what the visitor sent must still be the same.
-- Rows saved before this migration have no hash (null): their content cannot be compared, so a
-- resend with their key is answered as different content, never dropped.
--
-- Privileges are unchanged: the tables' grants (service role only, RLS on, no policies) cover the
-- new column, so visitors can neither read nor write it.

alter table public.collaboration_requests
  add column content_hash text check (content_hash ~ '^[0-9a-f]{64}$');
alter table public.place_suggestions
  add column content_hash text check (content_hash ~ '^[0-9a-f]{64}$');
alter table public.place_reports
  add column content_hash text check (content_hash ~ '^[0-9a-f]{64}$');
