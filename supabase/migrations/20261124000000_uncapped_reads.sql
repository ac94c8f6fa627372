-- Reads that can return many rows answer ONE JSON value.
--
-- PostgREST cuts every response at `db-max-rows` (1,000 on hosted Supabase) without an error, RPCs
-- returning rows included: the map silently lost every place past the 1,000th. A function that
-- returns a single jsonb value cannot be cut, reads one consistent snapshot in one round trip, and
-- is the same statement on every backend (Supabase RPC, embedded PGlite, PostgreSQL), so the store
-- contract tests prove them all at once. Rows inside the JSON have the tables' column names.

-- The published places (optionally of some kinds), by name then id.
create function public.published_places(kinds text[] default null)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  select coalesce(jsonb_agg(to_jsonb(p) - 'published' - 'created_at' order by p.name, p.id), '[]'::jsonb)
  from places p
  -- Visitors' row-level security already hides drafts; the server (service role) must not see them either.
  where p.published and (coalesce(cardinality(kinds), 0) = 0 or p.kind::text = any (kinds))
$$;

revoke all on function public.published_places(text[]) from public;
grant execute on function public.published_places(text[]) to anon, authenticated, service_role;

-- Published place id → number of open reports, as one JSON object. Replaces the row-returning version.
drop function public.open_report_counts();
create function public.open_report_counts()
returns jsonb
language sql
stable
security definer
set search_path = public
as $$
  select coalesce(jsonb_object_agg(c.place_id, c.n), '{}'::jsonb)
  from (
    select r.place_id, count(*)::integer as n
    from place_reports r join places p on p.id = r.place_id
    where r.resolved_at is null and p.published
    group by r.place_id
  ) c
$$;

revoke all on function public.open_report_counts() from public;
grant execute on function public.open_report_counts() to anon, authenticated, service_role;

-- Moderators' queues (server only: security invoker, and only the service role may execute).
create function public.pending_suggestions()
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  select coalesce(jsonb_agg(to_jsonb(s) order by s.created_at, s.id), '[]'::jsonb)
  from place_suggestions s
  where s.status = 'pending'
$$;

create function public.open_reports()
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  select coalesce(
    jsonb_agg(
      jsonb_build_object('id', r.id, 'place_id', r.place_id, 'place_name', p.name, 'reason', r.reason, 'note', r.note, 'created_at', r.created_at)
      order by r.created_at, r.id
    ),
    '[]'::jsonb
  )
  from place_reports r join places p on p.id = r.place_id
  where r.resolved_at is null
$$;

revoke all on function public.pending_suggestions() from public, anon, authenticated;
grant execute on function public.pending_suggestions() to service_role;
revoke all on function public.open_reports() from public, anon, authenticated;
grant execute on function public.open_reports() to service_role;

-- The translation cache lookup answers one JSON array too: server-side rendering looks up every
-- text of a page at once, well past 1,000.
drop function public.lookup_translations(text[]);
create function public.lookup_translations(texts text[])
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  -- Through the md5 index: B-tree entries cannot hold long texts.
  select coalesce(jsonb_agg(jsonb_build_object('text', t.text, 'to_es', t.to_es, 'to_zh', t.to_zh, 'to_ko', t.to_ko, 'source', t.source)), '[]'::jsonb)
  from public.translations t
  where t.text_hash = any (array(select md5(x) from unnest(texts) as x))
$$;

revoke all on function public.lookup_translations(text[]) from public;
grant execute on function public.lookup_translations(text[]) to anon, authenticated, service_role;
