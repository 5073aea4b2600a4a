import Link from "next/link";
import { CONTACT_EMAIL, LEGAL_ENTITY, SITE_NAME } from "@/config/site";
import { LegalDocument } from "@/features/marketing/components/legal-document";

/** Terms of use and sale for a Colombian online academy (Ley 1480 de 2011, Estatuto del Consumidor). */
export function TermsOfService() {
  return (
    <LegalDocument
      title="Términos y condiciones"
      intro={
        <p>
          Estos términos regulan el uso del sitio y de la academia en línea de {SITE_NAME}. Al crear una cuenta o comprar un plan
          aceptas estas condiciones. Si no estás de acuerdo, por favor no uses el servicio.
        </p>
      }
    >
      <section>
        <h2>1. El servicio</h2>
        <p>
          {SITE_NAME} ofrece cursos de música en línea organizados en niveles y temas con video, ejercicios, puntos y tutoriales.
          Los primeros temas de cada nivel pueden verse gratis al registrarse; el resto requiere un plan de acceso vigente.
        </p>
      </section>
      <section>
        <h2>2. Cuenta</h2>
        <ul>
          <li>Debes ser mayor de edad o contar con la autorización de tu representante legal.</li>
          <li>La información de registro debe ser veraz y mantenerse actualizada.</li>
          <li>Tu cuenta es personal e intransferible: no compartas tu contraseña ni tu acceso.</li>
        </ul>
      </section>
      <section>
        <h2>3. Planes y pagos</h2>
        <ul>
          <li>Los planes dan acceso a un nivel durante 1, 4 o 12 meses desde la confirmación del pago, o a todos los niveles cuando así se indique.</li>
          <li>Los precios se muestran antes de pagar, con los impuestos aplicables. Los pagos se procesan mediante pasarelas seguras.</li>
          <li>Al vencer el plan el acceso termina; conservas tu historial, tus puntos y tus logros.</li>
        </ul>
      </section>
      <section>
        <h2>4. Derecho de retracto y garantía</h2>
        <p>
          Conforme al artículo 47 de la Ley 1480 de 2011, en las ventas a distancia puedes ejercer el derecho de retracto dentro de
          los cinco (5) días hábiles siguientes a la compra, siempre que no hayas empezado a ver el contenido pagado. Si el servicio
          no funciona como se ofrece, escríbenos y lo solucionaremos o te devolveremos el dinero.
        </p>
      </section>
      <section>
        <h2>5. Puntos</h2>
        <p>
          Los puntos se ganan con las actividades indicadas en la academia y se canjean por tutoriales o meses de acceso. No son
          dinero, no son transferibles y no pueden cambiarse por efectivo.
        </p>
      </section>
      <section>
        <h2>6. Propiedad intelectual</h2>
        <p>
          Los videos, textos, ejercicios, ilustraciones y la marca {SITE_NAME} están protegidos por las normas de derechos de autor
          (Ley 23 de 1982 y Decisión Andina 351 de 1993). Puedes usarlos para tu aprendizaje personal, pero no copiarlos,
          descargarlos, redistribuirlos ni publicarlos sin autorización escrita.
        </p>
      </section>
      <section>
        <h2>7. Uso aceptable</h2>
        <p>
          No está permitido intentar acceder a contenidos sin un plan vigente, alterar el funcionamiento del sitio ni publicar
          comentarios ofensivos o ilegales. Podemos suspender las cuentas que incumplan estas reglas.
        </p>
      </section>
      <section>
        <h2>8. Datos personales</h2>
        <p>
          Tratamos tus datos según nuestra <Link className="font-semibold underline" href="/privacidad">política de tratamiento de datos personales</Link>.
        </p>
      </section>
      <section>
        <h2>9. Responsabilidad</h2>
        <p>
          Hacemos lo posible por mantener la academia disponible y sin errores, pero pueden presentarse interrupciones por
          mantenimiento o causas ajenas. La práctica de un instrumento exige cuidar la postura y el descanso: sigue las
          recomendaciones de cada tema.
        </p>
      </section>
      <section>
        <h2>10. Ley aplicable y contacto</h2>
        <p>
          Estos términos se rigen por las leyes de la República de Colombia. Para cualquier consulta, queja o reclamo escríbenos a{" "}
          <a className="font-semibold underline" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. {LEGAL_ENTITY.name},{" "}
          {LEGAL_ENTITY.city}.
        </p>
      </section>
    </LegalDocument>
  );
}
