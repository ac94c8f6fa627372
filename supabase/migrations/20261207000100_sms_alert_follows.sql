-- Evacuation alerts by text (issue 39, docs/sms.md "Alerts by text"): a follow of the SMS channel
-- is a row of alert_follows like an e-mail or push follow, so the same detection
-- (record_zone_alerts) and the same outbox (claim_alerts, FOR UPDATE SKIP LOCKED) serve it. What
-- it keeps: the number (E.164, to send to it) and the area as the resident named it ("91101",
-- "Altadena"), only while the follow exists; deleted at STOP, after 24 hours unconfirmed, or 90
-- days after YES. The server's service role only, like the rest of alert_follows.

alter table public.alert_follows drop constraint alert_follows_channel_check;
alter table public.alert_follows add constraint alert_follows_channel_check check (channel in ('push', 'email', 'sms'));
alter table public.alert_follows add column phone text check (phone is null or phone ~ '^\+[1-9][0-9]{6,14}$');
alter table public.alert_follows add column area text check (area is null or char_length(area) between 1 and 100);
alter table public.alert_follows drop constraint alert_follows_channel_fields_check;
alter table public.alert_follows add constraint alert_follows_channel_fields_check check (
  case channel
    when 'email' then email is not null and phone is null and push_endpoint is null and push_p256dh is null and push_auth is null
    when 'push' then email is null and phone is null and push_endpoint is not null and push_p256dh is not null and push_auth is not null
    else phone is not null and area is not null and email is null and push_endpoint is null and push_p256dh is null and push_auth is null
  end
);
create index alert_follows_phone_idx on public.alert_follows (phone, created_at desc) where phone is not null;

-- ALERTS <area> by text: a pending follow waiting for YES. Answers 'pending' (stored; the
-- resident is asked to reply YES), 'already' (the number follows this area, confirmed: renewed) or 'limit'
-- (the number already has `max_areas` follows, confirmed or waiting). Asking again for an area
-- waiting for YES replaces that one. One number's requests are taken one at a time (an advisory
-- lock on the number for the transaction), so two texts at once cannot pass the limit together.
create function public.add_sms_follow(follow jsonb, max_areas integer)
returns text
language plpgsql
set search_path = public
as $$
declare
  number text := follow->>'phone';
begin
  perform pg_advisory_xact_lock(hashtext('sms-follow:' || number));
  -- Followed already: renewed for 90 days (what the reminder before the end asks the resident to text).
  update alert_follows set expires_at = now() + interval '90 days', reminded_at = null
  where phone = number and area = follow->>'area' and confirmed_at is not null and expires_at > now();
  if found then
    return 'already';
  end if;
  delete from alert_follows where phone = number and area = follow->>'area' and confirmed_at is null;
  if (
    select count(*) from alert_follows
    where phone = number and expires_at > now() and (confirmed_at is not null or created_at > now() - interval '24 hours')
  ) >= max_areas then
    return 'limit';
  end if;
  insert into alert_follows (
    id, channel, phone, area, latitude, longitude, radius_miles, topics, language, manage_token_hash, zone_state
  ) values (
    (follow->>'id')::uuid, 'sms', number, follow->>'area',
    round((follow->>'latitude')::numeric, 3), round((follow->>'longitude')::numeric, 3),
    1, array['evacuation'], follow->>'language', follow->>'manage_token_hash', null
  );
  return 'pending';
end
$$;

-- YES by text: confirms the number's most recent follow waiting for YES (asked within 24 hours),
-- starting its 90 days. Answers {area, language}, or null when nothing waits. Its zone state starts
-- empty (add_sms_follow): a resident who texted has seen no map, so an order already in force at
-- the area is sent by the next detection.
create function public.confirm_sms_follow(phone_number text)
returns jsonb
language sql
set search_path = public
as $$
  update alert_follows f set confirmed_at = now(), expires_at = now() + interval '90 days'
  where f.id = (
    select id from alert_follows
    where phone = phone_number and confirmed_at is null and created_at > now() - interval '24 hours'
    order by created_at desc, id desc
    limit 1
  )
  returning jsonb_build_object('area', f.area, 'language', f.language)
$$;

-- STOP (any opt-out word) ends every follow of the number at once, in the same statement as the
-- opt-out: with them goes anything still queued for them (alert_outbox cascades).
create or replace function public.sms_opt_out(phone_number text)
returns void
language sql
set search_path = public
as $$
  insert into sms_opt_outs (phone) values (phone_number) on conflict (phone) do nothing;
  delete from alert_follows where phone = phone_number;
