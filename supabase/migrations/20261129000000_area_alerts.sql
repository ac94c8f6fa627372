-- Area alerts (issue 28, docs/alerts.md): visitors follow a point with a radius and topics and are
-- told by web push or e-mail when an evacuation zone covers the point, changes or is lifted, or when
-- help opens nearby. Everything here is the server's: visitors (anon, authenticated) can read and
-- write none of it, not even their own follow (they manage it through the server, with a token).
--
-- What is kept, and for how long (docs/alerts.md "Privacy"): the point rounded to 0.001° (~100 m),
-- the radius, topics and language; the e-mail address or the push subscription only while the
-- follow exists; an unconfirmed e-mail follow 24 hours; any follow 90 days unless renewed.

create table public.alert_follows (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('push', 'email')),
  -- Lowercased. Only on e-mail follows.
  email text check (email is null or (char_length(email) between 3 and 254 and email = lower(email))),
  -- The browser's push subscription (RFC 8030 endpoint, RFC 8291 keys). Only on push follows.
  push_endpoint text check (push_endpoint is null or (push_endpoint ~ '^https?://' and char_length(push_endpoint) <= 2048)),
  push_p256dh text check (push_p256dh is null or char_length(push_p256dh) <= 100),
  push_auth text check (push_auth is null or char_length(push_auth) <= 30),
  -- Never more precise than ~100 m: the numeric type itself cannot hold more.
  latitude numeric(6, 3) not null check (latitude between -90 and 90),
  longitude numeric(7, 3) not null check (longitude between -180 and 180),
  radius_miles smallint not null check (radius_miles in (1, 3, 5, 10)),
  topics text[] not null check (
    topics @> array['evacuation']
    and topics <@ array['evacuation', 'shelter', 'food_water', 'medical', 'animals', 'supplies', 'donations', 'volunteer']
  ),
  language text not null check (language ~ '^[a-z]{2}(-[A-Za-z]{2,4})?$'),
  -- SHA-256 (hex) of the tokens in the links the site sends; the tokens themselves are never stored.
  manage_token_hash text not null unique check (manage_token_hash ~ '^[0-9a-f]{64}$'),
  confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  -- E-mail follows wait for the link in the confirmation mail; push follows start confirmed.
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '90 days',
  reminded_at timestamptz,
  -- The zone at the point when it was last looked at, "<zone id>|<status>", or null (no zone):
  -- an alert is sent when it changes, and only by whoever changes it (record_zone_alerts).
  zone_state text check (zone_state is null or char_length(zone_state) <= 300),
  -- The last "help nearby" message: at most one an hour.
  last_help_at timestamptz,
  constraint alert_follows_channel_fields_check check (
    case channel
      when 'email' then email is not null and push_endpoint is null and push_p256dh is null and push_auth is null
      else email is null and push_endpoint is not null and push_p256dh is not null and push_auth is not null
    end
  )
);
-- One follow per device: following again from the same phone replaces its follow.
create unique index alert_follows_push_endpoint_idx on public.alert_follows (push_endpoint) where push_endpoint is not null;
create index alert_follows_email_idx on public.alert_follows (email) where email is not null;

-- What is to be sent, or was: one row per follower and event (its key), so detecting the same
-- event twice (two instances, a retried run) queues it once. Delivery is at least once: a message
-- sent and not recorded (a crash) is sent again with the same key, which the receiving end keeps
-- once (the push notification's tag and Topic, the mail's Message-ID).
create table public.alert_outbox (
  id bigint generated always as identity primary key,
  follow_id uuid not null references public.alert_follows (id) on delete cascade,
  key text not null check (char_length(key) between 1 and 300),
  -- lib/alerts/types.ts AlertEvent, rendered in the follower's language when it is sent.
  event jsonb not null check (jsonb_typeof(event) = 'object' and event ? 'type'),
  -- Evacuation alerts go first, and to the push service as Urgency: high.
  urgent boolean not null default false,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Claimed by a sender until then; a sender that dies leaves it to the next one after that.
  locked_until timestamptz,
  sent_at timestamptz,
  -- Given up (a permanent failure, or too many attempts), and why.
  failed_at timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 1000),
  unique (follow_id, key)
);
create index alert_outbox_due_idx on public.alert_outbox (urgent desc, id) where sent_at is null and failed_at is null;

-- Every recorded change to a place (place_changes), queued for the alerts' detection: a queue,
-- not a time cursor, so a change committed late is never skipped and two instances never take
-- the same one (take_place_changes).
create table public.alert_place_queue (
  change_id uuid primary key references public.place_changes (id) on delete cascade,
  queued_at timestamptz not null default now()
);

