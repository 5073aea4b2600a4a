"use client";

import { useSaveNotificationPreferencesMutation, useNotificationPreferencesQuery, type PreferencesView } from "@/features/notifications/api/preferences-api";

const SETTINGS: { key: keyof PreferencesView; label: string; hint: string }[] = [
  { key: "checkoutReminders", label: "Recordatorios de compra", hint: "Un solo aviso si dejas productos en tu carrito un día sin pagar." },
  {
    key: "weeklySummary",
    label: "Resumen semanal de práctica",
    hint: "Cada lunes, por aquí y por correo: tus minutos, tus mejores tempos, lo que desbloqueaste y lo que te dijo tu profesor.",
  },
  { key: "blogPosts", label: "Novedades del blog", hint: "Te avisamos cuando publiquemos un artículo nuevo." },
];

/** What the student wants to be told about: each switch saves at once. */
export function NotificationSettings() {
  const preferences = useNotificationPreferencesQuery();
  const [save, saving] = useSaveNotificationPreferencesMutation();
  const current = preferences.data;

  return (
    <section aria-labelledby="ajustes-notificaciones" className="rounded-3xl bg-neutral-50 p-5 ring-1 ring-neutral-200 sm:p-6">
      <h2 id="ajustes-notificaciones" className="text-xl font-extrabold">
        Qué quieres que te avisemos
      </h2>
      <p className="mt-1 text-sm text-neutral-700">Los avisos de tus pagos y de tu acceso siempre te llegan.</p>
      <ul className="mt-4 flex flex-col gap-3">
        {SETTINGS.map((setting) => (
          <li key={setting.key}>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-secondary"
                checked={current?.[setting.key] ?? false}
                disabled={!current || saving.isLoading}
                onChange={(event) => current && void save({ ...current, [setting.key]: event.target.checked })}
              />
              <span>
                <span className="block font-semibold">{setting.label}</span>
                <span className="block text-sm text-neutral-700">{setting.hint}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