$$;

-- A claimed message the sender did not try (the shared sending rate left no room before its lease
-- ended): back to the queue as it was, the attempt not counted, for the next claim.
create function public.release_alert(message bigint)
returns void
language sql
set search_path = public
as $$
  update alert_outbox set locked_until = null, attempts = greatest(attempts - 1, 0) where id = message and sent_at is null
$$;

-- Claiming, by channel. Texts are claimed apart from mails and push notifications
-- (claim_text_alerts): they go out at the provider's rate (SMS_MAX_PER_SECOND, often 1 a second),
-- and thousands of texts of one order must never hold back the mails and notifications of the same
-- order queued beside them. The same outbox, the same lease, FOR UPDATE SKIP LOCKED: two
-- dispatchers never take the same message. A text's claim also says where it goes (the number);
-- never a text to a number that opted out (STOP already deleted its follows: a second lock on that door).
create function public.claim_alerts_of(texts boolean, max_rows integer, lease_seconds integer)
returns jsonb
language sql
set search_path = public
as $$
  with due as (
    select o.id from alert_outbox o join alert_follows f on f.id = o.follow_id
    where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now()
      and (o.locked_until is null or o.locked_until <= now())
      and (f.confirmed_at is not null or o.event->>'type' = 'confirm')
      and (f.channel = 'sms') = texts
      and not (f.channel = 'sms' and exists (select 1 from sms_opt_outs s where s.phone = f.phone))
    order by o.urgent desc, o.id
    limit max_rows
    for update of o skip locked
  ),
  claimed as (
    update alert_outbox o set locked_until = now() + make_interval(secs => lease_seconds), attempts = o.attempts + 1
    from due where o.id = due.id
    returning o.*
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id, 'key', c.key, 'event', c.event, 'urgent', c.urgent, 'attempts', c.attempts, 'created_at', c.created_at,
    'follow_id', f.id, 'channel', f.channel, 'email', f.email, 'phone', f.phone, 'area', f.area, 'language', f.language,
    'push', case when f.channel = 'push' then jsonb_build_object('endpoint', f.push_endpoint, 'keys', jsonb_build_object('p256dh', f.push_p256dh, 'auth', f.push_auth)) end
  ) order by c.urgent desc, c.id), '[]'::jsonb)
  from claimed c join alert_follows f on f.id = c.follow_id
$$;

-- Mails and push notifications, as before.
create or replace function public.claim_alerts(max_rows integer, lease_seconds integer)
returns jsonb
language sql
set search_path = public
as $$
  select public.claim_alerts_of(false, max_rows, lease_seconds)
$$;

create function public.claim_text_alerts(max_rows integer, lease_seconds integer)
returns jsonb
language sql
set search_path = public
as $$
  select public.claim_alerts_of(true, max_rows, lease_seconds)
$$;

-- Housekeeping as before; the reminder before a follow ends now goes to follows by text too (a
-- text: "Your evacuation alerts for 91101 end on …; to keep them, text ALERTS 91101").
create or replace function public.alert_housekeeping(remind_days integer)
returns jsonb
language plpgsql
set search_path = public
as $$
declare
  due jsonb;
begin
  delete from alert_follows where confirmed_at is null and created_at <= now() - interval '24 hours';
  delete from alert_follows where expires_at <= now();
  delete from alert_outbox where coalesce(sent_at, failed_at) <= now() - interval '7 days';
  with reminded as (
    update alert_follows set reminded_at = now()
    where confirmed_at is not null and reminded_at is null and expires_at <= now() + make_interval(days => remind_days)
    returning id, expires_at, channel, language
  )
  select coalesce(jsonb_agg(jsonb_build_object('follow_id', id, 'expires_at', expires_at, 'language', language) order by id), '[]'::jsonb)
  into due from reminded where channel in ('email', 'sms');
  return due;
end
$$;

revoke all on function public.add_sms_follow(jsonb, integer), public.confirm_sms_follow(text), public.release_alert(bigint),
  public.claim_alerts_of(boolean, integer, integer), public.claim_text_alerts(integer, integer) from public, anon, authenticated;
grant execute on function public.add_sms_follow(jsonb, integer), public.confirm_sms_follow(text), public.release_alert(bigint),
  public.claim_alerts_of(boolean, integer, integer), public.claim_text_alerts(integer, integer) to service_role;
revoke all on function public.sms_opt_out(text), public.claim_alerts(integer, integer) from public, anon, authenticated;
grant execute on function public.sms_opt_out(text), public.claim_alerts(integer, integer) to service_role;
