"use client";

import { AccountPage } from "@/features/account/components/account-page";
import { signOutOfHostedService } from "@/features/auth/api/firebase-client";
import { useOrdersQuery } from "@/features/commerce/api/orders-api";
import { useAppSelector } from "@/store/hooks";
import { selectAcademyUser } from "@/store/slices/auth-slice";

/**
 * «Mi cuenta» composed across features: whether the student has orders (commerce: an account
 * with orders is kept, decision 046) and the hosted sign-in to end (auth) after deleting it.
 */
export function AccountView() {
  const role = useAppSelector(selectAcademyUser)?.role;
  const orders = useOrdersQuery(1, { skip: role === undefined || role === "admin" });
  const hasOrders = orders.currentData ? orders.currentData.count > 0 : null;
  return <AccountPage hasOrders={hasOrders} signOutElsewhere={signOutOfHostedService} />;
}
