import { NextResponse, type NextRequest } from "next/server";
import { TOKEN_COOKIE } from "@/lib/session";
import { SIGN_IN_PATH } from "@/lib/routes";

/**
 * Optimistic gate for the academy and admin: without the `token` cookie the visitor is
 * sent to sign in and brought back afterwards. The API still checks every request.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.get(TOKEN_COOKIE)?.value) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = SIGN_IN_PATH;
  url.search = "";
  url.searchParams.set("next", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(url);
}

export const config = {
  matcher: ["/academia", "/academia/:path*", "/admin", "/admin/:path*", "/profesor", "/profesor/:path*"],
};
