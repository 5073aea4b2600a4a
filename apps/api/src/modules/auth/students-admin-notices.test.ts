import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications } from "@fz/db/schema";
import { SANDBOX_SECRET, type Shop, createShop, createStudent, placeOrder, sandboxDecides } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

/** Issue 35: every change an administrator makes to a student's access, points or orders tells the student why (bell and e-mail). */

let ctx: TestContext;
let shop: Shop;
let adminToken: string;

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
  adminToken = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
});
afterAll(() => ctx.close());

const asAdmin = (method: "GET" | "POST", url: string, payload?: object) => injectWithToken(ctx, adminToken, { method, url, payload });
const bellOf = (userId: number) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
const mailTo = async (email: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.kind === "account_change");

describe("the student is told what an administrator changed, and why", () => {
  it("an access granted and then closed", async () => {
    const student = await createStudent(ctx, { firstName: "Camila" });
    const granted = await asAdmin("POST", `/api/students/${student.id}/grants/`, { scope: "level", target_id: shop.levels[0]!.id, months: 1, note: "Cortesía por el concierto" });
    expect(granted.statusCode, granted.body).toBe(201);
    await expect.poll(async () => (await bellOf(student.id)).length).toBe(1);
    const [grantNotice] = await bellOf(student.id);
    expect(grantNotice).toMatchObject({ kind: "account_change", title: "Tienes un acceso nuevo", link: "/academia" });
    expect(grantNotice!.body).toMatch(/^El equipo de FZ Academia te dio acceso al nivel «.+» de .+ hasta el \d{1,2} de [a-z]+ de \d{4}\. Motivo: Cortesía por el concierto$/);

    const missing = await asAdmin("POST", `/api/students/${student.id}/grants/${granted.json().id}/revoke/`, {});
    expect(missing.statusCode).toBe(400);
    const revoked = await asAdmin("POST", `/api/students/${student.id}/grants/${granted.json().id}/revoke/`, { reason: "Se otorgó por error" });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ is_current: false });
    expect((await asAdmin("POST", `/api/students/${student.id}/grants/${granted.json().id}/revoke/`, { reason: "Otra vez" })).statusCode).toBe(404);
    const bell = await bellOf(student.id);
    expect(bell.at(-1)).toMatchObject({ title: "Se cerró uno de tus accesos" });
    expect(bell.at(-1)!.body).toContain("Motivo: Se otorgó por error");
    const mails = await mailTo(student.email);
    expect(mails.map((m) => m.subject)).toEqual(["Tienes un acceso nuevo — FZ Academia", "Se cerró uno de tus accesos — FZ Academia"]);
    expect(mails[0]!.text).toContain("Hola, Camila:");
    expect(mails[1]!.text).toContain("Motivo: Se otorgó por error");
    const audit = (await asAdmin("GET", `/api/admin/audit/?action=student.revoke`)).json();
    expect(audit.results[0]).toMatchObject({ action: "student.revoke", entity: "access_grant", after: { reason: "Se otorgó por error" } });
  });

  it("points given with a reason: the bell, the e-mail and the points history say it", async () => {
    const student = await createStudent(ctx);
    const adjusted = await asAdmin("POST", `/api/students/${student.id}/points/`, { delta: 300, reason: "Premio por asistencia al taller", idempotency_key: "taller-0001" });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    // A repeated request adjusts (and tells) once.
    await asAdmin("POST", `/api/students/${student.id}/points/`, { delta: 300, reason: "Premio por asistencia al taller", idempotency_key: "taller-0001" });
    const bell = await bellOf(student.id);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ title: "Recibiste 300 puntos", link: "/academia/puntos" });
    expect(bell[0]!.body).toBe("El equipo de FZ Academia te dio 300 puntos. Ahora tienes 300 puntos. Motivo: Premio por asistencia al taller");
    expect(await mailTo(student.email)).toHaveLength(1);
    const history = (await student.call({ method: "GET", url: "/api/points/history/" })).json();
    expect(history.results[0]).toMatchObject({ delta: 300, description: "Premio por asistencia al taller" });
  });

  it("a refund closes the access, takes the purchase's points back, and tells the student the reason", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await placeOrder(student, { kind: "level", level_id: shop.levels[0]!.id, months: 4 });
    await sandboxDecides(ctx, orderId, "payment.approved");
    const refused = await asAdmin("POST", `/api/admin/orders/${orderId}/refund/`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toBe("Escribe el motivo del reembolso");
    const refunded = await asAdmin("POST", `/api/admin/orders/${orderId}/refund/`, { reason: "Pagaste dos veces el mismo nivel" });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: "refunded", status_reason: "Pagaste dos veces el mismo nivel" });
    const notice = (await bellOf(student.id)).find((n) => n.dedupeKey === `order.refund:${orderId}`);
    expect(notice).toMatchObject({ kind: "account_change", title: `Reembolsamos tu pedido #${orderId}`, link: "/academia/compras" });
    expect(notice!.body).toContain("Motivo: Pagaste dos veces el mismo nivel");
    const [mail] = await mailTo(student.email);
    expect(mail!.subject).toBe(`Reembolsamos tu pedido #${orderId} — FZ Academia`);
    expect((await student.call({ method: "GET", url: `/api/sales/orders/${orderId}/` })).json()).toMatchObject({ status: "refunded", status_reason: "Pagaste dos veces el mismo nivel" });
  });
});
