import type {
  MarkAllReadResponse,
  Notification,
  NotificationsResponse,
  UnreadCountResponse,
} from "@fz/contracts/notifications";
import { http, HttpResponse } from "msw";
import { mockDelay } from "@/mocks/mock-delay";

const PAGE_SIZE = 20;

let notifications: Notification[] = [];

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

/** Three notifications, two unread: enough to see the bell, the dropdown and the page. */
export function resetNotificationsMock(): void {
  notifications = [
    {
      id: 3,
      kind: "reward_available",
      title: "¡Ya puedes canjear tus puntos!",
      body: "Tiene 15.000 puntos: le alcanzan para un tutorial y cuatro meses de acceso a un nivel.",
      link: "/academia/puntos",
      unread: true,
      created_at: minutesAgo(5),
    },
    {
      id: 2,
      kind: "achievement_unlocked",
      title: "¡Logro desbloqueado: Primer tema!",
      body: "Ve tu primer tema.",
      link: "/academia/puntos",
      unread: true,
      created_at: minutesAgo(90),
    },
    {
      id: 1,
      kind: "order_paid",
      title: "Pago confirmado",
      body: "Recibimos el pago de tu pedido #1. Ya tienes acceso a lo que compró.",
      link: "/academia",
      unread: false,
      created_at: minutesAgo(60 * 26),
    },
  ];
}
resetNotificationsMock();

const unread = () => notifications.filter((item) => item.unread).length;

export const notificationsHandlers = [
  http.get("*/api/notifications/unread-count/", async () => {
    await mockDelay();
    return HttpResponse.json<UnreadCountResponse>({ unread_count: unread(), latest_id: notifications[0]?.id ?? null });
  }),

  http.get("*/api/notifications/", async ({ request }) => {
    await mockDelay();
    const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
    const results = notifications.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    const hasMore = page * PAGE_SIZE < notifications.length;
    return HttpResponse.json<NotificationsResponse>({
      count: notifications.length,
      next: hasMore ? `/api/notifications/?page=${page + 1}` : null,
      previous: page > 1 ? `/api/notifications/?page=${page - 1}` : null,
      has_more: hasMore,
      unread_count: unread(),
      results,
    });
  }),

  http.post("*/api/notifications/mark-all-as-read/", async () => {
    await mockDelay();
    const updated = unread();
    notifications = notifications.map((item) => ({ ...item, unread: false }));
    return HttpResponse.json<MarkAllReadResponse>({ updated, unread_count: 0 });
  }),

  http.post("*/api/notifications/:id/mark-as-read/", async ({ params }) => {
    await mockDelay();
    const item = notifications.find((candidate) => String(candidate.id) === params.id);
    if (!item) return HttpResponse.json({ errors: ["No se encontró lo que buscaba."], code: "not_found" }, { status: 404 });
    item.unread = false;
    return HttpResponse.json<Notification>(item);
  }),
];
