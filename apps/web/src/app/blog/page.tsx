import { BlogIndexPage, blogIndexMetadata } from "@/features/blog/components/blog-index-pages";

// Static, refreshed by the blog's on-demand revalidation; the timer is a safety net.
export const revalidate = 3600;

export const metadata = blogIndexMetadata(1);

export default function BlogPage() {
  return <BlogIndexPage page={1} />;
}
