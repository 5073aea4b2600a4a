// Built and served only by scripts/bench-web.mjs.
export default {};
