-- The translation cache's two entry points, so every backend (Supabase RPC, embedded PGlite,
-- PostgreSQL) runs the same statements:
-- - lookup_translations: one query for a whole batch of texts. supabase-js `.in()` with many
--   values fails with "URI too long"; an RPC sends the texts in a POST body. Visitors may call it:
--   it runs with their rights (security invoker), so row-level security applies.
-- - save_machine_translations: the server's write-back of validated machine translations. It only
--   fills the one target column of machine rows, and never touches a curated row. Server only.
-- Texts arrive normalized by the application (NFC, whitespace collapsed, trimmed).

create function public.lookup_translations(texts text[])
returns table (text text, to_es text, to_zh text, to_ko text, source text)
language sql
stable
security invoker
set search_path = public
as $$
  -- Through the md5 index: B-tree entries cannot hold long texts.
  select t.text, t.to_es, t.to_zh, t.to_ko, t.source
  from public.translations t
  where t.text_hash = any (array(select md5(x) from unnest(texts) as x))
$$;

revoke all on function public.lookup_translations(text[]) from public;
grant execute on function public.lookup_translations(text[]) to anon, authenticated, service_role;

create function public.save_machine_translations(target text, pairs jsonb)
returns integer
language plpgsql
security invoker
set search_path = public
as $$
declare
  written integer := 0;
begin
  if target is null or target not in ('es', 'zh', 'ko') then
    raise exception 'Unsupported target language: %', coalesce(target, 'null') using errcode = '22023';
  end if;
  if pairs is null or jsonb_typeof(pairs) <> 'array' then
    raise exception 'pairs must be a JSON array of {text, translation}' using errcode = '22023';
  end if;

  with incoming as (
    -- One row per text: ON CONFLICT cannot touch the same row twice in one statement.
    select distinct on (md5(p.text)) p.text, p.translation
    from jsonb_to_recordset(pairs) as p(text text, translation text)
    where p.text is not null and p.text <> '' and p.translation is not null and p.translation <> ''
    order by md5(p.text)
  )
  insert into public.translations as t (text, to_es, to_zh, to_ko, source)
  select
    i.text,
    case when target = 'es' then i.translation end,
    case when target = 'zh' then i.translation end,
    case when target = 'ko' then i.translation end,
    'machine'
  from incoming i
  on conflict (text_hash) do update set
    to_es = case when target = 'es' then excluded.to_es else t.to_es end,
    to_zh = case when target = 'zh' then excluded.to_zh else t.to_zh end,
    to_ko = case when target = 'ko' then excluded.to_ko else t.to_ko end,
    updated_at = now()
  -- Curated rows are written by people: a machine translation never replaces any of their columns.
  where t.source = 'machine'
    and case target
      when 'es' then t.to_es is distinct from excluded.to_es
      when 'zh' then t.to_zh is distinct from excluded.to_zh
      else t.to_ko is distinct from excluded.to_ko
    end;

  get diagnostics written = row_count;
  return written;
end
$$;

-- Only the server writes the cache. A cache visitors could write would let anyone change what
-- "Evacuate now" says in Korean.
revoke all on function public.save_machine_translations(text, jsonb) from public, anon, authenticated;
grant execute on function public.save_machine_translations(text, jsonb) to service_role;
