import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo";

/** Everything public is crawlable; the academy, the admin and the API are not pages to index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/academia", "/admin", "/api/", "/ingresar", "/revalidate"] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
