// /rest/v1 through real supabase-js clients: select trees and embeds, every filter, ordering and
// ranges, counts, single rows, inserts/upserts/updates/deletes, RPC, PostgREST's error shapes, and
// row-level security deciding per caller (anon, two users, service role).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../supabase/local/jwt.ts'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts'
import { toRestError } from '../../supabase/local/rest-errors.ts'
import { startBackend, type Backend } from './harness'

const SCHEMA = `
create table public.lib_authors (id serial primary key, name text not null unique, country text);
create table public.lib_books (
  id serial primary key, title text not null, author_id int references public.lib_authors(id),
  editor_id int references public.lib_authors(id), pages int, tags text[], meta jsonb, rating numeric
);
create table public.lib_reviews (id serial primary key, book_id int not null references public.lib_books(id) on delete cascade,
  stars int not null check (stars between 1 and 5), body text);
create table public.lib_genres (id serial primary key, name text not null);
create table public.lib_book_genres (book_id int references public.lib_books(id), genre_id int references public.lib_genres(id), primary key (book_id, genre_id));
create table public.lib_bios (author_id int primary key references public.lib_authors(id), bio text);

insert into public.lib_authors (name, country) values ('Ann', 'NO'), ('Bob', 'SE'), ('Cy', null);
insert into public.lib_books (title, author_id, editor_id, pages, tags, meta, rating) values
  ('Alpha', 1, 2, 100, '{sci,space}', '{"lang":"en","year":2001}', 4.5),
  ('Beta', 1, 3, 250, '{space}', '{"lang":"no","year":1999}', 3.0),
  ('Gamma', 2, null, 400, '{}', null, null),
  ('delta', 3, 1, 50, '{poetry}', '{"lang":"en","year":2020}', 5.0);
insert into public.lib_reviews (book_id, stars, body) values (1, 5, 'great'), (1, 3, 'ok'), (3, 1, null);
insert into public.lib_genres (name) values ('Fiction'), ('Science');
insert into public.lib_book_genres values (1, 1), (1, 2), (2, 2);
insert into public.lib_bios values (1, 'Writes about space');

create table public.lib_notes (id bigserial primary key, owner uuid not null default auth.uid(), body text not null);
alter table public.lib_notes enable row level security;
create policy notes_select on public.lib_notes for select using (auth.uid() = owner);
create policy notes_insert on public.lib_notes for insert with check (auth.uid() = owner);
create policy notes_update on public.lib_notes for update using (auth.uid() = owner) with check (auth.uid() = owner);
create policy notes_delete on public.lib_notes for delete using (auth.uid() = owner);

create function public.add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function public.series(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
create function public.books_by(author text) returns setof public.lib_books language sql stable as
  $$ select b.* from public.lib_books b join public.lib_authors a on a.id = b.author_id where a.name = author $$;
create function public.first_book() returns public.lib_books language sql stable as $$ select * from public.lib_books order by id limit 1 $$;
create function public.page_stats() returns table(author text, total bigint) language sql stable as
  $$ select a.name, sum(b.pages) from public.lib_authors a join public.lib_books b on b.author_id = a.id group by a.name $$;
create function public.echo(payload jsonb) returns jsonb language sql immutable as $$ select payload $$;
create function public.fail(reason text) returns void language plpgsql as $$ begin raise exception '%', reason using hint = 'try again'; end $$;
create function public.add_note(body text) returns void language sql as $$ insert into public.lib_notes (body) values (body) $$;
create function public.my_note_count() returns bigint language sql stable as $$ select count(*) from public.lib_notes $$;
`

let backend: Backend
let svc: SupabaseClient
let anon: SupabaseClient
type User = { id: string; db: SupabaseClient; jwt: string }
let alice: User
let bob: User

