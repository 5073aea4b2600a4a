"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/form-field";
import { academyPaths } from "@/config/academy-navigation";
import { CONTACT_EMAIL } from "@/config/site";
import { errorCode, useDeleteAccountMutation } from "@/features/account/api/account-api";
import { AcademyLink } from "@/components/ui/academy-link";
import { clearSession } from "@/lib/session";
import { fieldRefusal } from "@/lib/server-errors";
import { toast } from "@/lib/toasts";
import { useAppDispatch } from "@/store/hooks";
import { clearAuth } from "@/store/slices/auth-slice";
import { useAppRouter } from "@/store/use-app-router";

/** What deleting the account erases (the API's cascade and its modules' erasers, decision 046). */
const ERASED = [
  "Tu perfil y tus datos de acceso: ya no podrás ingresar con este correo.",
  "Tu progreso en los cursos, tus puntos, logros y certificados.",
  "Tu práctica guardada: tomas del metrónomo, metas y tareas.",
  "Tus interpretaciones enviadas al profesor, con sus comentarios y respuestas, y las subidas sin terminar.",
  "Tus notificaciones y tus sesiones abiertas en todos tus dispositivos.",
];

export const ACCOUNT_DELETED_MESSAGE = "Eliminamos tu cuenta y todos tus datos. Cerramos tu sesión en este dispositivo y en los demás.";

export interface DeleteAccountProps {
  role: string;
  /** Whether the student has orders (the page reads their history); null while unknown. */
  hasOrders: boolean | null;
  /** Ends what else holds a session in this browser (the hosted sign-in of Google or Facebook). */
  signOutElsewhere: () => Promise<void>;
}

/**
 * «Eliminar mi cuenta» (`DELETE /api/users/me/`): what goes, then the password to confirm. An
 * account with purchases is kept by the academy (orders are accounting records, decision 046):
 * the section says so before asking anything, and the API's own reason is shown if it answers so.
 */
export function DeleteAccountSection({ role, hasOrders, signOutElsewhere }: DeleteAccountProps) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const [deleteAccount] = useDeleteAccountMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const kept = role === "admin" ? "Una cuenta de administrador no se elimina desde aquí." : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The API checks it too (contracts' accountDeleteRequest); zod stays out of this page's bundle.
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (password === "") {
      setErrors({ password: "Escribe tu contraseña para confirmar" });
      return;
    }
    setErrors({});
    setRefusal(null);
    setSending(true);
    const result = await deleteAccount({ password });
    if (!result.error) {
      // The API deleted every session of the account: this browser forgets its own.
      clearSession();
      dispatch(clearAuth());
      await signOutElsewhere();
      toast.success(ACCOUNT_DELETED_MESSAGE);
      router.replace("/");
      return;
    }
    setSending(false);
    const atField = fieldRefusal(result.error);
    if (atField) {
      setErrors(atField.fields);
      return;
    }
    const code = errorCode(result.error);
    if (code === "conflict" || code === "permission_denied") {
      const body = (result.error as { data?: { errors?: unknown } }).data;
      const message = Array.isArray(body?.errors) && typeof body.errors[0] === "string" ? body.errors[0] : "No podemos eliminar esta cuenta desde aquí.";
      setRefusal(message);
    }
    // Anything else (no connection, a server failure) was told by the error toasts.
  };

  return (
    <section aria-labelledby="delete-account-title" className="flex flex-col gap-4 rounded-3xl border border-neutral-300 bg-white p-5 sm:p-6">
      <h2 id="delete-account-title" className="text-2xl font-extrabold">
        Eliminar mi cuenta
      </h2>
      <p className="text-neutral-700">Eliminar tu cuenta no se puede deshacer. Se borra para siempre:</p>
      <ul className="flex list-disc flex-col gap-1 pl-6 text-neutral-800">
        {ERASED.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      {kept ? (
        <p role="note" className="rounded-2xl bg-neutral-100 p-4 text-neutral-800">
          {kept}
        </p>
      ) : hasOrders ? (
        <div role="note" className="flex flex-col gap-2 rounded-2xl bg-neutral-100 p-4 text-neutral-800">
          <p className="font-semibold">Tu cuenta tiene compras, así que no puedes eliminarla desde aquí.</p>
          <p>
            Debemos conservar tus pedidos como registro contable. Escríbenos a{" "}
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4">
              {CONTACT_EMAIL}
            </a>{" "}
            y cerramos tu cuenta por ti. Tus pedidos están en{" "}
            <AcademyLink href={academyPaths.purchases} className="font-semibold text-secondary underline decoration-primary decoration-2 underline-offset-4">
              Mis compras
            </AcademyLink>
            .
          </p>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Eliminar mi cuenta">
          <FormErrorSummary errors={errors} />
          <TextField
            label="Tu contraseña"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            hint="Para confirmar que eres tú. Si ingresas solo con Google o Facebook, escribe tu correo electrónico."
            error={errors.password}
            onChange={() => errors.password && setErrors({})}
          />
          {refusal ? (
            <p role="alert" className="rounded-2xl bg-neutral-100 p-4 font-semibold text-neutral-800">
              {refusal}
            </p>
          ) : null}
          <Button type="submit" variant="dark" disabled={sending} aria-busy={sending} className="self-start">
            {sending ? "Eliminando tu cuenta…" : "Eliminar mi cuenta para siempre"}
          </Button>
        </form>
      )}
    </section>
  );
}
