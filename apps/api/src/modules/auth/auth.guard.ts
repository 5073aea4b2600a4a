import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, preHandlerAsyncHookHandler, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { UserRole } from "@fz/contracts/auth";
import { AppError } from "../../lib/errors";
import type { UserRow } from "./auth.repository";
import type { AuthService } from "./auth.service";
import type { TokenSigner } from "./tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.optionalAuth`); loaded fresh from the database. */
    currentUser: (UserRow & { role: UserRole }) | null;
  }
  interface FastifyInstance {
    authenticate: preHandlerHookHandler;
    optionalAuth: preHandlerHookHandler;
    requireRole(...roles: UserRole[]): preHandlerAsyncHookHandler;
    /**
     * The signed-in user an Authorization header speaks for, when its token's signature and
     * its session are both remembered and `authenticate` would let it through; undefined
     * otherwise (the full path then decides, errors included). For early answers (decision 066).
     */
    rememberedUser(authorization: string | undefined): (UserRow & { role: UserRole }) | undefined;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  return bearerOf(request.headers.authorization);
}

function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : undefined;
}

/**
 * Guards: `authenticate` requires a valid access token of an active user with a role;
 * `requireRole('admin')` additionally checks the role (403 otherwise). The user is read
 * from the database on every request with the token's session and version, so logout,
 * a password reset, a deactivation or a role change ends the tokens already issued at once.
 */
export default fp(async function authGuard(
  app: FastifyInstance,
  { signer, auth }: { signer: TokenSigner; auth: AuthService },
) {
  app.decorateRequest("currentUser", null);

  /** The checks on the user a token speaks for: an active user with a role, in the token's standing session. */
  function signedIn(request: FastifyRequest, found: { user: UserRow; current: boolean } | undefined) {
    if (!found) throw new AppError("invalid_token");
    const { user } = found;
    if (!user.role) throw new AppError("invalid_user");
    if (!user.isActive) throw new AppError("account_disabled");
    if (!found.current) throw new AppError("invalid_token");
    request.currentUser = user as UserRow & { role: UserRole };
  }

  async function resolve(request: FastifyRequest, required: boolean) {
    const token = bearer(request);
    if (!token) {
      if (required) throw new AppError("not_authenticated");
      return;
    }
    let claims;
    try {
      claims = await signer.verifyAccess(token);
    } catch {
      throw new AppError("invalid_token");
    }
    // One query: the user, their token version and whether this session still stands.
    signedIn(request, await auth.userOfAccessToken(claims));
  }

  /**
   * The same checks without a promise when both the token's signature and its session are
   * remembered (the usual signed-in request): true when decided (or thrown), false when
   * `resolve` must read. The session is still checked on every request: a logout or a
   * deactivation forgets it (decision 013), and the next request reads it again.
   */
  function resolveRemembered(request: FastifyRequest): boolean {
    const token = bearer(request);
    const claims = token === undefined ? undefined : signer.knownAccess(token);
    const found = claims && auth.rememberedUserOfAccessToken(claims);
    if (!found) return false;
    signedIn(request, found);
    return true;
  }

  /** A callback hook, not an async one: a remembered session costs no promise on every request. */
  const guard = (required: boolean) => (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    let decided: boolean;
    try {
      decided = resolveRemembered(request);
    } catch (error) {
      return done(error as Error);
    }
    if (decided) return done();
    resolve(request, required).then(() => done(), done);
  };

  app.decorate("rememberedUser", (authorization: string | undefined) => {
    const token = bearerOf(authorization);
    const claims = token === undefined ? undefined : signer.knownAccess(token);
    const found = claims && auth.rememberedUserOfAccessToken(claims);
    if (!found || !found.current || !found.user.isActive || !found.user.role) return undefined;
    return found.user as UserRow & { role: UserRole };
  });
  app.decorate("authenticate", guard(true));
  app.decorate("optionalAuth", guard(false));
  app.decorate("requireRole", (...roles: UserRole[]) =>
    // Tagged with its roles so the route table (admin permission tests) can tell guarded routes apart.
    Object.assign(
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.currentUser) await resolve(request, true);
        if (!request.currentUser || !roles.includes(request.currentUser.role)) throw new AppError("permission_denied");
        void reply;
      },
      { requiredRoles: roles },
    ),
  );
});
