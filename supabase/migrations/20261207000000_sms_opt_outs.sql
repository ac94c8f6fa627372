-- Text messages (docs/sms.md): the numbers that texted STOP (or any opt-out word). Nothing is
-- ever sent to a number here until it texts START: the carriers' and the FCC's rule (47 CFR
-- 64.1200(a)(10)), kept by us too because a provider's own block is per sending number and ends
-- when the number changes. The number (E.164) is kept because a suppression list must recognise
-- it; it is deleted at START. The server's service role only: no visitor key reads or writes it.
create table public.sms_opt_outs (
  phone text primary key check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  opted_out_at timestamptz not null default now()
);

alter table public.sms_opt_outs enable row level security;
revoke all on public.sms_opt_outs from public, anon, authenticated;
grant all on public.sms_opt_outs to service_role;

-- One call each, the same on PGlite, PostgreSQL and PostgREST.
create function public.sms_opt_out(phone_number text)
returns void
language sql
set search_path = public
as $$
  insert into sms_opt_outs (phone) values (phone_number) on conflict (phone) do nothing;
$$;

create function public.sms_opt_in(phone_number text)
returns void
language sql
set search_path = public
as $$
  delete from sms_opt_outs where phone = phone_number;
$$;

create function public.sms_opted_out(phone_number text)
returns boolean
language sql
stable
set search_path = public
as $$
  select exists (select 1 from sms_opt_outs where phone = phone_number);
$$;

revoke all on function public.sms_opt_out(text), public.sms_opt_in(text), public.sms_opted_out(text) from public, anon, authenticated;
grant execute on function public.sms_opt_out(text), public.sms_opt_in(text), public.sms_opted_out(text) to service_role;
