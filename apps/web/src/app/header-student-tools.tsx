"use client";

import dynamic from "next/dynamic";
import { selectHeaderStudent } from "@/store/slices/auth-slice";
import { useDeferredAppSelector } from "@/store/hooks";

/*
 * The header's student tools — points, the bell, the cart — are loaded only once a student is
 * signed in: a visitor's page (every public page is rendered for nobody, and a CDN holds it)
 * never runs them, and their code with their endpoints stayed in every page's first load
 * otherwise. On the server nobody is signed in in the header (it follows the stored session),
 * so they render nothing there either; each keeps its own signed-in check.
 */
const PointsBalance = dynamic(() => import("@/features/points/components/points-balance").then((m) => m.PointsBalance), {
  ssr: false,
});
const NotificationBell = dynamic(
  () => import("@/features/notifications/components/notification-bell").then((m) => m.NotificationBell),
  { ssr: false },
);
const CartLink = dynamic(() => import("@/features/commerce/components/cart-link").then((m) => m.CartLink), { ssr: false });

/** Points and the bell, beside the account menu. */
export function HeaderStudentTools() {
  const student = useDeferredAppSelector(selectHeaderStudent);
  if (!student) return null;
  return (
    <>
      <PointsBalance />
      <NotificationBell />
    </>
  );
}

/** The cart, at the header's end. */
export function HeaderCart() {
  return useDeferredAppSelector(selectHeaderStudent) ? <CartLink /> : null;
}

/** The points balance inside the phone menu. */
export function MenuStudentTools() {
  return useDeferredAppSelector(selectHeaderStudent) ? <PointsBalance placement="menu" /> : null;
}
