-- The whole history of a place (issue 15): besides checks and status changes, a reviewer's edit
-- of any field, the revert of one change, the approval of a suggestion and every import record
-- themselves in place_changes, with who, when, each field before and after, and why. Visitors still
-- read none of it; only the server (service role) calls these functions.

alter table public.place_changes drop constraint place_changes_action_check;
alter table public.place_changes add constraint place_changes_action_check
  check (action in ('verify', 'status', 'edit', 'revert', 'create', 'import'));
-- A revert names the change it undid; a change is reverted at most once (undo the revert instead).
alter table public.place_changes add column reverts uuid references public.place_changes (id) on delete set null;
create unique index place_changes_reverts_idx on public.place_changes (reverts) where reverts is not null;
-- Made by an import rather than a person: kept in each entry's history, left out of "recent
-- changes" (one file can touch thousands of entries; import_runs records each run).
alter table public.place_changes add column by_import boolean not null default false;
create index place_changes_people_idx on public.place_changes (created_at desc) where not by_import;

-- Every field whose value differs between two versions of a place, as {"field": {"before", "after"}}.
-- Compared as JSON, the same form the history stores and a revert restores.
create function public.place_diff(old_row public.places, new_row public.places)
returns jsonb
language sql
stable -- to_jsonb of a time depends on the session's TimeZone
set search_path = public
as $$
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('before', o.value, 'after', n.value)), '{}'::jsonb)
  from jsonb_each(to_jsonb(new_row)) n
  join jsonb_each(to_jsonb(old_row)) o using (key)
  where n.key not in ('id', 'created_at', 'updated_at') and n.value is distinct from o.value
$$;

-- Writes every field of `next` to the place (the columns a person or an import can set).
create function public.write_place(next public.places)
returns void
language sql
set search_path = public
as $$
  update places set
    kind = next.kind, category = next.category, name = next.name, description = next.description,
    address = next.address, latitude = next.latitude, longitude = next.longitude, phone = next.phone,
    website = next.website, hours = next.hours, status = next.status,
    no_id_required = next.no_id_required, pets_allowed = next.pets_allowed,
    wheelchair_accessible = next.wheelchair_accessible, free_of_charge = next.free_of_charge,
    languages = next.languages, items_needed = next.items_needed, shifts = next.shifts,
    signup_url = next.signup_url, last_verified_at = next.last_verified_at,
    verified_by = next.verified_by, is_sample = next.is_sample, published = next.published
  where id = next.id
$$;

-- A reviewer edits a place: `patch` holds the fields they changed, as the import writes them
-- (lib/data/rows.ts rowFromInput), and `expected` the same fields as the form showed them. A field
-- someone else changed since the form was opened (another reviewer, an import) is not silently
-- overwritten: the edit is refused (PT409) naming it, and nothing is written. The entry counts as
-- checked now by that reviewer. The import key (external_id), the sample flag and the check fields
-- are not a reviewer's to set. Answers the new last_verified_at; an unknown id raises P0002.
create function public.edit_place(
  target uuid, reviewer uuid, reviewer_name text, patch jsonb, expected jsonb,
  check_method text, check_source text, check_note text
)
returns timestamptz
language plpgsql
set search_path = public
as $$
declare
  old places;
  next places;
  at timestamptz := now();
  changed jsonb;
  allowed jsonb := patch - 'id' - 'external_id' - 'is_sample' - 'created_at' - 'updated_at' - 'last_verified_at' - 'verified_by';
  current jsonb;
  shown jsonb;
  moved text[];
  field text;
begin
  select * into old from places where id = target for update;
  if not found then
    raise exception 'No place %', target using errcode = 'P0002';
  end if;
  -- What the form showed, read into the row's own types and written out in this session's format.
  current := to_jsonb(old);
  shown := to_jsonb(jsonb_populate_record(old, coalesce(expected, '{}'::jsonb)));
  for field in select jsonb_object_keys(allowed) loop
    if expected ? field and current -> field is distinct from shown -> field then
      moved := array_append(moved, field);
    end if;
  end loop;
  if moved is not null then
    raise exception 'Changed again since: %', array_to_string(moved, ', ') using errcode = 'PT409';
  end if;
  next := jsonb_populate_record(old, allowed);
  next.last_verified_at := at;
  next.verified_by := reviewer_name;
  perform write_place(next);
  changed := place_diff(old, next);
  insert into place_changes (place_id, reviewer_id, reviewer_name, action, changes, method, source_url, note)
    values (target, reviewer, reviewer_name,
            case when changed - 'last_verified_at' - 'verified_by' = '{}'::jsonb then 'verify' else 'edit' end,
            changed, check_method, nullif(check_source, ''), coalesce(check_note, ''));
  return at;
