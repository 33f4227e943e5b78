import { formatCalendarDay } from '#shared/format/money-and-dates';
/** Blog categories in button order; 'All' shows every article. */
export const blogCategories = [
  'All',
  'Education',
  'Tips',
  'Solar',
  'Green Energy',
  'News',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly category: Exclude<BlogCategory, 'All'>;
  readonly readTime: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly date: string;
  readonly featured: boolean;
}

// The headers only: the bodies load with the article (`post-bodies.ts`).
const headers = import.meta.glob<Readonly<Record<string, string>>>(
  '../../../content/blog/*.md',
  { query: '?front-matter', import: 'default', eager: true },
);

function parse(fields: Readonly<Record<string, string>>): BlogPost {
  if (!fields.id) throw new Error('Blog post without front matter');
  return {
    id: fields.id,
    title: fields.title ?? '',
    excerpt: fields.excerpt ?? '',
    category: fields.category as BlogPost['category'],
    readTime: fields.readTime ?? '',
    date: fields.date ?? '',
    featured: fields.featured === 'true',
  };
}

/** The six articles, newest first. */
export const blogPosts: readonly BlogPost[] = Object.values(headers)
  .map(parse)
  .sort((a, b) => b.date.localeCompare(a.date));

/** The article with exactly this id; any other string finds nothing. */
export const findPost = (id: string | undefined) =>
  blogPosts.find((post) => post.id === id);

/** Two related articles for a post: /blog/3 and /blog/6 unless it is one. */
export const relatedPosts = (id: string) =>
  ['3', '6', '1', '2']
    .filter((candidate) => candidate !== id)
    .slice(0, 2)
    .map((candidate) => findPost(candidate))
    .filter((post): post is BlogPost => post !== undefined);

/** `2024-03-12` as `12 March 2024`. */
export const formatPostDate = (date: string) => formatCalendarDay(date);
