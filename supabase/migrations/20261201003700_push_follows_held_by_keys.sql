-- A push follow is replaced only by the holder of its subscription's keys (issue 37, docs/alerts.md
-- "A push subscription is its device's"). Following again from the same device (the same endpoint
-- with the same keys) replaces its follow, as before; a follow posted with a known endpoint and
-- other keys (anyone who learnt a device's endpoint) is refused — null, which the server answers
-- with 409 — and the first follow stays as it was. Its manage token changes or ends it
-- (update_alert_follow, delete_alert_follow). Still one follow per endpoint
-- (alert_follows_push_endpoint_idx), decided by the index, so two requests at once cannot both win.
create or replace function public.add_alert_follow(follow jsonb)
returns uuid
language plpgsql
set search_path = public
as $$
declare
  new_id uuid;
begin
  if follow->>'channel' = 'push' then
    delete from alert_follows
    where push_endpoint = follow->>'push_endpoint' and push_p256dh = follow->>'push_p256dh' and push_auth = follow->>'push_auth';
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
  on conflict (push_endpoint) where push_endpoint is not null do nothing
  returning id into new_id;
  return new_id;
end
$$;
