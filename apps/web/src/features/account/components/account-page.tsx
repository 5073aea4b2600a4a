"use client";

import { type DeleteAccountProps, DeleteAccountSection } from "@/features/account/components/delete-account-section";
import { useAppSelector } from "@/store/hooks";
import { selectAcademyUser } from "@/store/slices/auth-slice";

/** `/academia/cuenta` («Mi cuenta»): who is signed in, and deleting the account. */
export function AccountPage({ hasOrders, signOutElsewhere }: Omit<DeleteAccountProps, "role">) {
  const user = useAppSelector(selectAcademyUser);
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Mi cuenta</h1>
        <p className="text-lg text-neutral-700">Tus datos de acceso a la academia.</p>
      </header>
      <section aria-labelledby="account-data-title" className="flex flex-col gap-3 rounded-3xl border border-neutral-200 bg-neutral-50 p-5 sm:p-6">
        <h2 id="account-data-title" className="text-2xl font-extrabold">
          Tus datos
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-neutral-600">Nombre</dt>
          <dd className="break-words">
            {user.firstName} {user.lastName}
          </dd>
          <dt className="font-semibold text-neutral-600">Correo electrónico</dt>
          <dd className="break-all">{user.email}</dd>
        </dl>
      </section>
      <DeleteAccountSection role={user.role} hasOrders={hasOrders} signOutElsewhere={signOutElsewhere} />
    </div>
  );
}
