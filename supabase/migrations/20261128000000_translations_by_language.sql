-- The translation cache keeps its translations per language in one JSON object,
-- `{"es": "…", "zh-Hant": "…"}`, instead of one column per language: adding a language to
-- lib/i18n/languages.ts needs no migration and no code that names it.
--
-- A key is a language code (the list's codes: `es`, `zh-Hant`, `hy`, …); a value is the text's
-- translation into it, never empty. A missing key is a language without a translation yet.
-- What the application's list allows is checked by the application (lib/data/translation-rows.ts)
-- before it calls the database; the database refuses anything not shaped like a language code.

alter table public.translations
  add column translated jsonb not null default '{}'::jsonb;

-- Every language the cache held, and only the translations that were there (an empty text was
-- never answered as a translation, so it is not carried over). updated_at stays: nothing changed.
update public.translations
set translated = jsonb_strip_nulls(jsonb_build_object('es', nullif(to_es, ''), 'zh', nullif(to_zh, ''), 'ko', nullif(to_ko, '')));

-- An object of language code → non-empty text, whoever writes it (a content migration too).
-- (.keyvalue() fails on anything but an object: CASE asks it only of one.)
alter table public.translations
  add constraint translations_translated_check check (
    case when jsonb_typeof(translated) = 'object' then not jsonb_path_exists(
      translated,
      '$.keyvalue() ? (!(@.key like_regex "^[a-z]{2,3}(-[A-Za-z]{2,4})?$") || @.value.type() != "string" || @.value == "")'
    ) else false end
  );

drop function public.lookup_translations(text[]);
alter table public.translations drop column to_es, drop column to_zh, drop column to_ko;

-- One JSON array for the whole batch (no row cap), each row `{text, translated, source}`. With a
-- `target`, `translated` holds that language only (a page needs its own language, not fifteen:
-- the answer stays as small as with one column per language); without, every language the text
-- has (visitors may read the whole table anyway).
create function public.lookup_translations(texts text[], target text default null)
returns jsonb
language sql
stable
security invoker
set search_path = public
as $$
  -- Through the md5 index: B-tree entries cannot hold long texts.
  select coalesce(jsonb_agg(jsonb_build_object(
    'text', t.text,
    'translated', case
      when target is null then t.translated
      when t.translated ? target then jsonb_build_object(target, t.translated -> target)
      else '{}'::jsonb
    end,
    'source', t.source)), '[]'::jsonb)
  from public.translations t
  where t.text_hash = any (array(select md5(x) from unnest(texts) as x))
$$;

revoke all on function public.lookup_translations(text[], text) from public;
grant execute on function public.lookup_translations(text[], text) to anon, authenticated, service_role;

-- The server's write-back of validated machine translations: inserts new texts as machine rows and
-- sets the one `target` language of machine rows; the other languages of a row stay as they are.
-- A curated row (written by people) is never touched, not even a language it lacks. Returns the
-- number of rows actually inserted or changed. Server only.
create or replace function public.save_machine_translations(target text, pairs jsonb)
returns integer
language plpgsql
security invoker
set search_path = public
as $$
declare
  written integer := 0;
begin
  -- A language code (`es`, `zh-Hant`, `fil`): whether it is one of the site's languages is the
  -- application's check. `$` is the end of the text in PostgreSQL: a trailing newline fails.
  if target is null or target !~ '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' then
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
  insert into public.translations as t (text, translated, source)
  select i.text, jsonb_build_object(target, i.translation), 'machine'
  from incoming i
  on conflict (text_hash) do update set
    -- Only the target language: excluded.translated holds nothing else.
    translated = t.translated || jsonb_build_object(target, excluded.translated -> target),
    updated_at = now()
  -- Curated rows are written by people: a machine translation never replaces or adds to them.
  where t.source = 'machine'
    and t.translated -> target is distinct from excluded.translated -> target;

  get diagnostics written = row_count;
  return written;
end
$$;

-- Only the server writes the cache. A cache visitors could write would let anyone change what
-- "Evacuate now" says in Korean. (create or replace keeps the privileges; stated again anyway.)
revoke all on function public.save_machine_translations(text, jsonb) from public, anon, authenticated;
grant execute on function public.save_machine_translations(text, jsonb) to service_role;
