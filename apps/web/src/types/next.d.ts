// Next's ambient types (image imports, CSS side-effect imports) without relying on the
// generated, git-ignored next-env.d.ts, so `tsc -p apps/web` works on a clean clone.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
