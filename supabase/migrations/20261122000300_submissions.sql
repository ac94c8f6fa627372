-- What visitors send: collaboration requests, suggested places and problem reports. Visitors never
-- read or write these tables directly (RLS on, no policies, no grants): the server validates every
-- submission and writes it with the service role. Each row carries the idempotency key its form
-- generated, so a double click or a retry never creates a second record.

create type public.collaboration_kind as enum ('supplies', 'volunteers', 'listing', 'media', 'other');
create type public.report_reason as enum ('closed', 'moved', 'full', 'wrong_information');
create type public.review_status as enum ('pending', 'approved', 'rejected');

create table public.collaboration_requests (
  id uuid primary key default gen_random_uuid(),
  idempotency_key uuid not null unique,
  name text not null check (char_length(name) between 1 and 120),
  organization text not null default '' check (char_length(organization) <= 200),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 40),
  kind public.collaboration_kind not null,
  message text not null check (char_length(message) between 1 and 5000),
  consent boolean not null check (consent),
  created_at timestamptz not null default now()
);

create table public.place_suggestions (
  id uuid primary key default gen_random_uuid(),
  idempotency_key uuid not null unique,
  kind public.place_kind not null,
  category public.place_category not null,
  name text not null check (char_length(name) between 1 and 200),
  address text not null default '' check (char_length(address) <= 300),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  hours text not null default '' check (char_length(hours) <= 500),
  phone text not null default '' check (char_length(phone) <= 40),
  website text check (website is null or website ~* '^https?://'),
  no_id_required boolean not null default false,
  pets_allowed boolean not null default false,
  wheelchair_accessible boolean not null default false,
  description text not null default '' check (char_length(description) <= 2000),
  source text not null check (char_length(source) between 1 and 500),
  contact_email text not null default '' check (char_length(contact_email) <= 254),
  status public.review_status not null default 'pending',
  reviewed_at timestamptz,
  place_id uuid references public.places (id) on delete set null,
  created_at timestamptz not null default now(),
  -- A place needs an address or a point on the map.
  check (address <> '' or (latitude is not null and longitude is not null))
);

create table public.place_reports (
  id uuid primary key default gen_random_uuid(),
  idempotency_key uuid not null unique,
  place_id uuid not null references public.places (id) on delete cascade,
  reason public.report_reason not null,
  note text not null default '' check (char_length(note) <= 1000),
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
create index place_reports_open_idx on public.place_reports (place_id) where resolved_at is null;

-- Per-client submission counts per time window, kept in the database so the limit holds across
-- server instances. Keys are hashes (no raw IP addresses are stored).
create table public.rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

-- Counts one hit and says whether it is allowed; when not, how many seconds until the window ends.
create function public.hit_rate_limit(limit_key text, max_hits integer, window_seconds integer)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
set search_path = public
as $$
declare
  start timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  n integer;
begin
  insert into rate_limits as r (key, window_start, hits) values (limit_key, start, 1)
  on conflict (key, window_start) do update set hits = r.hits + 1
  returning r.hits into n;
  -- Old windows are of no use: keep the table small.
  delete from rate_limits where window_start < now() - make_interval(secs => window_seconds * 2);
  return query select n <= max_hits,
    greatest(1, ceil(extract(epoch from (start + make_interval(secs => window_seconds) - now())))::integer);
end
$$;

-- How many open reports each published place has: visitors may see that a place was reported
-- (a discreet notice), never the reports themselves.
create function public.open_report_counts()
returns table (place_id uuid, open_reports integer)
language sql
stable
security definer
set search_path = public
as $$
  select r.place_id, count(*)::integer
  from place_reports r join places p on p.id = r.place_id
  where r.resolved_at is null and p.published
  group by r.place_id
$$;

alter table public.collaboration_requests enable row level security;
alter table public.place_suggestions enable row level security;
alter table public.place_reports enable row level security;
alter table public.rate_limits enable row level security;

revoke all on public.collaboration_requests, public.place_suggestions, public.place_reports, public.rate_limits
  from anon, authenticated;
grant all on public.collaboration_requests, public.place_suggestions, public.place_reports, public.rate_limits
  to service_role;

revoke all on function public.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;
revoke all on function public.open_report_counts() from public;
grant execute on function public.open_report_counts() to anon, authenticated, service_role;

-- A moderator approves a suggestion: it becomes a published place, verified now by the moderator.
-- Free-text hours go into the description (structured hours come with the next import).
create function public.approve_suggestion(
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
  return new_id;
end
$$;

revoke all on function public.approve_suggestion(uuid, text, double precision, double precision) from public, anon, authenticated;
grant execute on function public.approve_suggestion(uuid, text, double precision, double precision) to service_role;
