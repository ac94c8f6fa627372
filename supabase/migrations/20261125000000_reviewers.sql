-- Named reviewers (issue 15): accounts with a role, and their sessions, kept in the database so
-- every server instance sees a sign-out or a disabled account at the next request. Visitors can
-- neither read nor write them (RLS on, no policies, no grants); the server uses the service role.

create table public.reviewers (
  id uuid primary key default gen_random_uuid(),
  -- Stored lowercased: one account per address, however it is typed.
  email text not null unique check (email = lower(email) and length(email) between 3 and 254),
  name text not null check (length(name) between 1 and 100),
  role text not null check (role in ('reviewer', 'admin')),
  -- scrypt, as written by lib/reviewers/password.ts ("scrypt$N$r$p$salt$key", base64url).
  password_hash text not null check (password_hash like 'scrypt$%'),
  disabled_at timestamptz,
  created_at timestamptz not null default now()
);

create table public.reviewer_sessions (
  -- The SHA-256 of the cookie's random token: a stolen copy of this table signs no one in.
  token_hash text primary key check (length(token_hash) = 64),
  reviewer_id uuid not null references public.reviewers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now()
);
create index reviewer_sessions_reviewer_id_idx on public.reviewer_sessions (reviewer_id);
create index reviewer_sessions_expires_at_idx on public.reviewer_sessions (expires_at);

alter table public.reviewers enable row level security;
alter table public.reviewer_sessions enable row level security;
revoke all on public.reviewers, public.reviewer_sessions from anon, authenticated;
grant all on public.reviewers, public.reviewer_sessions to service_role;
