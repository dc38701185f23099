import { formatDate } from "~/lib/format";

/** "October 6, 2026 · 7 min read" under a post's title in lists and cards. */
export function PostDateAndReadingTime({ post }: { post: { date: string; readingMinutes: number } }) {
  return (
    <>
      <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
    </>
  );
}
