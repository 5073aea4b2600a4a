import type { AdminCoupon, AdminCouponInput, AdminCouponsQuery } from "@fz/contracts/coupons";
import type { Tx } from "@fz/db/client";
import type { AuditService } from "../audit/audit.service";
import type { CouponAuditHook, CouponsService } from "./coupons.service";

/** What the audit log keeps of a coupon (its settings, not its uses). */
type CouponRow = Parameters<CouponAuditHook>[1];

const snapshot = (coupon: CouponRow) =>
  coupon && {
    code: coupon.code,
    description: coupon.description,
    discount_kind: coupon.discountKind,
    percent_off: coupon.percentOff,
    amount_off: coupon.amountOff,
    min_order: coupon.minOrder,
    starts_at: coupon.startsAt,
    ends_at: coupon.endsAt,
    max_redemptions: coupon.maxRedemptions,
    once_per_student: coupon.oncePerStudent,
    scope: coupon.scope,
    course_id: coupon.courseId,
    level_id: coupon.levelId,
    is_active: coupon.isActive,
  };

export interface CouponsAdminDeps {
  coupons: Pick<CouponsService, "list" | "get" | "create" | "update" | "remove">;
  audit: Pick<AuditService, "record">;
}

/** Coupons in the back office: the shop's coupon rules, each change audited in its own transaction. */
export interface CouponsAdminService {
  list(query: AdminCouponsQuery, limit: number, offset: number): Promise<{ total: number; items: AdminCoupon[] }>;
  get(id: number): Promise<AdminCoupon>;
  create(adminId: number, input: AdminCouponInput): Promise<AdminCoupon>;
  update(adminId: number, id: number, input: AdminCouponInput): Promise<AdminCoupon>;
  remove(adminId: number, id: number): Promise<void>;
}

export function createCouponsAdminService({ coupons, audit }: CouponsAdminDeps): CouponsAdminService {
  const hook = (adminId: number, action: "coupon.create" | "coupon.update" | "coupon.delete") => async (tx: Tx, before: CouponRow, after: CouponRow) =>
    audit.record(tx, { actorId: adminId, action, entity: "coupon", entityId: (after ?? before)!.id, before: snapshot(before), after: snapshot(after) });

  return {
    list: (query: AdminCouponsQuery, limit: number, offset: number) => coupons.list(query.search || undefined, limit, offset),
    get: (id: number): Promise<AdminCoupon> => coupons.get(id),
    create: (adminId: number, input: AdminCouponInput) => coupons.create(adminId, input, hook(adminId, "coupon.create")),
    update: (adminId: number, id: number, input: AdminCouponInput) => coupons.update(id, input, hook(adminId, "coupon.update")),
    remove: (adminId: number, id: number) => coupons.remove(id, hook(adminId, "coupon.delete")),
  };
}
