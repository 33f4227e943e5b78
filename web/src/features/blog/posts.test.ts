import { describe, expect, it } from 'vitest';
import { postBody } from './post-bodies';
import { blogCategories, blogPosts, findPost, relatedPosts } from './posts';

describe('blog posts', () => {
  it('are six, with ids 1-6, known categories and one featured', () => {
    expect(blogPosts.map((p) => p.id).sort()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    for (const post of blogPosts) {
      expect(blogCategories).toContain(post.category);
      expect(post.title && post.excerpt).toBeTruthy();
      expect(postBody(post.id).length).toBeGreaterThan(3);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(blogPosts.filter((p) => p.featured)).toHaveLength(1);
  });

  it('finds only exact ids', () => {
    expect(findPost('3')?.id).toBe('3');
    for (const id of [undefined, '', '03', '3 ', '../3', '%00', 'constructor'])
      expect(findPost(id)).toBeUndefined();
  });

  it('relates /blog/3 and /blog/6, or two others for those', () => {
    expect(relatedPosts('1').map((p) => p.id)).toEqual(['3', '6']);
    expect(relatedPosts('3').map((p) => p.id)).toEqual(['6', '1']);
  });
});
