-- Keeping the data true (issue 15): reviewers re-verify places and change their status in one
-- tap, and every such change is recorded with who, when, what (before and after per field), how it
-- was checked and why. Visitors read none of it; the server (service role) calls the functions.

create table public.place_changes (
  id uuid primary key default gen_random_uuid(),
  place_id uuid not null references public.places (id) on delete cascade,
  -- Kept when the account is deleted: the name stays in the history.
  reviewer_id uuid references public.reviewers (id) on delete set null,
  reviewer_name text not null check (length(reviewer_name) between 1 and 200),
  action text not null check (action in ('verify', 'status')),
  -- {"field": {"before": …, "after": …}} for every field the change touched.
  changes jsonb not null check (jsonb_typeof(changes) = 'object'),
  -- How the entry was checked: a phone call, a site visit, or an official source (with its link).
  method text check (method in ('phone', 'visit', 'official')),
  source_url text check (source_url is null or source_url ~* '^https?://'),
  note text not null default '' check (length(note) <= 1000),
  created_at timestamptz not null default now()
);
create index place_changes_place_id_idx on public.place_changes (place_id, created_at desc);

alter table public.place_changes enable row level security;
revoke all on public.place_changes from anon, authenticated;
grant all on public.place_changes to service_role;

-- Marks a place verified now by a reviewer, and sets its status when one is given (same
-- transaction, same history entry). Answers the new last_verified_at. An unknown id raises P0002.
create function public.review_place(
  target uuid, reviewer uuid, reviewer_name text, new_status public.place_status,
  check_method text, check_source text, check_note text
)
returns timestamptz
language plpgsql
set search_path = public
as $$
declare
  old places;
  at timestamptz := now();
  changed jsonb;
begin
  select * into old from places where id = target for update;
  if not found then
    raise exception 'No place %', target using errcode = 'P0002';
  end if;
  changed := jsonb_build_object(
    'last_verified_at', jsonb_build_object('before', old.last_verified_at, 'after', at),
    'verified_by', jsonb_build_object('before', old.verified_by, 'after', reviewer_name));
  if new_status is not null and new_status <> old.status then
    changed := changed || jsonb_build_object('status', jsonb_build_object('before', old.status, 'after', new_status));
  end if;
  update places
    set status = coalesce(new_status, status), last_verified_at = at, verified_by = reviewer_name
    where id = target;
  insert into place_changes (place_id, reviewer_id, reviewer_name, action, changes, method, source_url, note)
    values (target, reviewer, reviewer_name, case when changed ? 'status' then 'status' else 'verify' end,
            changed, check_method, nullif(check_source, ''), coalesce(check_note, ''));
  return at;
end
$$;

-- Published places whose check is older than their kind's age (shelters and donation needs:
-- `urgent_days`; the rest: `other_days`) or that were never checked: shelters first, then donation
-- needs, resources, volunteer opportunities; within each, the never checked, then the oldest.
create function public.stale_places(urgent_days integer, other_days integer, max_rows integer)
returns setof public.places
language sql
stable
set search_path = public
as $$
  select * from places
  where published
    and status <> 'closed'
    and (last_verified_at is null
         or last_verified_at < now() - make_interval(days => case when kind in ('shelter', 'donation_need') then urgent_days else other_days end))
  order by case kind when 'shelter' then 0 when 'donation_need' then 1 when 'resource' then 2 else 3 end,
           last_verified_at asc nulls first, name, id
  limit max_rows
$$;

revoke all on function public.review_place(uuid, uuid, text, public.place_status, text, text, text) from public, anon, authenticated;
grant execute on function public.review_place(uuid, uuid, text, public.place_status, text, text, text) to service_role;
revoke all on function public.stale_places(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.stale_places(integer, integer, integer) to service_role;
