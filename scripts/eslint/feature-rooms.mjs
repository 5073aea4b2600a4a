// @ts-check
/**
 * `local/feature-rooms`: inside a web feature (`apps/web/src/features/<f>/`), each kind of file has
 * its room (docs/architecture.md, "Web"): `api/`, `components/` (React components, `.tsx`),
 * `hooks/` (`use-*.ts`), `stores/` (Redux slices), `types/`, `utils/`, and the few rooms a domain
 * keeps of its own (`DOMAIN_ROOMS`). A test sits beside its subject and follows its room's rule.
 */
import fs from "node:fs";
import path from "node:path";

const ROOMS = new Set(["api", "components", "hooks", "stores", "types", "utils"]);
/** Domain rooms: the practice studio's audio and signal code and the play-along, the notation. */
const DOMAIN_ROOMS = new Set(["practice/audio", "practice/signal", "practice/play-along", "learning/notation"]);
const FEATURE_FILE = /apps\/web\/src\/features\/([^/]+)\/(?:([^/]+)\/)?(.+)$/;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "A web feature's file lives in the room of its kind." },
    schema: [],
    messages: {
      room: "«{{room}}» is not a room of a web feature: use api, components, hooks, stores, types or utils (docs/architecture.md, «Web»).",
      component: "components/ holds React components (.tsx): move {{file}} to hooks/ (use-*) or utils/.",
      hook: "hooks/ holds hooks (use-*.ts): {{file}} belongs in utils/ or components/.",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join("/");
    const match = FEATURE_FILE.exec(file);
    if (!match) return {};
    const [, feature, room, rest] = match;
    const name = path.posix.basename(rest).replace(/\.test(?=\.tsx?$)/, "");
    /** @param {string} messageId @param {Record<string, string>} data */
    const report = (messageId, data) => ({
      Program(node) {
        context.report({ node, messageId, data });
      },
    });
    if (room === undefined || (!ROOMS.has(room) && !DOMAIN_ROOMS.has(`${feature}/${room}`))) return report("room", { room: room ?? rest });
    // A test of a component may be a .ts file: it is judged by its subject.
    const testOfComponent = /\.test\.ts$/.test(rest) && fs.existsSync(file.replace(/\.test\.ts$/, ".tsx"));
    if (room === "components" && !name.endsWith(".tsx") && !testOfComponent) return report("component", { file: rest });
    if (room === "hooks" && !name.startsWith("use-")) return report("hook", { file: rest });
    return {};
  },
};
