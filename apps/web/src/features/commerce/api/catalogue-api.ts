import type { OrderItemView } from "@/features/commerce/api/orders-api";
import type { LevelItem, VideoItem } from "@/lib/academy-types";
import { api } from "@/lib/api-client";
import type { PurchaseAllView } from "@/lib/shop-api";

/**
 * Until when a bought item opens its content. An order keeps what was bought, not the
 * grants it made (a renewal starts where the previous access ends), so the receipt asks the
 * catalogue, which knows the student's current access to each target.
 */
export async function accessEndOf(item: OrderItemView, signal?: AbortSignal): Promise<string | null> {
  switch (item.kind) {
    case "level": {
      const level = await api.get<LevelItem>(`/api/levels/${item.target.id}/`, { signal });
      return level.access.endsAt;
    }
    case "purchase_all": {
      const offer = await api.get<PurchaseAllView>("/api/levels/purchase-all/", { query: { course: item.target.slug }, signal });
      return offer.access.endsAt;
    }
    case "tutorial": {
      const video = await api.get<VideoItem>(`/api/courses/videos/${item.target.id}/`, { signal });
      return video.accessEndsAt;
    }
  }
}

/** The id of a level named by its slug (the academy's level pages are addressed by id). */
export async function levelIdOf(slug: string, signal?: AbortSignal): Promise<number> {
  const level = await api.get<LevelItem>(`/api/levels/${encodeURIComponent(slug)}/`, { signal });
  return level.id;
}