end
$$;

-- Undoes one recorded change: each field it touched gets its "before" value back, and the revert
-- is recorded as a change of its own (so it can be undone in turn). Refused (PT409) when a later
-- change has touched one of those fields since, so nobody's newer work is silently overwritten;
-- when the entry has been checked again since, that newer check is kept. Refused (22023) for an
-- entry's creation: to take an entry off the map, close it or unpublish it. Answers the new
-- change's id; an unknown change raises P0002.
create function public.revert_change(
  change_id uuid, reviewer uuid, reviewer_name text, revert_note text
)
returns uuid
language plpgsql
set search_path = public
as $$
declare
  c place_changes;
  old places;
  current jsonb;
  after_row jsonb;
  restore jsonb := '{}'::jsonb;
  moved text[];
  field text;
  next places;
  new_id uuid;
begin
  select * into c from place_changes where id = change_id for update;
  if not found then
    raise exception 'No change %', change_id using errcode = 'P0002';
  end if;
  if c.action = 'create' then
    raise exception 'The creation of an entry cannot be reverted: close it or take it off the map instead' using errcode = '22023';
  end if;
  if exists (select 1 from place_changes where reverts = c.id) then
    raise exception 'This change has already been reverted' using errcode = 'PT409';
  end if;
  select * into old from places where id = c.place_id for update;
  current := to_jsonb(old);
  -- The recorded "after" values, read back into the row's own types and written out in this
  -- session's format, so a time or a number compares equal however the session that wrote it was set.
  after_row := to_jsonb(jsonb_populate_record(old, coalesce((select jsonb_object_agg(key, value -> 'after') from jsonb_each(c.changes)), '{}'::jsonb)));
  for field in select jsonb_object_keys(c.changes) loop
    if current -> field is not distinct from after_row -> field then
      restore := restore || jsonb_build_object(field, c.changes -> field -> 'before');
    elsif field not in ('last_verified_at', 'verified_by') then
      moved := array_append(moved, field);
    end if;
  end loop;
  if moved is not null then
    raise exception 'Changed again since: %', array_to_string(moved, ', ') using errcode = 'PT409';
  end if;
  if restore = '{}'::jsonb then
    raise exception 'Nothing to put back: the entry has been checked again since' using errcode = 'PT409';
  end if;
  next := jsonb_populate_record(old, restore);
  perform write_place(next);
  insert into place_changes (place_id, reviewer_id, reviewer_name, action, changes, note, reverts)
    values (c.place_id, reviewer, reviewer_name, 'revert', place_diff(old, next), coalesce(revert_note, ''), c.id)
    returning id into new_id;
  return new_id;
end
$$;

-- Approving a suggestion records the new entry's creation, by the approving reviewer.
create or replace function public.approve_suggestion(
  suggestion_id uuid, reviewer text, point_latitude double precision default null, point_longitude double precision default null
)
returns uuid
language plpgsql
set search_path = public
as $$
declare
  s place_suggestions;
  new_id uuid;
begin
  select * into s from place_suggestions where id = suggestion_id and status = 'pending' for update;
  if not found then
    raise exception 'No pending suggestion %', suggestion_id using errcode = 'P0002';
  end if;
  -- The moderator may set the point in the same step (one transaction).
  if point_latitude is not null and point_longitude is not null then
    update place_suggestions set latitude = point_latitude, longitude = point_longitude where id = s.id;
    s.latitude := point_latitude;
    s.longitude := point_longitude;
  end if;
  if s.latitude is null or s.longitude is null then
    raise exception 'Suggestion % has no point on the map: add one before approving', suggestion_id using errcode = '22023';
  end if;
  insert into places (
    external_id, kind, category, name, description, address, latitude, longitude, phone, website,
    no_id_required, pets_allowed, wheelchair_accessible, last_verified_at, verified_by, is_sample, published
  ) values (
    'suggestion-' || s.id, s.kind, s.category, s.name,
    left(trim(both from s.description || case when s.hours <> '' then E'\n' || 'Hours (as submitted): ' || s.hours else '' end), 2000),
    s.address, s.latitude, s.longitude, nullif(s.phone, ''), s.website,
    s.no_id_required, s.pets_allowed, s.wheelchair_accessible, now(), left(reviewer, 200), false, true
  ) returning id into new_id;
  update place_suggestions set status = 'approved', reviewed_at = now(), place_id = new_id where id = s.id;
  insert into place_changes (place_id, reviewer_name, action, changes, note)
    values (new_id, left(reviewer, 200), 'create', '{}'::jsonb, 'Approved from a visitor''s suggestion');
  return new_id;
