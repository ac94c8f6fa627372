-- Collaboration requests get a handled / unhandled state (issue 15): a reviewer marks a request
-- handled once someone has answered it, so none is forgotten and none is answered twice. The
-- reviewer's name is kept as text, so it stays when the account is later removed. Visitors still
-- read and write none of it (RLS on, no policies, no grants); the server calls the functions with
-- the service role.

alter table public.collaboration_requests
  add column handled_at timestamptz,
  add column handled_by text check (handled_by is null or length(handled_by) between 1 and 200),
  -- Both or neither: "handled" always says by whom and when.
  add constraint collaboration_requests_handled_check check ((handled_at is null) = (handled_by is null));

create index collaboration_requests_unhandled_idx on public.collaboration_requests (created_at, id) where handled_at is null;

-- The reviewers' list, as ONE JSON value (20261124000000_uncapped_reads.sql): how many requests are
-- unhandled, and up to `max_rows` requests, the unhandled first (oldest first, so none waits
-- forever), then the handled ones (most recently handled first).
create function public.collaboration_queue(max_rows integer)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  select jsonb_build_object(
    'unhandled', (select count(*)::integer from collaboration_requests where handled_at is null),
    'requests', coalesce((
      select jsonb_agg(to_jsonb(c) - 'idempotency_key' order by c.handled_at is not null, c.handled_at desc, c.created_at, c.id)
      from (
        select * from collaboration_requests
        order by handled_at is not null, handled_at desc, created_at, id
        limit greatest(1, least(max_rows, 200))
      ) c
    ), '[]'::jsonb)
  )
$$;

-- Marks a request handled by a reviewer (`reviewer_name`), or not handled again (null). Marking a
-- handled request again keeps who handled it first, and when (two reviewers tapping at once). An
-- unknown id raises P0002, which the stores turn into "not found".
create function public.set_collaboration_handled(request_id uuid, reviewer_name text)
returns void
language plpgsql
security invoker
set search_path = public
as $$
begin
  if reviewer_name is null then
    update collaboration_requests set handled_at = null, handled_by = null where id = request_id;
  else
    update collaboration_requests set handled_at = now(), handled_by = reviewer_name where id = request_id and handled_at is null;
  end if;
  if not found and not exists (select 1 from collaboration_requests where id = request_id) then
    raise exception 'No collaboration request %', request_id using errcode = 'P0002';
  end if;
end
$$;

revoke all on function public.collaboration_queue(integer) from public, anon, authenticated;
grant execute on function public.collaboration_queue(integer) to service_role;
revoke all on function public.set_collaboration_handled(uuid, text) from public, anon, authenticated;
grant execute on function public.set_collaboration_handled(uuid, text) to service_role;
