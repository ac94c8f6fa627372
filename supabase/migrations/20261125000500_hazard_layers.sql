-- Official hazard layers (issue 16): the last good copy of each feed lib/hazards/ reads (active
-- incidents, fire perimeters, evacuation zones), one row per layer, so every server instance shows
-- the same copy. POST /api/hazards/refresh writes them with the service role through the two
-- functions below; a feed that fails leaves its last good copy in place and records why.
--
-- A row may hold only a failure (a feed that has never been read successfully): source,
-- source_url, fetched_at and features are then all null, and visitors do not see the row.

create table public.hazard_layers (
  layer text primary key check (layer in ('incident', 'perimeter', 'zone')),
  -- Who publishes it, for people ("CAL FIRE"), and where it was read (origin and path only).
  source text check (char_length(source) between 1 and 200),
  source_url text check (source_url ~* '^https?://' and char_length(source_url) <= 2000),
  fetched_at timestamptz,
  -- GeoJSON Features, checked and simplified by lib/hazards/ before they are saved.
  features jsonb check (jsonb_typeof(features) = 'array'),
  -- For operators only: why the last refresh of this layer failed, and when. Cleared by a good copy.
  last_error text check (last_error is null or char_length(last_error) <= 2000),
  last_error_at timestamptz,
  constraint hazard_layers_copy_check check (num_nulls(source, source_url, fetched_at, features) in (0, 4)),
  constraint hazard_layers_error_check check ((last_error is null) = (last_error_at is null))
);

-- Saves a layer's new copy and clears its error. A copy older than the stored one changes nothing,
-- so two refreshes running at once (two instances, two schedulers) cannot put an older copy back:
-- per layer, the newest fetch wins.
create function public.save_hazard_layer(layer_name text, layer_source text, layer_source_url text, layer_fetched_at timestamptz, layer_features jsonb)
returns void
language sql
security invoker
set search_path = public
as $$
  insert into hazard_layers as h (layer, source, source_url, fetched_at, features, last_error, last_error_at)
  values (layer_name, layer_source, layer_source_url, layer_fetched_at, layer_features, null, null)
  on conflict (layer) do update
    set source = excluded.source, source_url = excluded.source_url, fetched_at = excluded.fetched_at,
        features = excluded.features, last_error = null, last_error_at = null
    where h.fetched_at is null or h.fetched_at <= excluded.fetched_at
$$;

-- Records why a layer's refresh failed, and when; its last good copy (if any) stays as it is.
create function public.note_hazard_failure(layer_name text, reason text)
returns void
language sql
security invoker
set search_path = public
as $$
  insert into hazard_layers as h (layer, last_error, last_error_at)
  values (layer_name, left(coalesce(nullif(reason, ''), 'unknown reason'), 2000), now())
  on conflict (layer) do update set last_error = excluded.last_error, last_error_at = excluded.last_error_at
$$;

-- Visitors (anon, authenticated) read the layers that have a copy, and only the public columns:
-- never the operators' error. They write nothing; the server writes with the service role.
alter table public.hazard_layers enable row level security;
create policy "visitors read fetched hazard layers" on public.hazard_layers
  for select to anon, authenticated using (fetched_at is not null);

revoke all on public.hazard_layers from public, anon, authenticated;
grant select (layer, source, source_url, fetched_at, features) on public.hazard_layers to anon, authenticated;
grant all on public.hazard_layers to service_role;

revoke all on function public.save_hazard_layer(text, text, text, timestamptz, jsonb) from public, anon, authenticated;
grant execute on function public.save_hazard_layer(text, text, text, timestamptz, jsonb) to service_role;
revoke all on function public.note_hazard_failure(text, text) from public, anon, authenticated;
grant execute on function public.note_hazard_failure(text, text) to service_role;