create function public.queue_place_change_for_alerts()
returns trigger
language plpgsql
set search_path = public
as $$
begin
  insert into alert_place_queue (change_id) values (new.id) on conflict do nothing;
  return null;
end
$$;
create trigger place_changes_alerts after insert on public.place_changes
  for each row execute function public.queue_place_change_for_alerts();

-- Places that opened or need help near a follower, waiting for the follower's next hourly message.
create table public.alert_help_pending (
  follow_id uuid not null references public.alert_follows (id) on delete cascade,
  place_id uuid not null references public.places (id) on delete cascade,
  reason text not null check (reason in ('opened', 'available', 'new_need', 'new_shift', 'new_place')),
  distance_miles numeric(5, 1) not null check (distance_miles >= 0),
  created_at timestamptz not null default now(),
  primary key (follow_id, place_id)
);

-- Adds a follow and answers its id. A push subscription already following (the same endpoint)
-- is replaced: one follow per device. The zone at the point now is its starting state, so a
-- follower is told of changes, not of what the panel already showed them.
create function public.add_alert_follow(follow jsonb)
returns uuid
language plpgsql
set search_path = public
as $$
declare
  new_id uuid;
begin
  if follow->>'channel' = 'push' then
    delete from alert_follows where push_endpoint = follow->>'push_endpoint';
  end if;
  insert into alert_follows (
    id, channel, email, push_endpoint, push_p256dh, push_auth, latitude, longitude, radius_miles,
    topics, language, manage_token_hash, confirm_token_hash, confirmed_at, zone_state
  ) values (
    coalesce((follow->>'id')::uuid, gen_random_uuid()), follow->>'channel', lower(follow->>'email'),
    follow->>'push_endpoint', follow->>'push_p256dh', follow->>'push_auth',
    round((follow->>'latitude')::numeric, 3), round((follow->>'longitude')::numeric, 3),
    (follow->>'radius_miles')::smallint,
    array(select jsonb_array_elements_text(follow->'topics')), follow->>'language',
    follow->>'manage_token_hash', follow->>'confirm_token_hash',
    case when follow->>'channel' = 'push' then now() end, follow->>'zone_state'
  )
  returning id into new_id;
  return new_id;
end
$$;

-- Confirms the e-mail follow whose confirmation link this is (within 24 hours of asking). Answers
-- the follow's id, or null (unknown, used, or too old). Confirming starts its 90 days.
create function public.confirm_alert_follow(token_hash text)
returns uuid
language sql
set search_path = public
as $$
  update alert_follows
  set confirmed_at = now(), confirm_token_hash = null, expires_at = now() + interval '90 days'
  where confirm_token_hash = token_hash and created_at > now() - interval '24 hours'
  returning id
$$;

-- A follow as its owner may see it (by the token in their links), or null.
create function public.alert_follow_by_token(token_hash text)
returns jsonb
language sql
stable
set search_path = public
as $$
  select to_jsonb(f) - 'manage_token_hash' - 'confirm_token_hash' - 'push_p256dh' - 'push_auth' - 'zone_state'
  from alert_follows f where manage_token_hash = token_hash
$$;

-- Changes a follow's radius or topics (null: unchanged) and renews it for 90 days. Answers the follow, or null.
create function public.update_alert_follow(token_hash text, new_radius smallint, new_topics text[])
returns jsonb
language sql
set search_path = public
as $$
  update alert_follows
  set radius_miles = coalesce(new_radius, radius_miles), topics = coalesce(new_topics, topics),
      expires_at = now() + interval '90 days', reminded_at = null
  where manage_token_hash = token_hash
  returning to_jsonb(alert_follows) - 'manage_token_hash' - 'confirm_token_hash' - 'push_p256dh' - 'push_auth' - 'zone_state'
$$;

-- Ends a follow, by its token: the row goes, with its e-mail address or push subscription and
-- anything still queued for it. Answers whether there was one.
create function public.delete_alert_follow(token_hash text)
returns boolean
language sql
set search_path = public
as $$
  with gone as (delete from alert_follows where manage_token_hash = token_hash returning 1)
  select exists (select 1 from gone)
$$;

-- A push service said the subscription no longer exists (404/410): the follow goes.
create function public.drop_alert_follow(follow uuid)
returns void
language sql
set search_path = public
as $$
  delete from alert_follows where id = follow
$$;

-- The confirmed, unexpired follows as one JSON array (PostgREST cannot cut it short): what the
-- detection compares with the zones and the changed places.
create function public.active_alert_follows()
returns jsonb
language sql
stable
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', id, 'latitude', latitude, 'longitude', longitude, 'radius_miles', radius_miles,
    'topics', topics, 'language', language, 'zone_state', zone_state
  ) order by id), '[]'::jsonb)
  from alert_follows
  where confirmed_at is not null and expires_at > now()
