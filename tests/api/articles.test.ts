/**
 * News and the help centre (000 §2 /news, /help-center; 002 §7 `/news/articles`,
 * `/helpcenter/articles` with `/{id}/publish/{flag}`, `/helpcenter/categories`): drafts,
 * saves with their version, publish and unpublish, delete, categories; every change in the
 * activity log; central view only, except the published help centre, which every manager reads.
 */
import { z } from 'zod';
import { helpArticle, HelpArticle, PublishedHelpCenter } from '../../resources/helpArticle';
import { HelpCategory, helpCategory } from '../../resources/helpCategory';
import { newsArticle, NewsArticle } from '../../resources/newsArticle';
import { sql } from '../../server/db/sql';
import { act, get } from './betting-helpers';
import { centralList, lastChange } from './central-office-helpers';
import { API, createTestApi, query, type TestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const list = <T extends z.ZodType>(schema: T, path: string, params: Record<string, unknown> = {}) => centralList(api, schema, path, params);
const lastLog = () => lastChange(api);

/** A save the way the console sends it: the loaded record with the changes, and the changes listed. */
function save(path: string, loaded: Record<string, unknown>, changes: Record<string, unknown>) {
  const list = Object.entries(changes).map(([fieldName, newValue]) => ({ fieldName, newValue }));
  return api.call('central', {
    method: 'PUT',
    url: `${API}/central/${path}/${String(loaded.id)}${query({ changes: list })}`,
    payload: { ...loaded, ...changes },
  });
}

describe('news', () => {
  it('seeded news in several languages, drafts and published, newest change first', async () => {
    const { content } = await list(NewsArticle, 'news/articles', { size: 100 });
    expect(new Set(content.map((row) => row.language)).size).toBeGreaterThanOrEqual(5);
    expect(content.some((row) => !row.published && !row.publishedAt)).toBe(true);
    expect(content.filter((row) => row.published).every((row) => row.publishedAt)).toBe(true);
    const updated = content.map((row) => row.updated);
    expect([...updated].sort().reverse()).toEqual(updated);
    const german = await list(NewsArticle, 'news/articles', { filter: { language: 'de', published: true } });
    expect(german.content.every((row) => row.language === 'de' && row.published)).toBe(true);
    const promotions = await list(NewsArticle, 'news/articles', { filter: { category: ['PROMOTIONS'] } });
    expect(promotions.content.every((row) => row.category === 'PROMOTIONS')).toBe(true);
  });

  it('creates a draft, saves it, publishes, unpublishes and deletes it, each logged', async () => {
    const created = await act(api, 'central', 'central', newsArticle, 'create', {
      language: 'en',
      category: 'SPORTS',
      title: '  Derby day  ',
      summary: '',
      body: '## Kick-off\n\nAt **18:00**.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = NewsArticle.parse(created.json().payload);
    expect(draft).toMatchObject({ title: 'Derby day', summary: null, published: false, publishedAt: null, author: 'central@demo.test' });
    let entry = await lastLog();
    expect(entry.details).toBe(`News article ${draft.id} created: Derby day`);
    expect(entry.after).toMatchObject({ title: 'Derby day', language: 'en', category: 'SPORTS' });

    const saved = await save('news/articles', draft, { title: 'Derby day: team news' });
    expect(saved.statusCode, saved.body).toBe(200);
    const current = NewsArticle.parse(saved.json().payload);
    expect(current.title).toBe('Derby day: team news');
    entry = await lastLog();
    expect(entry).toMatchObject({ before: { title: 'Derby day' }, after: { title: 'Derby day: team news' } });
    // A save based on the version before is refused with the current record.
    const stale = await save('news/articles', draft, { body: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.title).toBe('Derby day: team news');

    const published = await act(api, 'central', 'central', newsArticle, 'publish', { flag: true }, draft.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().payload).toMatchObject({ published: true, publishedAt: expect.any(String) });
    entry = await lastLog();
    expect(entry.details).toBe(`News article ${draft.id} published: Derby day: team news`);
    expect(entry).toMatchObject({ before: { published: false, publishedAt: null }, after: { published: true } });
    const again = await act(api, 'central', 'central', newsArticle, 'publish', { flag: true }, draft.id);
    expect(again.json().payload.publishedAt).toBe(published.json().payload.publishedAt);
    const back = await act(api, 'central', 'central', newsArticle, 'publish', { flag: false }, draft.id);
    expect(back.json().payload).toMatchObject({ published: false, publishedAt: null });

    const removed = await act(api, 'central', 'central', newsArticle, 'remove', {}, draft.id);
    expect(removed.statusCode, removed.body).toBe(200);
    entry = await lastLog();
    expect(entry.details).toBe(`News article ${draft.id} deleted: Derby day: team news`);
    expect(entry.before).toMatchObject({ id: draft.id, title: 'Derby day: team news' });
    expect((await get(api, 'central', `central/news/articles/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400s naming the fields', async () => {
    const refused = await act(api, 'central', 'central', newsArticle, 'create', {
      language: 'xx',
      category: 'GOSSIP',
      title: ' ',
      body: 'x'.repeat(20_001),
    });
    expect(refused.statusCode).toBe(400);
    const paths = (refused.json().errors as { path: string; message: string }[]).map((error) => `${error.path}: ${error.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'title: Required',
        'body: Maximum length is 20000',
        expect.stringMatching(/^language: /),
        expect.stringMatching(/^category: /),
      ]),
    );
    const { content } = await list(NewsArticle, 'news/articles', { size: 1 });
    const tooLong = await save('news/articles', content[0], { title: 't'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ path: 'title', message: 'Maximum length is 200' }]);
    const notEditable = await save('news/articles', content[0], { published: true });
    expect(notEditable.statusCode).toBe(400);
  });
});

describe('help centre', () => {
  it('creates an article in a category, publishes it, and readers of every operator see it in its language', async () => {
    const categories = await list(HelpCategory, 'helpcenter/categories');
    const deposits = categories.content.find((category) => category.code === 'DEPOSITS')!;
    const unknown = await act(api, 'central', 'central', helpArticle, 'create', {
      language: 'hr',
      categoryId: 99999,
      title: 'T',
      body: 'B',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'categoryId', message: 'No help-centre category 99999' }]);

    const created = await act(api, 'central', 'central', helpArticle, 'create', {
      language: 'hr',
      categoryId: deposits.id,
      title: 'Uplata putem blagajne',
      summary: 'Gotovinom na blagajni.',
      body: 'Uplata je odmah na saldu.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const article = HelpArticle.parse(created.json().payload);
    expect(article).toMatchObject({ categoryId: deposits.id, categoryName: 'Uplate', published: false });
    expect((await lastLog()).details).toBe(`Help-centre article ${article.id} created: Uplata putem blagajne`);

    const moved = await save('helpcenter/articles', article, { categoryId: 99999 });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors[0].path).toBe('categoryId');

    const reader = async (as: 'office1' | 'central', op: string, language?: string) => {
      const response = await get(api, as, `${op}/helpcenter/published`, language ? { language } : {});
      expect(response.statusCode, response.body).toBe(200);
      return z.object({ payload: PublishedHelpCenter }).parse(response.json()).payload;
    };
    const titles = (help: z.output<typeof PublishedHelpCenter>) =>
      help.categories.flatMap((category) => category.articles.map((entry) => entry.title));
    expect(titles(await reader('office1', 'op1', 'hr'))).not.toContain('Uplata putem blagajne');

    const published = await act(api, 'central', 'central', helpArticle, 'publish', { flag: true }, article.id);
    expect(published.statusCode, published.body).toBe(200);
    expect((await lastLog()).details).toBe(`Help-centre article ${article.id} published: Uplata putem blagajne`);
    const croatian = await reader('office1', 'op1', 'hr');
    expect(croatian.language).toBe('hr');
    const section = croatian.categories.find((category) => category.code === 'DEPOSITS')!;
    expect(section.name).toBe('Uplate');
    expect(section.articles[0]).toMatchObject({ id: article.id, title: 'Uplata putem blagajne', body: 'Uplata je odmah na saldu.' });
    const [{ n }] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM help_center_articles WHERE published AND language = 'hr'`,
    );
    expect(titles(croatian)).toHaveLength(n);
    const english = await reader('central', 'central');
    expect(english.language).toBe('en');
    expect(titles(english)).not.toContain('Handling chargebacks');
    const order = english.categories.map((category) => categories.content.find((entry) => entry.id === category.id)!.sortOrder);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const bad = await get(api, 'office1', 'op1/helpcenter/published', { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('language');
    expect((await get(api, 'office1', 'op2/helpcenter/published')).statusCode).toBe(403);
  });

  it('creates, renames and deletes categories; a category with articles is not deleted', async () => {
    const refused = await act(api, 'central', 'central', helpCategory, 'create', { code: 'bad code', sortOrder: 0, names: { en: '' } });
    expect(refused.statusCode).toBe(400);
    const paths = (refused.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['code', 'sortOrder', 'names.en']));
    const taken = await act(api, 'central', 'central', helpCategory, 'create', { code: 'DEPOSITS', sortOrder: 20, names: { en: 'Again' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].path).toBe('code');

    const created = await act(api, 'central', 'central', helpCategory, 'create', {
      code: 'CASINO',
      sortOrder: 9,
      names: { en: 'Casino', de: 'Kasino' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = HelpCategory.parse(created.json().payload);
    expect(category).toMatchObject({ code: 'CASINO', names: { en: 'Casino', de: 'Kasino', fr: null }, articles: 0 });
    expect((await lastLog()).details).toBe('Help-centre category CASINO created');

    const renamed = await save('helpcenter/categories', category, { 'names.fr': 'Casino en ligne' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload.names.fr).toBe('Casino en ligne');
    expect(await lastLog()).toMatchObject({ before: { 'names.fr': null }, after: { 'names.fr': 'Casino en ligne' } });

    const { content } = await list(HelpCategory, 'helpcenter/categories');
    const busy = content.find((entry) => entry.articles > 0)!;
    const kept = await act(api, 'central', 'central', helpCategory, 'remove', {}, busy.id);
    expect(kept.statusCode).toBe(400);
    expect(kept.json().message).toContain(`${busy.articles} article`);
    const removed = await act(api, 'central', 'central', helpCategory, 'remove', {}, category.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await lastLog()).details).toBe('Help-centre category CASINO deleted');
  });
});

describe('central view only', () => {
  it.each([
    ['GET', 'news/articles'],
    ['POST', 'news/articles/add'],
    ['PUT', 'news/articles/1'],
    ['PUT', 'news/articles/1/publish/true'],
    ['DELETE', 'news/articles/1'],
    ['GET', 'helpcenter/articles'],
    ['POST', 'helpcenter/articles/add'],
    ['PUT', 'helpcenter/articles/1/publish/false'],
    ['GET', 'helpcenter/categories'],
    ['POST', 'helpcenter/categories/add'],
    ['DELETE', 'helpcenter/categories/1'],
  ])('%s %s answers 403 to an office manager', async (method, path) => {
    const response = await api.call('office1', {
      method: method as 'GET',
      url: `${API}/op1/${path}`,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode).toBe(403);
  });
});
