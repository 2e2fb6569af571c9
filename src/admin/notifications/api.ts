/**
 * The admin's notification endpoints (docs/notifications.md) and their hooks, shared by the
 * dashboard's panel and the settings' section. A failed load toasts through the query client; a
 * failed action toasts here, with the server's message. Browser only.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { NotificationSettingsView, NotificationStatus, TestEmailResult } from "../../lib/notifications";
import { adminRequest, errorMessage } from "../data/client";

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

/** Where notifications go (read-only: they come from the server's environment). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: fetchNotificationSettings,
    meta: { failureTitle: "Failed to load notification settings" },
  });
}

/** 'Send test email': one email at once; the toast says where it went or what the mail server said. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (result) => toast.success("Test email sent", { description: `Sent to ${result.to}. Check that inbox.` }),
    onError: (failure) => toast.error("Test email failed", { description: errorMessage(failure) }),
  });
}

/** 'Retry now': the failed notifications are tried again; the status it answers replaces the panel's. */
export function useRetryNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNotifications,
    onSuccess: (next) => {
      queryClient.setQueryData(NOTIFICATIONS_KEY, next);
      if (next.failingCount === 0) toast.success("Notifications delivered");
      else toast.error("Some notifications still fail", { description: "They are retried automatically." });
    },
    onError: (failure) => toast.error("Retry failed", { description: errorMessage(failure) }),
  });
}
