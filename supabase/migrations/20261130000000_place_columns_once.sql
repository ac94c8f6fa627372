-- A place's columns are listed once, by the table itself (issue 29). The import and the writer of
-- a reviewer's edit named every column three times each; they now read the list from the catalog,
-- so a new column of places (a yes/no fact, lib/places/amenities.ts) is one `alter table` and the
-- import and the edits write it, with its default when a file leaves it out. Same statements,
-- same results as before (tests/lib/data/contract/*).

-- The columns a person or an import sets: every column of places but its key, its bookkeeping and
-- generated columns. A later bookkeeping column must be added to the list below.
create function public.place_set_columns()
returns text[]
language sql
stable
set search_path = public
as $$
  select array_agg(a.attname::text order by a.attnum)
  from pg_attribute a
  where a.attrelid = 'public.places'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('id', 'external_id', 'created_at', 'updated_at')
$$;

-- Writes every field of `next` to the place (the columns a person or an import can set).
create or replace function public.write_place(next public.places)
returns void
language plpgsql
set search_path = public
as $$
begin
  execute format('update places set %s where id = ($1).id',
    (select string_agg(format('%I = ($1).%I', c, c), ', ') from unnest(place_set_columns()) c))
  using next;
end
$$;

-- The import, as before: upsert by external_id, identical rows left alone, each new entry
-- ("create") and each changed one ("import", with every field it changed) recorded under the name
-- "Import", the run recorded. A column a file leaves out gets the column's own default.
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
  cols text[] := place_set_columns();
  names text;
  incoming_values text;
  assignments text;
  mine text;
  theirs text;
begin
  -- Lock the rows this file touches first, in one order (two imports at once cannot deadlock), so
  -- the statement below starts after any edit in flight has committed and reads the rows it will
  -- overwrite as they really are: the recorded "before" values are the true ones.
  perform 1 from places
    where external_id in (select r ->> 'external_id' from jsonb_array_elements(rows) r)
    order by id
    for update;

  select string_agg(format('%I', c), ', ' order by n),
         string_agg(case when d.adbin is null then format('x.%I', c) else format('coalesce(x.%I, %s)', c, pg_get_expr(d.adbin, d.adrelid)) end, ', ' order by n),
         string_agg(format('%I = excluded.%I', c, c), ', ' order by n),
         string_agg(format('p.%I', c), ', ' order by n),
         string_agg(format('excluded.%I', c), ', ' order by n)
    into names, incoming_values, assignments, mine, theirs
  from unnest(cols) with ordinality as u(c, n)
  join pg_attribute a on a.attrelid = 'public.places'::regclass and a.attname = u.c
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum;

  execute format($statement$
    with incoming as (
      select * from jsonb_populate_recordset(null::places, $1)
    ),
    -- The same statement's snapshot: these are the rows as they were before the upsert below.
    previous as materialized (
      select p as old_row from places p where p.external_id in (select external_id from incoming)
    ),
    written as (
      insert into places as p (external_id, %1$s)
      select x.external_id, %2$s from incoming x
      on conflict (external_id) do update set %3$s
      -- An identical row is left alone: a second run of the same file changes nothing.
      where (%4$s) is distinct from (%5$s)
      returning p as new_row, (xmax = 0) as is_insert
    ),
    recorded as (
      insert into place_changes (place_id, reviewer_name, action, changes, source_url, note, by_import)
      select (w.new_row).id, 'Import', case when w.is_insert then 'create' else 'import' end,
             case when w.is_insert then '{}'::jsonb else place_diff(pr.old_row, w.new_row) end,
             $2, left('From ' || $3, 1000), true
      from written w left join previous pr on (pr.old_row).id = (w.new_row).id
      returning action
    )
    select count(*) filter (where action = 'create'), count(*) filter (where action = 'import')
    from recorded
  $statement$, names, incoming_values, assignments, mine, theirs)
    into n_inserted, n_updated
    using rows, source_link, source;

  insert into import_runs (source, rows_total, rows_changed)
  values (left(source, 500), n_total, n_inserted + n_updated);

  return query select n_inserted, n_updated, n_total;
end
$$;

revoke all on function public.place_set_columns() from public, anon, authenticated;
grant execute on function public.place_set_columns() to service_role;
