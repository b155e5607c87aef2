import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { Post } from './post.entity';
import { POST_CATEGORY_MAX_LENGTH } from '../../../../validation/posts';

const DEMO_SLUG = 'provisional-tax-a-guide-for-small-businesses';

describe.each(testDatabaseTargets)('posts ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    const posts = t.database.dataSource.getRepository(Post);
    await posts.save(
      posts.create({
        title: 'Draft: the 2027 budget',
        slug: 'draft-budget-2027',
        content: 'Not yet for readers.',
        category: 'tax',
        published: false,
      }),
    );
  });
  afterAll(() => t.close());

  it('lists the published posts to anyone, newest first, without drafts', async () => {
    const response = await t.request.get('/api/posts').expect(200);
    const slugs = response.body.map((post: { slug: string }) => post.slug);
    expect(slugs).toContain(DEMO_SLUG);
    expect(slugs).not.toContain('draft-budget-2027');
    expect(Object.keys(response.body[0]).sort()).toEqual(
      ['category', 'content', 'createdAt', 'excerpt', 'id', 'slug', 'title', 'updatedAt'].sort(),
    );
    const times = response.body.map((post: { createdAt: string }) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by category', async () => {
    const all = (await t.request.get('/api/posts').expect(200)).body as { category: string | null }[];
    const category = all.find((post) => post.category)?.category as string;
    const filtered = (await t.request.get('/api/posts').query({ category }).expect(200)).body as { category: string }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((post) => post.category === category)).toBe(true);
  });

  it('refuses a category given more than once, naming the field', async () => {
    const response = await t.request.get('/api/posts?category=tax&category=vat').expect(400);
    expect(response.body.errors).toEqual([{ path: 'category', message: 'category was given more than once: give it once' }]);
  });

  it('refuses a category longer than the column holds, naming it, in both APIs', async () => {
    const category = 'x'.repeat(POST_CATEGORY_MAX_LENGTH + 1);
    const rest = await t.request.get('/api/posts').query({ category }).expect(400);
    expect(rest.body.errors).toEqual([{ path: 'category', message: 'Category must be at most 100 characters' }]);
    const graph = await graphql(t.request, 'query ($category: String) { posts(category: $category) { slug } }', { category }).expect(200);
    expect(graph.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'category', message: 'Category must be at most 100 characters' }],
    });
  });

  it('answers one post by its slug, and 404 for a draft or an unknown slug', async () => {
    const response = await t.request.get(`/api/posts/${DEMO_SLUG}`).expect(200);
    expect(response.body).toMatchObject({ slug: DEMO_SLUG, title: expect.any(String), content: expect.any(String) });
    expect((await t.request.get('/api/posts/draft-budget-2027').expect(404)).body).toMatchObject({ message: 'Not found' });
    await t.request.get('/api/posts/no-such-post').expect(404);
  });

  it('answers the same through GraphQL', async () => {
    const response = await graphql(
      t.request,
      'query ($slug: String!) { posts { slug } post(slug: $slug) { slug title } draft: post(slug: "draft-budget-2027") { slug } }',
      {
        slug: DEMO_SLUG,
      },
    ).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.posts.map((post: { slug: string }) => post.slug)).toContain(DEMO_SLUG);
    expect(response.body.data.post).toMatchObject({ slug: DEMO_SLUG });
    expect(response.body.data.draft).toBeNull();
  });
});
