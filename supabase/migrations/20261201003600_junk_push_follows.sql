-- Push follows stored before the server checked their keys (issue 37: 1,500 follows whose p256dh
-- was 0x04 and 64 random bytes), whose keys no message can be encrypted for, go now rather than
-- after 90 days. The server refuses such keys since (422, lib/alerts/push-hosts.ts) and drops a
-- follow whose keys fail at send time (lib/alerts/send/push.ts). A browser's keys: p256dh the
-- base64url of a P-256 point, uncompressed (0x04, x, y: both below the field prime p and
-- y² = x³ − 3x + b mod p), auth 16 bytes. The check is for this clean-up only (a temporary function).
create function pg_temp.is_push_p256dh(key text)
returns boolean
language plpgsql
immutable
as $$
declare
  p constant numeric := 115792089210356248762697446949407573530086143415290314195533631308867097853951;
  b constant numeric := 41058363725152142129326129780047268409114441015993725554835256314039467401291;
  raw bytea;
  x numeric := 0;
  y numeric := 0;
begin
  if key is null or key !~ '^[A-Za-z0-9_-]{87}=?$' then
    return false;
  end if;
  raw := decode(rpad(translate(rtrim(key, '='), '-_', '+/'), 88, '='), 'base64');
  if length(raw) <> 65 or get_byte(raw, 0) <> 4 then
    return false;
  end if;
  for i in 1..32 loop
    x := x * 256 + get_byte(raw, i);
    y := y * 256 + get_byte(raw, i + 32);
  end loop;
  return x < p and y < p and mod(y * y - x * x * x + 3 * x - b, p) = 0;
exception when others then
  return false;
end
$$;

delete from public.alert_follows
where channel = 'push'
  and not (pg_temp.is_push_p256dh(push_p256dh) and coalesce(push_auth ~ '^[A-Za-z0-9_-]{22}(==)?$', false));
drop function pg_temp.is_push_p256dh(text);
