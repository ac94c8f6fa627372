-- Phone charging as a fact of a place (lib/places/amenities.ts): in a disaster a charged phone is
-- how people hear alerts and reach family. The import, the reviewers' edits and the history write
-- it like every other column (20261130000000_place_columns_once.sql).
alter table public.places add column phone_charging boolean not null default false;
