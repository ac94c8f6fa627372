-- STOP is answered in the language the number chose when it followed an area (docs/sms.md): a
-- short opt-out word alone often cannot tell its language (توقف is Persian and Arabic alike), and
-- the last text a resident gets from us should be in their own. The opt-out now returns the
-- language of the number's most recent follow, null when it followed nothing. (A new return type
-- needs drop and create; the grants go with the function, so they are given again.)
drop function public.sms_opt_out(text);

create function public.sms_opt_out(phone_number text)
returns text
language sql
set search_path = public
as $$
  insert into sms_opt_outs (phone) values (phone_number) on conflict (phone) do nothing;
  with gone as (delete from alert_follows where phone = phone_number returning language, created_at)
  select language from gone order by created_at desc limit 1;
$$;

revoke all on function public.sms_opt_out(text) from public, anon, authenticated;
grant execute on function public.sms_opt_out(text) to service_role;
