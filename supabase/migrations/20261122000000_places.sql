-- Places that can help: resources, shelters, donation needs and volunteer opportunities.
-- Fields follow the Open Referral HSDS standard where it has one (name, description, status,
-- schedule, eligibility, languages, assured date and assurer), flattened into one table because
-- every kind shares almost all of them.

create type public.place_kind as enum ('resource', 'shelter', 'donation_need', 'volunteer_opportunity');
create type public.place_category as enum ('essentials', 'shelter_support', 'medical_health', 'animal_support');
create type public.place_status as enum ('open', 'temporarily_closed', 'full', 'closed');

create table public.places (
  id uuid primary key default gen_random_uuid(),
  -- Stable id from the source of truth (the daily import upserts on it).
  external_id text not null unique check (external_id ~ '^[A-Za-z0-9._:-]{1,100}$'),
  kind public.place_kind not null,
  category public.place_category not null,
  name text not null check (char_length(name) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  address text not null default '' check (char_length(address) <= 300),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  phone text check (phone is null or char_length(phone) <= 40),
  website text check (website is null or website ~* '^https?://'),
  -- Opening hours per weekday in America/Los_Angeles:
  -- {"mon": [{"opens": "09:00", "closes": "17:00"}], ...}; a missing day is closed.
  -- "closes" may be "24:00"; a "closes" earlier than "opens" runs past midnight.
  hours jsonb not null default '{}'::jsonb check (jsonb_typeof(hours) = 'object'),
  status public.place_status not null default 'open',
  -- Eligibility facts ("can I go?").
  no_id_required boolean not null default false,
  pets_allowed boolean not null default false,
  wheelchair_accessible boolean not null default false,
  free_of_charge boolean not null default true,
  languages text[] not null default '{}',
  -- Donation needs: [{"item": "Diapers (size 4-6)", "urgency": "high" | "medium" | "low"}].
  items_needed jsonb not null default '[]'::jsonb check (jsonb_typeof(items_needed) = 'array'),
  -- Volunteer opportunities: weekly shifts [{"day": "sat", "starts": "09:00", "ends": "13:00"}].
  shifts jsonb not null default '[]'::jsonb check (jsonb_typeof(shifts) = 'array'),
  signup_url text check (signup_url is null or signup_url ~* '^https?://'),
  -- When a person last confirmed this entry, and who (HSDS assured_date / assurer).
  last_verified_at timestamptz,
  verified_by text check (verified_by is null or char_length(verified_by) <= 200),
  -- Sample entries exist so the site can be tried; the UI says so whenever they are shown.
  is_sample boolean not null default false,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index places_published_kind_idx on public.places (kind) where published;

-- updated_at moves only when a row really changes, so re-running an import changes nothing.
create function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  if row(new.*) is distinct from row(old.*) then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end
$$;

create trigger places_touch_updated_at
  before update on public.places
  for each row execute function public.touch_updated_at();

-- One row per import run: the site shows when data was last refreshed.
create table public.import_runs (
  id bigint generated always as identity primary key,
  source text not null,
  finished_at timestamptz not null default now(),
  rows_total integer not null check (rows_total >= 0),
  rows_changed integer not null check (rows_changed >= 0)
);

-- Translation cache for the four-languages feature: English source text and its translations.
create table public.translations (
  id bigint generated always as identity primary key,
  text text not null check (char_length(text) between 1 and 5000),
  -- B-tree entries cannot hold long texts: uniqueness and lookups go through a hash.
  text_hash text generated always as (md5(text)) stored,
  to_es text,
  to_zh text,
  to_ko text,
  -- Curated translations are written by people and are never overwritten by machine ones.
  source text not null default 'machine' check (source in ('curated', 'machine')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index translations_text_hash_key on public.translations (text_hash);

-- Row-level security: visitors (anon, authenticated) read published places, import times and
-- translations, and write nothing. The server writes with the service role, which bypasses RLS.
alter table public.places enable row level security;
alter table public.import_runs enable row level security;
alter table public.translations enable row level security;

create policy "visitors read published places" on public.places
  for select to anon, authenticated using (published);
create policy "visitors read import times" on public.import_runs
  for select to anon, authenticated using (true);
create policy "visitors read translations" on public.translations
  for select to anon, authenticated using (true);

-- Belt and braces: Supabase grants visitors every privilege on new tables by default; take the
-- write privileges away so a future permissive policy cannot open them by accident.
revoke all on public.places, public.import_runs, public.translations from anon, authenticated;
grant select on public.places, public.import_runs, public.translations to anon, authenticated;
grant all on public.places, public.import_runs, public.translations to service_role;
