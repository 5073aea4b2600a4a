import { notificationsHandlers, resetNotificationsMock } from "@/mocks/handlers/notifications";
import { pointsHandlers, resetPointsMock } from "@/mocks/handlers/points";

/**
 * The mock layer's answers (spec §7). Only these paths are mocked; every other request goes
 * to the real API untouched.
 */
export const handlers = [...pointsHandlers, ...notificationsHandlers];

export function resetMockState(): void {
  resetPointsMock();
  resetNotificationsMock();
}
