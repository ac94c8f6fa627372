-- The daily import, as one function so every backend (Supabase RPC, embedded PGlite, PostgreSQL)
-- runs the same statement in one transaction: upsert by external_id, touch only rows that really
-- changed, record the run. Rows arrive as a JSON array of objects with the places columns.

create function public.import_places(rows jsonb, source text)
returns table (inserted integer, updated integer, total integer)
language plpgsql
security invoker
set search_path = public
as $$
declare
  n_inserted integer := 0;
  n_updated integer := 0;
  n_total integer := jsonb_array_length(rows);
begin
  with incoming as (
    select * from jsonb_to_recordset(rows) as x(
      external_id text, kind place_kind, category place_category, name text, description text,
      address text, latitude double precision, longitude double precision, phone text, website text,
      hours jsonb, status place_status, no_id_required boolean, pets_allowed boolean,
      wheelchair_accessible boolean, free_of_charge boolean, languages text[], items_needed jsonb,
      shifts jsonb, signup_url text, last_verified_at timestamptz, verified_by text,
      is_sample boolean, published boolean
    )
  ),
  written as (
    insert into places as p (
      external_id, kind, category, name, description, address, latitude, longitude, phone, website,
      hours, status, no_id_required, pets_allowed, wheelchair_accessible, free_of_charge, languages,
      items_needed, shifts, signup_url, last_verified_at, verified_by, is_sample, published
    )
    select
      external_id, kind, category, name, coalesce(description, ''), coalesce(address, ''), latitude,
      longitude, phone, website, coalesce(hours, '{}'::jsonb), coalesce(status, 'open'),
      coalesce(no_id_required, false), coalesce(pets_allowed, false),
      coalesce(wheelchair_accessible, false), coalesce(free_of_charge, true),
      coalesce(languages, '{}'), coalesce(items_needed, '[]'::jsonb), coalesce(shifts, '[]'::jsonb),
      signup_url, last_verified_at, verified_by, coalesce(is_sample, false), coalesce(published, true)
    from incoming
    on conflict (external_id) do update set
      kind = excluded.kind, category = excluded.category, name = excluded.name,
      description = excluded.description, address = excluded.address,
      latitude = excluded.latitude, longitude = excluded.longitude, phone = excluded.phone,
      website = excluded.website, hours = excluded.hours, status = excluded.status,
      no_id_required = excluded.no_id_required, pets_allowed = excluded.pets_allowed,
      wheelchair_accessible = excluded.wheelchair_accessible,
      free_of_charge = excluded.free_of_charge, languages = excluded.languages,
      items_needed = excluded.items_needed, shifts = excluded.shifts,
      signup_url = excluded.signup_url, last_verified_at = excluded.last_verified_at,
      verified_by = excluded.verified_by, is_sample = excluded.is_sample,
      published = excluded.published
    -- An identical row is left alone: a second run of the same file changes nothing.
    where (p.kind, p.category, p.name, p.description, p.address, p.latitude, p.longitude, p.phone,
           p.website, p.hours, p.status, p.no_id_required, p.pets_allowed, p.wheelchair_accessible,
           p.free_of_charge, p.languages, p.items_needed, p.shifts, p.signup_url,
           p.last_verified_at, p.verified_by, p.is_sample, p.published)
      is distinct from
          (excluded.kind, excluded.category, excluded.name, excluded.description, excluded.address,
           excluded.latitude, excluded.longitude, excluded.phone, excluded.website, excluded.hours,
           excluded.status, excluded.no_id_required, excluded.pets_allowed,
           excluded.wheelchair_accessible, excluded.free_of_charge, excluded.languages,
           excluded.items_needed, excluded.shifts, excluded.signup_url, excluded.last_verified_at,
           excluded.verified_by, excluded.is_sample, excluded.published)
    returning (xmax = 0) as is_insert
  )
  select count(*) filter (where is_insert), count(*) filter (where not is_insert)
    into n_inserted, n_updated
  from written;

  insert into import_runs (source, rows_total, rows_changed)
  values (left(source, 500), n_total, n_inserted + n_updated);

  return query select n_inserted, n_updated, n_total;
end
$$;

-- Only the server may import.
revoke all on function public.import_places(jsonb, text) from public, anon, authenticated;
grant execute on function public.import_places(jsonb, text) to service_role;
