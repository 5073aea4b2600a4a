import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_SECRET, type Shop, createShop, createStudent, placeOrder, productId, sandboxDecides } from "../../../test/commerce-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let shop: Shop;
let admin: { id: number; token: string };

beforeAll(async () => {
  ctx = await build({ SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET });
  shop = await createShop(ctx);
  const user = await createUser(ctx, { role: "admin" });
  admin = { id: user.id, token: (await login(ctx, user)).access };
});
afterAll(() => ctx.close());

// A refund needs the reason the student is told; other calls send no body.
const asAdmin = (method: "GET" | "POST", url: string) =>
  injectWithToken(ctx, admin.token, { method, url, ...(url.endsWith("/refund/") ? { payload: { reason: "Pago duplicado por error" } } : {}) });

describe("orders in the back office", () => {
  it("marks a bank transfer as paid (the student gets the level), then refunds it (the access closes)", async () => {
    const student = await createStudent(ctx, { firstName: "Lucía", lastName: "Ramírez" });
    const level = shop.levels[0]!;
    const { orderId } = await placeOrder(student, { product_id: await productId(ctx, { levelId: level.id, months: 1 }) });
    const levelAccess = async () => (await student.call({ method: "GET", url: `/api/levels/${level.id}/` })).json().access.has_access;
    expect(await levelAccess()).toBe(false);

    const paid = await asAdmin("POST", `/api/admin/orders/${orderId}/mark-paid/`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      id: orderId,
      status: "paid",
      settled_by: { id: admin.id },
      user: { id: student.id, name: "Lucía Ramírez" },
      grants: [expect.objectContaining({ source: "order", reference: `order:${orderId}`, is_current: true, target: expect.objectContaining({ id: level.id }) })],
      payment_events: [expect.objectContaining({ type: "manual.paid", outcome: "paid" })],
    });
    expect(await levelAccess()).toBe(true);
    // Again: nothing more happens (no second grant, no second audit entry).
    expect((await asAdmin("POST", `/api/admin/orders/${orderId}/mark-paid/`)).json().grants).toHaveLength(1);

    const refunded = await asAdmin("POST", `/api/admin/orders/${orderId}/refund/`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: "refunded", grants: [expect.objectContaining({ is_current: false })] });
    expect(await levelAccess()).toBe(false);
    expect((await asAdmin("POST", `/api/admin/orders/${orderId}/mark-paid/`)).statusCode).toBe(409);

    const audit = (await asAdmin("GET", `/api/admin/audit/?entity=order&entity_id=${orderId}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(["order.refund", "order.mark_paid"]);
    expect(audit.results[1]).toMatchObject({ actor: { id: admin.id }, before: { status: "pending" }, after: { status: "paid", settled_by: admin.id } });
    expect(audit.results[0]).toMatchObject({ before: { status: "paid" }, after: { status: "refunded" } });
  });

  it("refuses to refund an unpaid order and answers 404 for an unknown one", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await placeOrder(student, { kind: "tutorial", video_id: shop.video.id });
    const refund = await asAdmin("POST", `/api/admin/orders/${orderId}/refund/`);
    expect(refund.statusCode).toBe(409);
    expect(refund.json().errors[0]).toContain("pagado");
    expect((await asAdmin("POST", "/api/admin/orders/999999/mark-paid/")).statusCode).toBe(404);
    expect((await asAdmin("GET", "/api/admin/orders/999999/")).statusCode).toBe(404);
  });

  it("refunds a sandbox-paid order under the sandbox's name, keeping who confirmed the payment (nobody by hand)", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await placeOrder(student, { product_id: await productId(ctx, { levelId: shop.levels[0]!.id, months: 4 }) });
    await sandboxDecides(ctx, orderId, "payment.approved");
    expect((await asAdmin("GET", `/api/admin/orders/${orderId}/`)).json()).toMatchObject({ status: "paid", provider: "sandbox", settled_by: null });

    const refunded = await asAdmin("POST", `/api/admin/orders/${orderId}/refund/`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const detail = refunded.json();
    expect(detail).toMatchObject({ status: "refunded", provider: "sandbox", settled_by: null });
    expect(detail.payment_events.map((e: { provider: string; type: string; outcome: string }) => [e.provider, e.type, e.outcome])).toEqual(
      expect.arrayContaining([
        ["sandbox", "payment.approved", "paid"],
        ["sandbox", "sandbox.refunded", "refunded"],
      ]),
    );
    expect(detail.payment_events.some((e: { provider: string }) => e.provider === "manual")).toBe(false);
    // Who refunded is in the audit log.
    const audit = (await asAdmin("GET", `/api/admin/audit/?entity=order&entity_id=${orderId}`)).json();
    expect(audit.results[0]).toMatchObject({ action: "order.refund", actor: { id: admin.id } });
  });

  it("a refund does not rewrite who confirmed a bank transfer by hand", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await placeOrder(student, { product_id: await productId(ctx, { levelId: shop.levels[1]!.id, months: 1 }) });
    await asAdmin("POST", `/api/admin/orders/${orderId}/mark-paid/`);
    const other = await createUser(ctx, { role: "admin" });
    const otherToken = (await login(ctx, other)).access;
    const refunded = await injectWithToken(ctx, otherToken, { method: "POST", url: `/api/admin/orders/${orderId}/refund/`, payload: { reason: "Pago duplicado por error" } });
    expect(refunded.json()).toMatchObject({ status: "refunded", settled_by: { id: admin.id } });
    // Paid by hand, refunded where the order was placed (the sandbox here).
    expect(refunded.json().payment_events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(["manual.paid", "sandbox.refunded"]));
  });

  it("refuses to mark a cancelled order as paid (409), changing nothing", async () => {
    const student = await createStudent(ctx);
    const { orderId } = await placeOrder(student, { product_id: await productId(ctx, { levelId: shop.levels[0]!.id, months: 12 }) });
    await sandboxDecides(ctx, orderId, "checkout.cancelled");
    const refused = await asAdmin("POST", `/api/admin/orders/${orderId}/mark-paid/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: ["Un pedido cancelado no se puede marcar como pagado."], code: "conflict" });
    expect((await asAdmin("GET", `/api/admin/orders/${orderId}/`)).json()).toMatchObject({ status: "cancelled", grants: [], settled_by: null });
  });

  it("lists orders with filters: status, provider, dates, buyer, number", async () => {
    const buyer = await createStudent(ctx, { firstName: "Óscar", lastName: "Buscable", email: "oscar.buscable@example.com" });
    const { orderId } = await placeOrder(buyer, { product_id: await productId(ctx, { levelId: shop.levels[1]!.id, months: 4 }) });
    const ids = async (query: string) => {
      const response = await asAdmin("GET", `/api/admin/orders/?page_size=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().results as { id: number }[]).map((o) => o.id);
    };
    expect(await ids("search=oscar buscable")).toEqual([orderId]);
    expect(await ids(`search=${orderId}`)).toContain(orderId);
    expect(await ids(`user=${buyer.id}`)).toEqual([orderId]);
    expect(await ids("status=pending&provider=sandbox")).toContain(orderId);
    expect(await ids("status=paid&search=buscable")).toEqual([]);
    expect(await ids("provider=manual&search=buscable")).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`from=2000-01-01&to=${today}&search=buscable`)).toEqual([orderId]);
    expect(await ids("to=2000-01-01&search=buscable")).toEqual([]);
    const [row] = (await asAdmin("GET", `/api/admin/orders/?user=${buyer.id}`)).json().results;
    expect(row).toMatchObject({ status: "pending", status_label: "Pendiente", items_count: 1, user: { email: "oscar.buscable@example.com" } });
    expect((await asAdmin("GET", "/api/admin/orders/?status=lost")).statusCode).toBe(400);

    // The student's file shows the order.
    const detail = (await asAdmin("GET", `/api/students/${buyer.id}/`)).json();
    expect(detail.orders).toMatchObject({ count: 1, link: `/api/admin/orders/?user=${buyer.id}`, results: [expect.objectContaining({ id: orderId })] });
  });
});
