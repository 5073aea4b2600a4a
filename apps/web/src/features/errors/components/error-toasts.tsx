"use client";

import { useEffect } from "react";
import { toast } from "@/lib/toasts";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { removeError } from "@/store/slices/errors-slice";

/** Spec §4/§8: each queued error is shown as an error toast (title + message), then removed. */
export function ErrorToasts() {
  const list = useAppSelector((state) => state.errors.list);
  const dispatch = useAppDispatch();

  useEffect(() => {
    for (const item of list) {
      // The id makes a repeated effect run (Strict Mode) update the same toast, not add one.
      toast.error(item.error.title, { id: `error-${item.id}`, description: item.error.message });
      dispatch(removeError(item.id));
    }
  }, [list, dispatch]);

  return null;
}