async function makeUser(email: string): Promise<User> {
  const id = crypto.randomUUID()
  await backend.db.asOwner((tx) => tx.query('insert into auth.users (id, email) values ($1, $2)', [id, email]))
  const jwt = await signJwt({
    role: 'authenticated',
    sub: id,
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
  const db = createClient(backend.url, ANON_KEY, {
    global: { headers: { Authorization: `Bearer ${jwt}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  })
  return { id, db, jwt }
}

const raw = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${backend.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, ...init.headers },
  })

beforeAll(async () => {
  backend = await startBackend({ seed: false })
  await backend.db.asOwner((tx) => tx.exec(SCHEMA))
  svc = backend.service()
  anon = backend.anon()
  alice = await makeUser('alice@example.com')
  bob = await makeUser('bob@example.com')
})
afterAll(() => backend?.stop())

describe('select', () => {
  it('returns columns, aliases, casts and JSON paths', async () => {
    const { data, error, status } = await svc
      .from('lib_books')
      .select('id, name:title, pages::text, lang:meta->>lang, year:meta->year')
      .order('id')
      .limit(2)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([
      { id: 1, name: 'Alpha', pages: '100', lang: 'en', year: 2001 },
      { id: 2, name: 'Beta', pages: '250', lang: 'no', year: 1999 },
    ])
  })

  it('returns every column with * and Postgres JSON types (arrays, jsonb, numeric, null)', async () => {
    const { data } = await svc.from('lib_books').select('*').eq('id', 1).single()
    expect(data).toEqual({
      id: 1,
      title: 'Alpha',
      author_id: 1,
      editor_id: 2,
      pages: 100,
      tags: ['sci', 'space'],
      meta: { lang: 'en', year: 2001 },
      rating: 4.5,
    })
  })

  it('embeds many-to-one as an object and one-to-many as an array, nested', async () => {
    const { data, error } = await svc
      .from('lib_authors')
      .select('name, lib_books!author_id(title, lib_reviews(stars))')
      .order('id')
      .limit(2)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        name: 'Ann',
        lib_books: [
          { title: 'Alpha', lib_reviews: [{ stars: 5 }, { stars: 3 }] },
          { title: 'Beta', lib_reviews: [] },
        ],
      },
      { name: 'Bob', lib_books: [{ title: 'Gamma', lib_reviews: [{ stars: 1 }] }] },
    ])
    const { data: book } = await svc
      .from('lib_books')
      .select('title, writer:lib_authors!author_id(name), editor:lib_authors!editor_id(name)')
      .eq('id', 3)
      .single()
    expect(book).toEqual({ title: 'Gamma', writer: { name: 'Bob' }, editor: null })
  })

  it('reports ambiguous and missing relationships like PostgREST', async () => {
    const ambiguous = await svc.from('lib_books').select('title, lib_authors(name)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    expect(ambiguous.error?.hint).toContain("'lib_authors!lib_books_author_id_fkey'")
    const missing = await svc.from('lib_genres').select('name, lib_reviews(*)')
    expect(missing.status).toBe(400)
    expect(missing.error?.code).toBe('PGRST200')
  })

  it('embeds by foreign-key column, one-to-one, many-to-many and spreads', async () => {
    const byColumn = await svc.from('lib_books').select('title, author_id(name)').eq('id', 4).single()
    expect(byColumn.data).toEqual({ title: 'delta', author_id: { name: 'Cy' } })
    const oneToOne = await svc.from('lib_authors').select('name, lib_bios(bio)').order('id').limit(2)
    expect(oneToOne.data).toEqual([
      { name: 'Ann', lib_bios: { bio: 'Writes about space' } },
      { name: 'Bob', lib_bios: null },
    ])
    const manyToMany = await svc.from('lib_books').select('title, lib_genres(name)').in('id', [1, 3]).order('id')
    expect(manyToMany.data).toEqual([
      { title: 'Alpha', lib_genres: [{ name: 'Fiction' }, { name: 'Science' }] },
      { title: 'Gamma', lib_genres: [] },
    ])
    const spread = await svc
      .from('lib_books')
      .select('title, ...lib_authors!author_id(author:name, country)')
      .eq('id', 2)
      .single()
    expect(spread.data).toEqual({ title: 'Beta', author: 'Ann', country: 'NO' })
  })

  it('filters, orders and limits embedded resources; !inner filters the parents', async () => {
    const { data } = await svc
      .from('lib_authors')
      .select('name, lib_books!author_id(title)')
      .eq('lib_books.title', 'Beta')
      .order('id')
    expect(data).toEqual([
      { name: 'Ann', lib_books: [{ title: 'Beta' }] },
      { name: 'Bob', lib_books: [] },
      { name: 'Cy', lib_books: [] },
    ])
    const inner = await svc
      .from('lib_authors')
      .select('name, lib_books!author_id!inner(title)', { count: 'exact' })
      .eq('lib_books.title', 'Beta')
    expect(inner.data).toEqual([{ name: 'Ann', lib_books: [{ title: 'Beta' }] }])
    expect(inner.count).toBe(1)
    const ordered = await svc
      .from('lib_authors')
      .select('name, lib_books!author_id(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'lib_books', ascending: false })
      .limit(1, { referencedTable: 'lib_books' })
      .single()
    expect(ordered.data).toEqual({ name: 'Ann', lib_books: [{ title: 'Beta' }] })
    const byParent = await svc
      .from('lib_books')
      .select('title, lib_authors!author_id(name)')
      .order('lib_authors(name)', { ascending: false })
      .order('id')
    expect(byParent.data?.map((b) => b.title)).toEqual(['delta', 'Gamma', 'Alpha', 'Beta'])
    const withoutReviews = await svc
      .from('lib_books')
      .select('title, lib_reviews(id)')
      .is('lib_reviews', null)
      .order('id')
    expect(withoutReviews.data?.map((b) => b.title)).toEqual(['Beta', 'delta'])
  })
})

describe('filters', () => {
  const titles = async (q: PromiseLike<{ data: { title: string }[] | null; error: unknown }>) => {
    const { data, error } = await q
    expect(error).toBeNull()
    return data!.map((r) => r.title)
  }
  const books = () => svc.from('lib_books').select('title').order('id')

  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await titles(books().eq('pages', 250))).toEqual(['Beta'])
    expect(await titles(books().neq('pages', 250))).toEqual(['Alpha', 'Gamma', 'delta'])
    expect(await titles(books().gt('pages', 100))).toEqual(['Beta', 'Gamma'])
    expect(await titles(books().gte('pages', 100))).toEqual(['Alpha', 'Beta', 'Gamma'])
    expect(await titles(books().lt('pages', 100))).toEqual(['delta'])
    expect(await titles(books().lte('pages', 100))).toEqual(['Alpha', 'delta'])
    expect(await titles(books().match({ author_id: 1, pages: 100 }))).toEqual(['Alpha'])
  })

  it('matches patterns, lists, nulls and booleans', async () => {
    expect(await titles(books().like('title', '%a'))).toEqual(['Alpha', 'Beta', 'Gamma', 'delta'])
    expect(await titles(books().like('title', 'D%'))).toEqual([])
    expect(await titles(books().ilike('title', 'D%'))).toEqual(['delta'])
    expect(await titles(books().in('title', ['Beta', 'delta', 'x,y']))).toEqual(['Beta', 'delta'])
    expect(await titles(books().in('title', []))).toEqual([])
    expect(await titles(books().is('rating', null))).toEqual(['Gamma'])
    expect(await titles(books().not('rating', 'is', null))).toEqual(['Alpha', 'Beta', 'delta'])
    expect(await titles(books().not('title', 'in', '(Alpha,Beta)'))).toEqual(['Gamma', 'delta'])
    expect(await titles(books().not('pages', 'gte', 250))).toEqual(['Alpha', 'delta'])
    expect(await titles(books().likeAnyOf('title', ['A%', 'G%']))).toEqual(['Alpha', 'Gamma'])
    expect(await titles(books().isDistinct('rating', 3))).toEqual(['Alpha', 'Gamma', 'delta'])
    expect(await titles(books().filter('pages', 'in', '(50,400)'))).toEqual(['Gamma', 'delta'])
  })

  it('combines with or(), nested and(), not.or and referenced tables', async () => {
    expect(await titles(books().or('pages.lt.100,title.eq.Beta'))).toEqual(['Beta', 'delta'])
    expect(await titles(books().or('title.eq.Alpha,and(pages.gt.200,rating.is.null)'))).toEqual(['Alpha', 'Gamma'])
    expect(await titles(books().or('not.and(pages.gt.100,rating.is.null),title.eq.Gamma').lt('pages', 300))).toEqual([
      'Alpha',
      'Beta',
      'delta',
    ])
    expect(await titles(books().or('title.not.eq.Alpha,pages.not.in.(100)'))).toEqual(['Beta', 'Gamma', 'delta'])
    const r = await raw('/lib_books?select=title&not.or=(pages.lt.100,title.eq.Beta)&order=id')
    expect(await r.json()).toEqual([{ title: 'Alpha' }, { title: 'Gamma' }])
    expect(await titles(books().or('title.eq."Alpha",title.eq."x,y"'))).toEqual(['Alpha'])
    const { data } = await svc
      .from('lib_authors')
      .select('name, lib_books!author_id(title)')
      .or('pages.gt.300,title.eq.Alpha', { referencedTable: 'lib_books' })
      .eq('id', 1)
      .single()
    expect(data).toEqual({ name: 'Ann', lib_books: [{ title: 'Alpha' }] })
  })

  it('filters arrays, jsonb and text search', async () => {
    expect(await titles(books().contains('tags', ['space']))).toEqual(['Alpha', 'Beta'])
    expect(await titles(books().containedBy('tags', ['space', 'sci']))).toEqual(['Alpha', 'Beta', 'Gamma'])
    expect(await titles(books().overlaps('tags', ['poetry', 'sci']))).toEqual(['Alpha', 'delta'])
    expect(await titles(books().contains('meta', { lang: 'en' }))).toEqual(['Alpha', 'delta'])
    expect(await titles(books().eq('meta->>lang', 'no'))).toEqual(['Beta'])
    expect(await titles(books().gt('meta->year', 2000))).toEqual(['Alpha', 'delta'])
    expect(await titles(books().textSearch('title', 'gamma'))).toEqual(['Gamma'])
    expect(await titles(books().textSearch('title', 'Delta', { type: 'websearch', config: 'english' }))).toEqual([
      'delta',
    ])
  })
})

describe('order, ranges and counts', () => {
  it('orders by several columns with nulls first/last', async () => {
    const { data } = await svc
      .from('lib_books')
      .select('title')
      .order('rating', { ascending: false, nullsFirst: true })
      .order('id')
    expect(data?.map((b) => b.title)).toEqual(['Gamma', 'delta', 'Alpha', 'Beta'])
    const last = await svc
      .from('lib_books')
      .select('title')
      .order('author_id')
      .order('pages', { ascending: false })
      .order('rating', { nullsFirst: false })
    expect(last.data?.map((b) => b.title)).toEqual(['Beta', 'Alpha', 'Gamma', 'delta'])
  })

  it('pages with limit, range and the Range header; counts exactly in Content-Range', async () => {
    const page = await svc.from('lib_books').select('id', { count: 'exact' }).order('id').range(1, 2)
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }])
    expect(page.count).toBe(4)
    const head = await svc.from('lib_books').select('*', { count: 'exact', head: true }).gt('pages', 100)
    expect(head).toMatchObject({ data: null, count: 2, error: null })
    const res = await raw('/lib_books?select=id&order=id&limit=2&offset=1', { headers: { prefer: 'count=exact' } })
    expect(res.headers.get('content-range')).toBe('1-2/4')
    const empty = await raw('/lib_books?select=id&id=gt.100', { headers: { prefer: 'count=exact' } })
    expect(empty.headers.get('content-range')).toBe('*/0')
    const noCount = await raw('/lib_books?select=id&limit=1')
    expect(noCount.headers.get('content-range')).toBe('0-0/*')
    const ranged = await raw('/lib_books?select=id&order=id', { headers: { range: '2-3' } })
    expect(await ranged.json()).toEqual([{ id: 3 }, { id: 4 }])
    const beyond = await svc.from('lib_books').select('id', { count: 'exact' }).range(10, 12)
    expect(beyond.status).toBe(416)
    expect(beyond.error?.code).toBe('PGRST103')
  })

  it('returns exactly one object for single(); 406 PGRST116 otherwise; maybeSingle allows none', async () => {
    const one = await svc.from('lib_books').select('title').eq('id', 2).single()
    expect(one.data).toEqual({ title: 'Beta' })
    const many = await svc.from('lib_books').select('title').single()
    expect(many.status).toBe(406)
    expect(many.error).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 4 rows',
      hint: null,
    })
    const none = await svc.from('lib_books').select('title').eq('id', 99).single()
    expect(none.error?.details).toBe('The result contains 0 rows')
    expect(await svc.from('lib_books').select('title').eq('id', 99).maybeSingle()).toMatchObject({
      data: null,
      error: null,
      status: 200,
    })
    expect((await svc.from('lib_books').select('title').maybeSingle()).error?.code).toBe('PGRST116')
  })
})

describe('writes', () => {
  it('inserts one row or many, returning minimal or the representation (with embeds)', async () => {
    const minimal = await svc.from('lib_genres').insert({ name: 'Horror' })
    expect(minimal).toMatchObject({ status: 201, data: null, error: null })
    const one = await svc.from('lib_genres').insert({ name: 'Drama' }).select('name').single()
    expect(one.data).toEqual({ name: 'Drama' })
    const bulk = await svc
      .from('lib_reviews')
      .insert([
        { book_id: 2, stars: 4 },
        { book_id: 2, stars: 2, body: 'meh' },
      ])
      .select('stars, body, lib_books(title)')
    expect(bulk.status).toBe(201)
    expect(bulk.data).toEqual([
      { stars: 4, body: null, lib_books: { title: 'Beta' } },
      { stars: 2, body: 'meh', lib_books: { title: 'Beta' } },
    ])
    const counted = await svc.from('lib_genres').insert([{ name: 'X1' }, { name: 'X2' }], { count: 'exact' })
    expect(counted.count).toBe(2)
  })

  it('upserts on a conflict target, merging or ignoring duplicates', async () => {
    const merged = await svc
      .from('lib_authors')
      .upsert(
        [
          { name: 'Ann', country: 'DK' },
          { name: 'Dora', country: 'FI' },
        ],
        { onConflict: 'name' },
      )
      .select('name, country')
      .order('name')
    expect(merged.error).toBeNull()
    expect(merged.data).toEqual([
      { name: 'Ann', country: 'DK' },
      { name: 'Dora', country: 'FI' },
    ])
    const ignored = await svc
      .from('lib_authors')
      .upsert({ name: 'Bob', country: 'XX' }, { onConflict: 'name', ignoreDuplicates: true })
      .select()
    expect(ignored.data).toEqual([])
    const byPk = await svc.from('lib_bios').upsert({ author_id: 1, bio: 'New bio' }).select().single()
    expect(byPk.data).toEqual({ author_id: 1, bio: 'New bio' })
    const { data } = await svc.from('lib_authors').select('name, country').in('name', ['Ann', 'Bob']).order('name')
    expect(data).toEqual([
      { name: 'Ann', country: 'DK' },
      { name: 'Bob', country: 'SE' },
    ])
  })

  it('updates and deletes the filtered rows only, and refuses to do so without a filter', async () => {
    await svc.from('lib_genres').insert([{ name: 'tmp1' }, { name: 'tmp2' }, { name: 'keep' }])
    const updated = await svc.from('lib_genres').update({ name: 'tmp-x' }).like('name', 'tmp%').select('name')
    expect(updated).toMatchObject({ status: 200, data: [{ name: 'tmp-x' }, { name: 'tmp-x' }] })
    const minimal = await svc.from('lib_genres').update({ name: 'tmp-y' }).eq('name', 'tmp-x')
    expect(minimal.status).toBe(204)
    const deleted = await svc.from('lib_genres').delete({ count: 'exact' }).eq('name', 'tmp-y')
    expect(deleted).toMatchObject({ status: 204, count: 2, error: null })
    expect((await svc.from('lib_genres').select('id').eq('name', 'keep')).data).toHaveLength(1)
    const unfiltered = await svc.from('lib_genres').delete()
    expect(unfiltered.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })
    const single = await svc.from('lib_genres').delete().eq('name', 'nope').select().single()
    expect(single.status).toBe(406)
  })

  it('maps constraint violations and bad input to PostgREST statuses', async () => {
    const dup = await svc.from('lib_authors').insert({ name: 'Bob' })
    expect(dup).toMatchObject({ status: 409, error: { code: '23505' } })
    const fk = await svc.from('lib_reviews').insert({ book_id: 999, stars: 3 })
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } })
    const notNull = await svc.from('lib_reviews').insert({ book_id: 1 })
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } })
    const check = await svc.from('lib_reviews').insert({ book_id: 1, stars: 9 })
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } })
    const badInt = await svc.from('lib_books').select('id').eq('pages', 'lots')
    expect(badInt).toMatchObject({ status: 400, error: { code: '22P02' } })
    const badColumn = await svc.from('lib_genres').insert({ nme: 'x' })
    expect(badColumn).toMatchObject({
      status: 400,
      error: { code: 'PGRST204', message: "Could not find the 'nme' column of 'lib_genres' in the schema cache" },
    })
  })
})

describe('rpc', () => {
  it('calls functions returning scalars with named arguments, by POST or GET, using defaults', async () => {
    expect(await svc.rpc('add', { a: 1, b: 2 })).toMatchObject({ data: 3, status: 200 })
    expect((await svc.rpc('add', { a: 5 })).data).toBe(15)
    expect((await svc.rpc('add', { a: 1, b: 2 }, { get: true })).data).toBe(3)
    expect((await svc.rpc('echo', { payload: { deep: [1, { x: null }] } })).data).toEqual({ deep: [1, { x: null }] })
  })

  it('returns sets of scalars and rows, with select, filters, order, embeds and counts', async () => {
    expect((await svc.rpc('series', { n: 3 })).data).toEqual([1, 2, 3])
    const rows = await svc
      .rpc('books_by', { author: 'Ann' }, { count: 'exact' })
      .select('title, lib_reviews(stars)')
      .gt('pages', 100)
    expect(rows.data).toEqual([{ title: 'Beta', lib_reviews: [{ stars: 4 }, { stars: 2 }] }])
    expect(rows.count).toBe(1)
    const table = await svc.rpc('page_stats').order('author')
    expect(table.data).toEqual([
      { author: 'Ann', total: 350 },
      { author: 'Bob', total: 400 },
      { author: 'Cy', total: 50 },
    ])
    expect((await svc.rpc('first_book').select('id, title')).data).toEqual({ id: 1, title: 'Alpha' })
  })

  it('returns 204 for void, 400 for raised exceptions and 404 for unknown functions', async () => {
    expect(await svc.rpc('add_note', { body: 'x' })).toMatchObject({ status: 400, error: { code: '23502' } })
    const failed = await svc.rpc('fail', { reason: 'boom' })
    expect(failed).toMatchObject({ status: 400, error: { code: 'P0001', message: 'boom', hint: 'try again' } })
    const unknown = await svc.rpc('nope', { x: 1 })
    expect(unknown).toMatchObject({
      status: 404,
      error: { code: 'PGRST202', message: 'Could not find the function public.nope(x) in the schema cache' },
    })
    const wrongArgs = await svc.rpc('add', { z: 1 })
    expect(wrongArgs.error?.code).toBe('PGRST202')
    expect(await alice.db.rpc('add_note', { body: 'from rpc' })).toMatchObject({ status: 204, error: null })
    expect((await alice.db.rpc('my_note_count')).data).toBeGreaterThanOrEqual(1)
    // like PostgREST, GET calls run read-only: a write inside fails with 25006 → 405
    expect(await alice.db.rpc('add_note', { body: 'via get' }, { get: true })).toMatchObject({
      status: 405,
      error: { code: '25006' },
    })
  })
})

describe('schema changes and limits', () => {
  it('sees tables, columns and foreign keys created after the first request', async () => {
    expect((await svc.from('lib_late').select()).status).toBe(404)
    await backend.db.asOwner((tx) => tx.exec(`create table public.lib_late (id int primary key, label text)`))
    expect(await svc.from('lib_late').insert({ id: 1, label: 'x' }).select()).toMatchObject({
      status: 201,
      data: [{ id: 1, label: 'x' }],
    })
    await backend.db.asOwner((tx) =>
      tx.exec(`alter table public.lib_late add column book_id int references public.lib_books(id)`),
    )
    await svc.from('lib_late').update({ book_id: 2 }).eq('id', 1)
    const { data } = await svc.from('lib_late').select('label, lib_books(title)').single()
    expect(data).toEqual({ label: 'x', lib_books: { title: 'Beta' } })
  })

  it('caps reads at 1000 rows (Supabase max rows) and limits PATCH/DELETE to ordered rows', async () => {
    await backend.db.asOwner((tx) =>
      tx.exec(
        `create table public.lib_many (n int primary key); insert into public.lib_many select generate_series(1, 1200)`,
      ),
    )
    const capped = await svc.from('lib_many').select('n', { count: 'exact' }).order('n')
    expect(capped.data).toHaveLength(1000)
    expect(capped.count).toBe(1200)
    const limited = await svc
      .from('lib_many')
      .delete()
      .gt('n', 10)
      .order('n', { ascending: false })
      .limit(2)
      .select('n')
    expect(limited.data).toEqual([{ n: 1200 }, { n: 1199 }])
    expect((await svc.from('lib_many').select('n', { count: 'exact', head: true })).count).toBe(1198)
  })

  it('follows PostgREST conventions for self-referencing foreign keys', async () => {
    await backend.db.asOwner((tx) =>
      tx.exec(`create table public.lib_staff (id int primary key, name text, manager_id int references public.lib_staff(id));
      insert into public.lib_staff values (1, 'Boss', null), (2, 'Ann', 1), (3, 'Bob', 1)`),
    )
    const parent = await svc.from('lib_staff').select('name, manager_id(name)').eq('id', 2).single()
    expect(parent.data).toEqual({ name: 'Ann', manager_id: { name: 'Boss' } })
    const children = await svc.from('lib_staff').select('name, reports:lib_staff!manager_id(name)').eq('id', 1).single()
    expect(children.data).toEqual({ name: 'Boss', reports: [{ name: 'Ann' }, { name: 'Bob' }] })
    const byTable = await svc.from('lib_staff').select('name, lib_staff(name)').eq('id', 2).single()
    expect(byTable.data).toEqual({ name: 'Ann', lib_staff: [] })
  })

  it('strips nulls on request', async () => {
    const { data } = await svc.from('lib_books').select('title, rating, meta').eq('id', 3).stripNulls()
    expect(data).toEqual([{ title: 'Gamma' }])
  })
})

describe('errors and authentication', () => {
  it('answers unknown tables, columns and bad syntax with PostgREST codes, never 5xx', async () => {
    expect(await svc.from('lib_boks').select()).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST205',
        message: "Could not find the table 'public.lib_boks' in the schema cache",
        hint: "Perhaps you meant the table 'public.lib_books'",
      },
    })
    expect(await svc.from('lib_books').select('nope')).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column lib_books.nope does not exist' },
    })
    expect(await svc.from('lib_books').select('id').eq('nope', 1)).toMatchObject({
      status: 400,
      error: { code: '42703' },
    })
    expect(await svc.from('lib_books').select().filter('pages', 'between', '1')).toMatchObject({
      status: 400,
      error: { code: 'PGRST100' },
    })
    expect(await svc.from('lib_books').select('id, lib_authors(')).toMatchObject({
      status: 400,
      error: { code: 'PGRST100' },
    })
    expect(await svc.from('lib_books').select('title').or('pages.lt.1,nonsense')).toMatchObject({
      status: 400,
      error: { code: 'PGRST100' },
    })
    expect(
      await svc
        .from('lib_books')
        .select('id')
        .is('rating', 'maybe' as never),
    ).toMatchObject({ status: 400, error: { code: 'PGRST100' } })
    expect(await svc.from('lib_books').select('id').limit(-1)).toMatchObject({
      status: 400,
      error: { code: 'PGRST100' },
    })
    expect(await svc.from('lib_books').select('id::text;drop')).toMatchObject({
      status: 400,
      error: { code: 'PGRST100' },
    })
    const r = await raw('/lib_books', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    })
    expect(r.status).toBe(400)
    expect(((await r.json()) as { code: string }).code).toBe('PGRST102')
    expect((await svc.schema('private').from('lib_books').select()).error?.code).toBe('PGRST106')
  })

  it('keeps hostile input as data: values are parameters, identifiers are checked and quoted', async () => {
    const sneaky = await svc.from('lib_books').select('title').eq('title', "x'; drop table public.lib_books; --")
    expect(sneaky).toMatchObject({ status: 200, data: [] })
    expect((await svc.from('lib_books"; drop table public.lib_books; --').select()).status).toBe(404)
    expect((await svc.from('lib_books').select('"title"" from lib_books; --"')).error?.code).toBe('42703')
    expect(await svc.from('lib_books').select('id').order('id; drop table lib_books')).toMatchObject({
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse order (id; drop table lib_books)"',
        details: 'unexpected ";" expecting "->" or end of input',
      },
    })
    expect((await svc.from('lib_books').select('id', { count: 'exact', head: true })).count).toBe(4)
  })

  it('rejects requests without a key, with a forged key or an expired token', async () => {
    const none = await fetch(`${backend.url}/rest/v1/lib_books`)
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
    const forged = await fetch(`${backend.url}/rest/v1/lib_books`, { headers: { apikey: 'not-a-key' } })
    expect(forged.status).toBe(401)
    const expiredJwt = await signJwt({ role: 'authenticated', sub: alice.id, exp: Math.floor(Date.now() / 1000) - 10 })
    const expired = await fetch(`${backend.url}/rest/v1/lib_books`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${expiredJwt}` },
    })
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { code: string }).code).toBe('PGRST303')
    const viaParam = await fetch(`${backend.url}/rest/v1/lib_books?select=id&limit=1&apikey=${ANON_KEY}`)
    expect(await viaParam.json()).toEqual([{ id: 1 }])
  })
})

