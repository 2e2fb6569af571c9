/**
 * The admin's notification endpoints (docs/notifications.md), shared by the dashboard's panel
 * and the settings' section. Browser only.
 */
import { useQuery } from "@tanstack/react-query";
import type { NotificationSettingsView, NotificationStatus, TestEmailResult } from "../../lib/notifications";
import { adminRequest } from "../data/client";

const STATUS_URL = "/api/admin/notifications";
/** While something waits to be delivered, the panel asks again this often. */
const WAITING_POLL_MS = 30_000;

export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const NOTIFICATION_SETTINGS_KEY = ["notifications", "settings"] as const;

export const fetchNotificationStatus = () => adminRequest<NotificationStatus>("GET", STATUS_URL);
export const fetchNotificationSettings = () => adminRequest<NotificationSettingsView>("GET", `${STATUS_URL}/settings`);
export const sendTestEmail = () => adminRequest<TestEmailResult>("POST", `${STATUS_URL}/test`, {});
export const retryNotifications = () => adminRequest<NotificationStatus>("POST", `${STATUS_URL}/retry`, {});

/** Whether notifications are on and what is not delivered yet; asked again while anything waits. */
export function useNotificationStatus() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: fetchNotificationStatus,
    meta: { failureTitle: "Failed to load notifications" },
    refetchInterval: ({ state }) => (state.data && state.data.undeliveredCount > 0 ? WAITING_POLL_MS : false),
  });
}
