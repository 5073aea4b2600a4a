"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { isPublicPath } from "@/lib/routes";
import { useAppDispatch } from "@/store/hooks";
import { setIsPublic } from "@/store/slices/general-slice";
import { setOpenMobile } from "@/store/slices/navigation-slice";

/** Keeps route-derived state in step: the `general.isPublic` flag and the phone menu. */
export function RouteStateSync() {
  const pathname = usePathname();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setIsPublic(isPublicPath(pathname)));
    dispatch(setOpenMobile(false));
  }, [pathname, dispatch]);
  return null;
}
