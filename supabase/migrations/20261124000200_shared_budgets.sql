-- Budgets shared by every server instance. The machine-translation budget (characters per client
-- per hour) used to live in each process's memory: N instances gave N budgets and a serverless
-- cold start reset it. It now lives beside the form rate limits, in public.rate_limits.

-- Windows of different lengths share the table (forms: 10 minutes, translation: 1 hour), so each
-- row says when it may go. hit_rate_limit used to delete every row older than twice ITS window,
-- which would have wiped a longer budget's row mid-window.
alter table public.rate_limits add column expires_at timestamptz;
update public.rate_limits set expires_at = window_start + interval '1 day';
alter table public.rate_limits alter column expires_at set not null;
create index rate_limits_expires_at_idx on public.rate_limits (expires_at);

create or replace function public.hit_rate_limit(limit_key text, max_hits integer, window_seconds integer)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
set search_path = public
as $$
declare
  start timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  n integer;
begin
  insert into rate_limits as r (key, window_start, hits, expires_at)
  values (limit_key, start, 1, start + make_interval(secs => window_seconds))
  on conflict (key, window_start) do update set hits = r.hits + 1
  returning r.hits into n;
  delete from rate_limits where expires_at < now();
  return query select n <= max_hits,
    greatest(1, ceil(extract(epoch from (start + make_interval(secs => window_seconds) - now())))::integer);
end
$$;

-- Spends from a budget: `costs` in order, each admitted while it fits in what is left of `budget`
-- for this key's fixed window (greedy: a cost that does not fit does not hold back smaller ones
-- after it). Atomic: concurrent calls for one key, from any instance, wait for each other on the
-- window's row, so together they never spend more than the budget. `hits` holds what was spent.
-- Answers which costs were admitted and, when some were not, the seconds until the window ends.
create function public.spend_budget(budget_key text, costs integer[], budget integer, window_seconds integer)
returns table (admitted boolean[], retry_after_seconds integer)
language plpgsql
set search_path = public
as $$
declare
  start timestamptz;
  spent integer;
  total integer := 0;
  result boolean[] := '{}';
  cost integer;
begin
  if budget_key is null or costs is null or budget is null or budget < 0 or window_seconds is null or window_seconds < 1 then
    raise exception 'spend_budget: key, costs, a budget of 0 or more and a window of 1 second or more are required'
      using errcode = '22023';
  end if;
  start := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  -- Creates the window's row, or locks it until this transaction ends.
  insert into rate_limits as r (key, window_start, hits, expires_at)
  values (budget_key, start, 0, start + make_interval(secs => window_seconds))
  on conflict (key, window_start) do update set hits = r.hits
  returning r.hits into spent;
  foreach cost in array costs loop
    -- Written so that no sum can overflow, whatever the costs.
    if cost is not null and cost >= 0 and cost <= budget - spent - total then
      result := result || true;
      total := total + cost;
    else
      result := result || false;
    end if;
  end loop;
  if total > 0 then
    update rate_limits set hits = hits + total where key = budget_key and window_start = start;
  end if;
  delete from rate_limits where expires_at < now();
  return query select result,
    case when false = any (result)
      then greatest(1, ceil(extract(epoch from (start + make_interval(secs => window_seconds) - now())))::integer)
    end;
end
$$;

revoke all on function public.spend_budget(text, integer[], integer, integer) from public, anon, authenticated;
grant execute on function public.spend_budget(text, integer[], integer, integer) to service_role;