$$;

-- Records zone changes found at followed points and queues their alerts, atomically per follow:
-- `items` is [{follow_id, expected, next, key, event}]; a follow whose state is no longer
-- `expected` (another instance got there first) is left alone and queues nothing. Answers how many
-- alerts were queued.
create function public.record_zone_alerts(items jsonb)
returns integer
language sql
set search_path = public
as $$
  -- One statement for the whole batch (thousands of follows when a large zone is ordered).
  with item as (
    select * from jsonb_to_recordset(items) as i(follow_id uuid, expected text, next text, key text, event jsonb)
  ),
  changed as (
    update alert_follows f set zone_state = item.next
    from item
    where f.id = item.follow_id and f.zone_state is not distinct from item.expected
    returning f.id
  ),
  queued as (
    insert into alert_outbox (follow_id, key, event, urgent)
    select item.follow_id, item.key, item.event, true from item join changed on changed.id = item.follow_id
    on conflict (follow_id, key) do nothing
    returning 1
  )
  select count(*)::integer from changed
$$;

-- Takes up to `max_rows` queued place changes (removing them from the queue) with what the
-- detection needs of each: the change and the place as it is now. Two instances take different ones.
create function public.take_place_changes(max_rows integer)
returns jsonb
language sql
set search_path = public
as $$
  with taken as (
    delete from alert_place_queue q
    where q.change_id in (select change_id from alert_place_queue order by queued_at limit max_rows for update skip locked)
    returning q.change_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'change_id', c.id, 'action', c.action, 'changes', c.changes, 'created_at', c.created_at,
    'place', to_jsonb(p) - 'created_at'
  ) order by c.created_at), '[]'::jsonb)
  from taken t join place_changes c on c.id = t.change_id join places p on p.id = c.place_id
$$;

-- Adds places to followers' next "help nearby" message: [{follow_id, place_id, reason, distance_miles}].
-- A place already waiting for that follower keeps its first reason.
create function public.add_pending_help(items jsonb)
returns void
language sql
set search_path = public
as $$
  insert into alert_help_pending (follow_id, place_id, reason, distance_miles)
  select (i->>'follow_id')::uuid, (i->>'place_id')::uuid, i->>'reason', (i->>'distance_miles')::numeric
  from jsonb_array_elements(items) i
  where exists (select 1 from alert_follows f where f.id = (i->>'follow_id')::uuid)
  on conflict (follow_id, place_id) do nothing
$$;

-- Followers whose "help nearby" message is due (something waits, and none was queued in the last
-- `min_interval_seconds`), with what waits for each and the place as it is now.
create function public.due_help(min_interval_seconds integer)
returns jsonb
language sql
stable
set search_path = public
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'follow_id', f.id, 'last_help_at', f.last_help_at, 'latitude', f.latitude, 'longitude', f.longitude,
    'items', (
      select jsonb_agg(jsonb_build_object(
        'place_id', h.place_id, 'reason', h.reason, 'distance_miles', h.distance_miles,
        'name', p.name, 'kind', p.kind, 'status', p.status, 'published', p.published
      ) order by h.distance_miles, h.place_id)
      from alert_help_pending h join places p on p.id = h.place_id where h.follow_id = f.id
    )
  ) order by f.id), '[]'::jsonb)
  from alert_follows f
  where f.confirmed_at is not null and f.expires_at > now()
    and exists (select 1 from alert_help_pending h where h.follow_id = f.id)
    and (f.last_help_at is null or f.last_help_at <= now() - make_interval(secs => min_interval_seconds))
$$;

-- Queues one follower's "help nearby" message and clears what it covers, if the follower's last
-- one is still `expected_last` (else another instance queued it: nothing happens). Answers whether
-- it was queued. A message with no place left (all closed since) only clears them.
create function public.queue_help(follow uuid, expected_last timestamptz, message_key text, message jsonb, place_ids uuid[])
returns boolean
language plpgsql
set search_path = public
as $$
begin
  if coalesce(jsonb_array_length(message->'places'), 0) = 0 then
    delete from alert_help_pending where follow_id = follow and place_id = any (place_ids);
    return false;
  end if;
  update alert_follows set last_help_at = now()
  where id = follow and last_help_at is not distinct from expected_last;
  if not found then
    return false;
  end if;
  delete from alert_help_pending where follow_id = follow and place_id = any (place_ids);
  insert into alert_outbox (follow_id, key, event, urgent) values (follow, message_key, message, false)
  on conflict (follow_id, key) do nothing;
  return true;
