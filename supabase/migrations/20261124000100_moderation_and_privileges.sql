-- Moderators' decisions as functions, so every backend gives the same answer for an id that does
-- not exist: an error with SQLSTATE P0002 (no_data_found), which the stores turn into "not found".
-- Deciding twice the same way is not an error (two moderators clicking at once both succeed).

create function public.reject_suggestion(suggestion_id uuid)
returns void
language plpgsql
security invoker
set search_path = public
as $$
begin
  update place_suggestions set status = 'rejected', reviewed_at = now() where id = suggestion_id and status = 'pending';
  if not found and not exists (select 1 from place_suggestions where id = suggestion_id and status = 'rejected') then
    raise exception 'No pending suggestion %', suggestion_id using errcode = 'P0002';
  end if;
end
$$;

create function public.resolve_report(report_id uuid)
returns void
language plpgsql
security invoker
set search_path = public
as $$
begin
  -- Resolving again keeps the first time.
  update place_reports set resolved_at = now() where id = report_id and resolved_at is null;
  if not found and not exists (select 1 from place_reports where id = report_id) then
    raise exception 'No report %', report_id using errcode = 'P0002';
  end if;
end
$$;

revoke all on function public.reject_suggestion(uuid) from public, anon, authenticated;
grant execute on function public.reject_suggestion(uuid) to service_role;
revoke all on function public.resolve_report(uuid) from public, anon, authenticated;
grant execute on function public.resolve_report(uuid) to service_role;

-- Visitors may read only what the site shows. import_runs.source holds the import URL's origin
-- and path, and the counts are internal: visitors see when the data was refreshed, nothing else.
revoke select on public.import_runs from anon, authenticated;
grant select (finished_at) on public.import_runs to anon, authenticated;

-- Supabase grants visitors EXECUTE on every new function by default: the trigger function is not
-- theirs to call.
revoke all on function public.touch_updated_at() from public, anon, authenticated;