end
$$;

-- The import, as before (upsert by external_id, identical rows left alone, the run recorded), now
-- also recording each new entry ("create") and each changed one ("import", with every field it
-- changed) under the name "Import", so the history shows what a file did to an entry.
create or replace function public.import_places(rows jsonb, source text)
returns table (inserted integer, updated integer, total integer)
language plpgsql
security invoker
set search_path = public
as $$
declare
  n_inserted integer := 0;
  n_updated integer := 0;
  n_total integer := jsonb_array_length(rows);
  source_link text := case when source ~* '^https?://' then left(source, 2000) end;
begin
  -- Lock the rows this file touches first, in one order (two imports at once cannot deadlock), so
  -- the statement below starts after any edit in flight has committed and reads the rows it will
  -- overwrite as they really are: the recorded "before" values are the true ones.
  perform 1 from places
    where external_id in (select r ->> 'external_id' from jsonb_array_elements(rows) r)
    order by id
    for update;

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
  -- The same statement's snapshot: these are the rows as they were before the upsert below.
  previous as materialized (
    select p as old_row from places p where p.external_id in (select external_id from incoming)
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
    returning p as new_row, (xmax = 0) as is_insert
  ),
  recorded as (
    insert into place_changes (place_id, reviewer_name, action, changes, source_url, note, by_import)
    select (w.new_row).id, 'Import', case when w.is_insert then 'create' else 'import' end,
           case when w.is_insert then '{}'::jsonb else place_diff(pr.old_row, w.new_row) end,
           source_link, left('From ' || source, 1000), true
    from written w left join previous pr on (pr.old_row).id = (w.new_row).id
    returning action
  )
  select count(*) filter (where action = 'create'), count(*) filter (where action = 'import')
    into n_inserted, n_updated
  from recorded;

  insert into import_runs (source, rows_total, rows_changed)
  values (left(source, 500), n_total, n_inserted + n_updated);

  return query select n_inserted, n_updated, n_total;
end
$$;

-- Recorded changes, newest first, with the entry's name and whether each has been reverted since:
-- one entry's whole history (`target`), or with a null target the latest changes people made.
create function public.place_history(target uuid, max_rows integer)
returns table (
  id uuid, place_id uuid, place_name text, reviewer_name text, action text, changes jsonb, method text,
  source_url text, note text, created_at timestamptz, reverts uuid, reverted boolean
)
language plpgsql
stable
set search_path = public
as $$
begin
  -- Two statements rather than one with an OR, so each uses its own index.
  if target is not null then
    return query
      select c.id, c.place_id, p.name, c.reviewer_name, c.action, c.changes, c.method, c.source_url, c.note,
             c.created_at, c.reverts, exists (select 1 from place_changes r where r.reverts = c.id)
      from place_changes c join places p on p.id = c.place_id
      where c.place_id = target
      order by c.created_at desc, c.id
      limit max_rows;
  else
    return query
      select c.id, c.place_id, p.name, c.reviewer_name, c.action, c.changes, c.method, c.source_url, c.note,
             c.created_at, c.reverts, exists (select 1 from place_changes r where r.reverts = c.id)
      from place_changes c join places p on p.id = c.place_id
      where not c.by_import
      order by c.created_at desc, c.id
      limit max_rows;
  end if;
end
$$;

revoke all on function public.place_history(uuid, integer) from public, anon, authenticated;
grant execute on function public.place_history(uuid, integer) to service_role;
revoke all on function public.place_diff(public.places, public.places) from public, anon, authenticated;
grant execute on function public.place_diff(public.places, public.places) to service_role;
revoke all on function public.write_place(public.places) from public, anon, authenticated;
grant execute on function public.write_place(public.places) to service_role;
revoke all on function public.edit_place(uuid, uuid, text, jsonb, jsonb, text, text, text) from public, anon, authenticated;
grant execute on function public.edit_place(uuid, uuid, text, jsonb, jsonb, text, text, text) to service_role;
revoke all on function public.revert_change(uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function public.revert_change(uuid, uuid, text, text) to service_role;
revoke all on function public.approve_suggestion(uuid, text, double precision, double precision) from public, anon, authenticated;
grant execute on function public.approve_suggestion(uuid, text, double precision, double precision) to service_role;
revoke all on function public.import_places(jsonb, text) from public, anon, authenticated;
grant execute on function public.import_places(jsonb, text) to service_role;