describe('deeply nested input (400, never a 5xx)', () => {
  const nested = (levels: number, leaf = '1') => '['.repeat(levels) + leaf + ']'.repeat(levels)
  const logicTree = (levels: number) =>
    `(${Array.from({ length: levels - 1 }).reduce<string>((inner) => `or(${inner})`, 'pages.eq.100')})`
  const post = (path: string, body: string) =>
    raw(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    })
  const json = async (res: Response) => ({ status: res.status, body: await res.json() })

  it('refuses a JSON body nested deeper than 64 levels with PGRST102, and keeps one at the limit', async () => {
    const refused = {
      status: 400,
      body: {
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: 'The JSON body nests deeper than 64 levels',
        hint: null,
      },
    }
    expect(await json(await post('/lib_books', `{"title": "Deep", "meta": ${nested(5000)}}`))).toEqual(refused)
    expect(
      await json(await post('/lib_books', `[${'{"title": "Deep", "meta": '.repeat(3000)}1${'}'.repeat(3000)}]`)),
    ).toEqual(refused)
    expect(
      await json(
        await raw('/lib_books?title=eq.Alpha', {
          method: 'PATCH',
          body: `{"meta": ${nested(5000)}}`,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ).toEqual(refused)
    expect(await json(await post('/rpc/echo', `{"payload": ${nested(5000)}}`))).toEqual(refused)
    // brackets inside strings are text, not nesting
    const kept = await json(
      await post('/lib_books?select=title,meta', `{"title": "${'['.repeat(200)}", "meta": ${nested(63)}}`),
    )
    expect(kept).toEqual({ status: 201, body: [{ title: '['.repeat(200), meta: JSON.parse(nested(63)) }] })
    await svc.from('lib_books').delete().eq('title', '['.repeat(200))
  })

  it('refuses logic trees nested deeper than 32 levels with PGRST100', async () => {
    const deep = await json(await raw(`/lib_books?select=id&or=${encodeURIComponent(logicTree(3000))}`))
    expect(deep.status).toBe(400)
    expect(deep.body).toMatchObject({ code: 'PGRST100', details: 'logic trees nest at most 32 levels' })
    expect(await json(await raw(`/lib_books?select=title&or=${encodeURIComponent(logicTree(32))}`))).toEqual({
      status: 200,
      body: [{ title: 'Alpha' }],
    })
  })

  it('refuses embeds nested deeper than 32 levels and deep JSON arguments of GET /rpc with PGRST100', async () => {
    const select = `id,${'lib_authors('.repeat(1000)}id${')'.repeat(1000)}`
    const embeds = await json(await raw(`/lib_books?select=${encodeURIComponent(select)}`))
    expect(embeds.status).toBe(400)
    expect(embeds.body).toMatchObject({ code: 'PGRST100', details: 'embedded resources nest at most 32 levels' })
    const rpc = await json(await raw(`/rpc/echo?payload=${encodeURIComponent(nested(1500))}`))
    expect(rpc).toEqual({
      status: 400,
      body: {
        code: 'PGRST100',
        message: '"failed to parse the argument payload"',
        details: 'JSON nests deeper than 64 levels',
        hint: null,
      },
    })
  })

  it('answers a stack overflow no cap caught with 400, not 500', () => {
    const error = toRestError(new RangeError('Maximum call stack size exceeded'), 'anon')
    expect(error.toJSON()).toEqual({
      code: 'PGRST100',
      message: 'The request is too deeply nested or too large to process',
      details: 'Maximum call stack size exceeded',
      hint: null,
    })
    expect(error.status).toBe(400)
  })
})

describe('row-level security', () => {
  beforeAll(async () => {
    await backend.db.asOwner((tx) =>
      tx.query(`insert into public.lib_notes (owner, body) values ($1, 'alice 1'), ($1, 'alice 2'), ($2, 'bob 1')`, [
        alice.id,
        bob.id,
      ]),
    )
  })

  it('shows each user only their own rows, anon none, the service role all', async () => {
    const a = await alice.db.from('lib_notes').select('body').like('body', '% _').order('id')
    expect(a.data).toEqual([{ body: 'alice 1' }, { body: 'alice 2' }])
    const b = await bob.db.from('lib_notes').select('body', { count: 'exact' }).like('body', '% _')
    expect(b.data).toEqual([{ body: 'bob 1' }])
    expect(b.count).toBe(1)
    expect(await anon.from('lib_notes').select('body')).toMatchObject({ data: [], error: null })
    const all = await svc.from('lib_notes').select('body').like('body', '% _').order('id')
    expect(all.data?.map((n) => n.body)).toEqual(['alice 1', 'alice 2', 'bob 1'])
  })

  it('inserts as the caller (auth.uid() default) and rejects rows for someone else with 42501', async () => {
    const own = await alice.db.from('lib_notes').insert({ body: 'mine' }).select('owner, body').single()
    expect(own.data).toEqual({ owner: alice.id, body: 'mine' })
    const other = await alice.db.from('lib_notes').insert({ owner: bob.id, body: 'forged' })
    expect(other.status).toBe(403)
    expect(other.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "lib_notes"',
    })
    const anonInsert = await anon.from('lib_notes').insert({ owner: bob.id, body: 'anon' })
    expect(anonInsert.status).toBe(401)
    expect(anonInsert.error?.code).toBe('42501')
  })

  it("cannot update or delete another user's rows, nor move a row to another owner", async () => {
    const upd = await bob.db.from('lib_notes').update({ body: 'hacked' }).eq('body', 'alice 1').select()
    expect(upd).toMatchObject({ status: 200, data: [] })
    const del = await bob.db.from('lib_notes').delete().eq('body', 'alice 2').select()
    expect(del.data).toEqual([])
    const move = await alice.db.from('lib_notes').update({ owner: bob.id }).eq('body', 'alice 1')
    expect(move).toMatchObject({ status: 403, error: { code: '42501' } })
    const { data } = await svc.from('lib_notes').select('body, owner').in('body', ['alice 1', 'alice 2'])
    expect(data).toHaveLength(2)
    expect(data?.every((n) => n.owner === alice.id)).toBe(true)
    const own = await alice.db.from('lib_notes').update({ body: 'alice 1 edited' }).eq('body', 'alice 1').select('body')
    expect(own.data).toEqual([{ body: 'alice 1 edited' }])
  })
})