end
$$;

-- Queues a message about the follow itself (its confirmation mail, the reminder before it ends).
create function public.queue_alert(follow uuid, message_key text, message jsonb, is_urgent boolean)
returns boolean
language sql
set search_path = public
as $$
  with queued as (
    insert into alert_outbox (follow_id, key, event, urgent) values (follow, message_key, message, is_urgent)
    on conflict (follow_id, key) do nothing
    returning 1
  )
  select exists (select 1 from queued)
$$;

-- Claims up to `max_rows` due messages for `lease_seconds` (FOR UPDATE SKIP LOCKED: instances
-- sending at once never take the same one), urgent first, with where each goes. Only confirmed
-- follows get alerts; an unconfirmed one gets only its confirmation mail.
create function public.claim_alerts(max_rows integer, lease_seconds integer)
returns jsonb
language sql
set search_path = public
as $$
  with due as (
    select o.id from alert_outbox o join alert_follows f on f.id = o.follow_id
    where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= now()
      and (o.locked_until is null or o.locked_until <= now())
      and (f.confirmed_at is not null or o.event->>'type' = 'confirm')
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
    'follow_id', f.id, 'channel', f.channel, 'email', f.email, 'language', f.language,
    'push', case when f.channel = 'push' then jsonb_build_object('endpoint', f.push_endpoint, 'keys', jsonb_build_object('p256dh', f.push_p256dh, 'auth', f.push_auth)) end
  ) order by c.urgent desc, c.id), '[]'::jsonb)
  from claimed c join alert_follows f on f.id = c.follow_id
$$;

-- Records what became of a claimed message: sent; to be tried again at `retry_at`; or given up
-- (retry_at null). Answers nothing: a message whose follow went meanwhile is simply gone.
create function public.settle_alert(message bigint, outcome text, error text, retry_at timestamptz)
returns void
language sql
set search_path = public
as $$
  update alert_outbox set
    sent_at = case when outcome = 'sent' then now() end,
    failed_at = case when outcome = 'failed' then now() end,
    next_attempt_at = coalesce(retry_at, next_attempt_at),
    locked_until = null,
    last_error = case when outcome = 'sent' then null else left(error, 1000) end
  where id = message
$$;

-- What is kept no longer than needed (docs/alerts.md): unconfirmed follows after 24 hours, follows
-- past their end, sent or given-up messages after 7 days. Answers the follows due for the reminder
-- (ending within `remind_days`, not yet reminded, confirmed), marking them reminded.
create function public.alert_housekeeping(remind_days integer)
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
  into due from reminded where channel = 'email';
  return due;
end
$$;

-- Counts for operators (POST /api/alerts/dispatch answers them).
create function public.alert_counts()
returns jsonb
language sql
stable
set search_path = public
as $$
  select jsonb_build_object(
    'follows', (select count(*) from alert_follows where confirmed_at is not null and expires_at > now()),
    'unconfirmed', (select count(*) from alert_follows where confirmed_at is null),
    'queued', (select count(*) from alert_outbox where sent_at is null and failed_at is null),
    'failed', (select count(*) from alert_outbox where failed_at is not null)
  )
$$;

-- Nobody but the server: no policy lets a visitor see a row, and no privilege lets them try.
alter table public.alert_follows enable row level security;
alter table public.alert_outbox enable row level security;
alter table public.alert_place_queue enable row level security;
alter table public.alert_help_pending enable row level security;
revoke all on public.alert_follows, public.alert_outbox, public.alert_place_queue, public.alert_help_pending from public, anon, authenticated;
grant all on public.alert_follows, public.alert_outbox, public.alert_place_queue, public.alert_help_pending to service_role;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.add_alert_follow(jsonb)', 'public.confirm_alert_follow(text)', 'public.alert_follow_by_token(text)',
    'public.update_alert_follow(text, smallint, text[])', 'public.delete_alert_follow(text)', 'public.drop_alert_follow(uuid)',
    'public.active_alert_follows()', 'public.record_zone_alerts(jsonb)', 'public.take_place_changes(integer)',
    'public.add_pending_help(jsonb)', 'public.due_help(integer)', 'public.queue_help(uuid, timestamptz, text, jsonb, uuid[])',
    'public.queue_alert(uuid, text, jsonb, boolean)', 'public.claim_alerts(integer, integer)',
    'public.settle_alert(bigint, text, text, timestamptz)', 'public.alert_housekeeping(integer)', 'public.alert_counts()',
    'public.queue_place_change_for_alerts()'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
