-- Every list on the reviewer screens is read one page at a time, with the whole list's count.
--
-- A review found the collaboration requests cut at 50 while the heading counted 54 unhandled: four
-- requests could be neither seen nor handled. The stale queue stopped at 50 ("50+"), an entry's
-- history at 100, recent changes at 20, and the other queues sent every row at once. Each read
-- below answers ONE JSON value (20261124000000_uncapped_reads.sql: PostgREST's db-max-rows cannot
-- cut it), read in one statement so the count and the rows agree:
--   {"total": rows in the whole list, "page": the page answered, "rows": [that page's rows]}
-- in a fixed order ending in a unique key, so a row is on exactly one page. A page past the last
-- answers the last page (an old link, or a list that shrank after an action, still shows rows).
-- Server only, like the reads they replace: the service role may execute them, visitors may not.

-- Which rows a page holds: `page_size` rows a page (1 to 200), pages counted from 1, a page past
-- the last is the last, and an empty list has one empty page. `skip`: the rows before the page.
create function public.page_bounds(total integer, page_number integer, page_size integer)
returns table (page integer, size integer, skip integer)
language sql
immutable
set search_path = public
as $$
  select p.page, s.size, (p.page - 1) * s.size
  from (select greatest(1, least(coalesce(page_size, 1), 200)) as size) s
  cross join lateral (
    select least(greatest(coalesce(page_number, 1), 1), greatest(1, (greatest(coalesce(total, 0), 0) + s.size - 1) / s.size)) as page
  ) p
$$;

-- Pending suggestions, oldest first.
drop function public.pending_suggestions();
create function public.pending_suggestions(page_number integer, page_size integer)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  with listed as (select count(*)::integer as total from place_suggestions where status = 'pending')
  select jsonb_build_object('total', l.total, 'page', b.page, 'rows', coalesce((
    select jsonb_agg(to_jsonb(s) - 'idempotency_key' order by s.created_at, s.id)
    from (
      select * from place_suggestions where status = 'pending'
      order by created_at, id limit b.size offset b.skip
    ) s
  ), '[]'::jsonb))
  from listed l cross join page_bounds(l.total, page_number, page_size) b
$$;

-- Open problem reports with their place's name, oldest first: all of them, or one place's (`target`).
drop function public.open_reports();
create function public.open_reports(page_number integer, page_size integer, target uuid default null)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  with reports as (
    select r.id, r.place_id, p.name as place_name, r.reason, r.note, r.created_at
    from place_reports r join places p on p.id = r.place_id
    where r.resolved_at is null and (target is null or r.place_id = target)
  ),
  listed as (select count(*)::integer as total from reports)
  select jsonb_build_object('total', l.total, 'page', b.page, 'rows', coalesce((
    select jsonb_agg(to_jsonb(o) order by o.created_at, o.id)
    from (select * from reports order by created_at, id limit b.size offset b.skip) o
  ), '[]'::jsonb))
  from listed l cross join page_bounds(l.total, page_number, page_size) b
$$;

-- Collaboration requests: the unhandled first, oldest first (so none waits forever), then the
-- handled, most recently handled first; with how many are unhandled.
drop function public.collaboration_queue(integer);
create function public.collaboration_queue(page_number integer, page_size integer)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  with listed as (
    select count(*)::integer as total, (count(*) filter (where handled_at is null))::integer as unhandled
    from collaboration_requests
  )
  select jsonb_build_object('total', l.total, 'unhandled', l.unhandled, 'page', b.page, 'rows', coalesce((
    select jsonb_agg(to_jsonb(c) - 'idempotency_key' order by c.handled_at is not null, c.handled_at desc, c.created_at, c.id)
    from (
      select * from collaboration_requests
      order by handled_at is not null, handled_at desc, created_at, id limit b.size offset b.skip
    ) c
  ), '[]'::jsonb))
  from listed l cross join page_bounds(l.total, page_number, page_size) b
$$;

-- The stale queue ("Needs checking"), as 20261125000100_place_reviews.sql defined it: published,
-- not closed places whose check is older than their kind's age, or never checked; shelters first,
-- then donation needs, resources, volunteer opportunities; within each, never checked, then oldest.
drop function public.stale_places(integer, integer, integer);
create function public.stale_places(urgent_days integer, other_days integer, page_number integer, page_size integer)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  with due as (
    select p.*, case p.kind when 'shelter' then 0 when 'donation_need' then 1 when 'resource' then 2 else 3 end as kind_rank
    from places p
    where p.published
      and p.status <> 'closed'
      and (p.last_verified_at is null
           or p.last_verified_at < now() - make_interval(days => case when p.kind in ('shelter', 'donation_need') then urgent_days else other_days end))
  ),
  listed as (select count(*)::integer as total from due)
  select jsonb_build_object('total', l.total, 'page', b.page, 'rows', coalesce((
    select jsonb_agg(to_jsonb(d) - 'kind_rank' order by d.kind_rank, d.last_verified_at asc nulls first, d.name, d.id)
    from (
      select * from due
      order by kind_rank, last_verified_at asc nulls first, name, id limit b.size offset b.skip
    ) d
  ), '[]'::jsonb))
  from listed l cross join page_bounds(l.total, page_number, page_size) b
$$;

-- Recorded changes, newest first, with the entry's name and whether each has been reverted since:
-- one entry's whole history (`target`), or with a null target the changes people made (imports
-- left out). Two statements rather than one with an OR, so each uses its own index.
drop function public.place_history(uuid, integer);
create function public.place_history(target uuid, page_number integer, page_size integer)
returns jsonb
language plpgsql
stable
security invoker
set search_path = public
as $$
declare
  listed integer;
  bounds record;
  shown uuid[];
begin
  if target is not null then
    select count(*)::integer into listed from place_changes c where c.place_id = target;
    select * into bounds from page_bounds(listed, page_number, page_size);
    select array_agg(x.id) into shown from (
      select c.id from place_changes c where c.place_id = target
      order by c.created_at desc, c.id limit bounds.size offset bounds.skip
    ) x;
  else
    select count(*)::integer into listed from place_changes c where not c.by_import;
    select * into bounds from page_bounds(listed, page_number, page_size);
    select array_agg(x.id) into shown from (
      select c.id from place_changes c where not c.by_import
      order by c.created_at desc, c.id limit bounds.size offset bounds.skip
    ) x;
  end if;
  return jsonb_build_object('total', listed, 'page', bounds.page, 'rows', coalesce((
    select jsonb_agg(
      jsonb_build_object(
        'id', c.id, 'place_id', c.place_id, 'place_name', p.name, 'reviewer_name', c.reviewer_name, 'action', c.action,
        'changes', c.changes, 'method', c.method, 'source_url', c.source_url, 'note', c.note, 'created_at', c.created_at,
        'reverts', c.reverts, 'reverted', exists (select 1 from place_changes r where r.reverts = c.id)
      )
      order by c.created_at desc, c.id
    )
    from place_changes c join places p on p.id = c.place_id
    where c.id = any (shown)
  ), '[]'::jsonb));
end
$$;

-- Reviewer accounts by name (as typed, case aside), then email; never the password hash. Replaces
-- a plain table read, which PostgREST would cut at db-max-rows.
create function public.list_reviewers(page_number integer, page_size integer)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  with listed as (select count(*)::integer as total from reviewers)
  select jsonb_build_object('total', l.total, 'page', b.page, 'rows', coalesce((
    select jsonb_agg(
      jsonb_build_object('id', r.id, 'email', r.email, 'name', r.name, 'role', r.role, 'disabled_at', r.disabled_at, 'created_at', r.created_at)
      order by lower(r.name), r.email
    )
    from (select * from reviewers order by lower(name), email limit b.size offset b.skip) r
  ), '[]'::jsonb))
  from listed l cross join page_bounds(l.total, page_number, page_size) b
$$;

revoke all on function public.page_bounds(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.page_bounds(integer, integer, integer) to service_role;
revoke all on function public.pending_suggestions(integer, integer) from public, anon, authenticated;
grant execute on function public.pending_suggestions(integer, integer) to service_role;
revoke all on function public.open_reports(integer, integer, uuid) from public, anon, authenticated;
grant execute on function public.open_reports(integer, integer, uuid) to service_role;
revoke all on function public.collaboration_queue(integer, integer) from public, anon, authenticated;
grant execute on function public.collaboration_queue(integer, integer) to service_role;
revoke all on function public.stale_places(integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.stale_places(integer, integer, integer, integer) to service_role;
revoke all on function public.place_history(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.place_history(uuid, integer, integer) to service_role;
revoke all on function public.list_reviewers(integer, integer) from public, anon, authenticated;
grant execute on function public.list_reviewers(integer, integer) to service_role;
