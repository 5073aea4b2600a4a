import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * Every answer is encoded through its route's response schema: the contract decides what
 * leaves (nothing undeclared, a wrong shape is a 500). That encoding is most of the CPU of a
 * signed-in GET the per-process caches already answer (lib/user-cache.ts), so an answer that
 * is a frozen object — the caches' shared values and what routes build from them — keeps its
 * bytes: the next request that answers the same object sends them without encoding it again
 * (decision 011, amendment of 2026-11-27). A frozen answer is immutable by contract, all the
 * way down; anything else is encoded on every request as before.
 */
export function frozenAnswerSerializerCompiler(encoded?: EncodedAnswers): typeof serializerCompiler {
  return (route) => {
    const encode = serializerCompiler(route);
    const bodies = new WeakMap<object, Buffer>();
    encoded?.register(route.method, route.url, route.httpStatus ?? "", bodies);
    return (data: unknown) => {
      if (data === null || typeof data !== "object" || !Object.isFrozen(data)) return encode(data);
      let body = bodies.get(data);
      if (body === undefined) {
        body = Buffer.from(encode(data));
        bodies.set(data, body);
      }
      // Kept as bytes, not text: Fastify measures a text's UTF-8 length and Node encodes it again
      // on every send, a buffer goes out as it is (decision 063). Fastify sends either; its types
      // say string. The buffer is never written to (onSend hooks read it, the public cache keeps it).
      return body as unknown as string;
    };
  };
}

/**
 * The bytes each route's serializer kept for the frozen answers it encoded: an early answer
 * (lib/early-answers.ts) sends a remembered answer's bytes only once its route has encoded
 * them, so they are the contract's own encoding.
 */
export interface EncodedAnswers {
  register(method: string, url: string, httpStatus: string, bodies: WeakMap<object, Buffer>): void;
  /** The bytes `method url` encoded for `answer` with status 200, if it did. */
  get(method: string, url: string, answer: object): Buffer | undefined;
}

export function createEncodedAnswers(): EncodedAnswers {
  const byRoute = new Map<string, WeakMap<object, Buffer>>();
  return {
    register(method, url, httpStatus, bodies) {
      if (httpStatus === "200") byRoute.set(`${method} ${url}`, bodies);
    },
    get: (method, url, answer) => byRoute.get(`${method} ${url}`)?.get(answer),
  };
}

/** How many answers are kept per source (the variants of one cached value, e.g. its URLs). */
const ANSWERS_PER_SOURCE = 8;

/**
 * A route's answer built from a frozen cached value, kept with that value (and a key, such as
 * the request's URL when the answer carries links): the same value and key give back the same
 * frozen answer, so `frozenAnswerSerializerCompiler` encodes it once. A value that is not
 * frozen (not shared by a cache) gets a fresh answer every time. Answers go with their value:
 * when a change replaces the cached value, the next request builds from the new one.
 */
export function frozenAnswers() {
  const bySource = new WeakMap<object, Map<string, object>>();
  return <Answer extends object>(source: object, key: string, build: () => Answer): Readonly<Answer> => {
    if (!Object.isFrozen(source)) return build();
    let answers = bySource.get(source);
    if (!answers) {
      answers = new Map();
      bySource.set(source, answers);
    }
    const known = answers.get(key) as Readonly<Answer> | undefined;
    if (known) return known;
    const answer = Object.freeze(build());
    if (answers.size >= ANSWERS_PER_SOURCE) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    return answer;
  };
}
