import { CONTACT_EMAIL, LEGAL_ENTITY, SITE_NAME } from "@/config/site";
import { LegalDocument } from "@/features/marketing/components/legal-document";

/** Personal data policy under Colombian law (Ley 1581 de 2012 and Decreto 1377 de 2013). */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Política de tratamiento de datos personales"
      intro={
        <p>
          En {SITE_NAME} respetamos tu privacidad. Esta política explica qué datos personales recogemos, para qué los usamos y cómo
          puedes ejercer tus derechos, de acuerdo con la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el
          Decreto Único 1074 de 2015) y las demás normas colombianas de protección de datos.
        </p>
      }
    >
      <section>
        <h2>1. Responsable del tratamiento</h2>
        <p>
          {LEGAL_ENTITY.name}, academia de música en línea con domicilio en {LEGAL_ENTITY.city}. Correo para asuntos de datos
          personales: <a className="font-semibold underline" href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a>.
        </p>
      </section>
      <section>
        <h2>2. Datos que recogemos</h2>
        <ul>
          <li>Datos de registro: nombre, apellido, correo electrónico, país e instrumento de interés.</li>
          <li>Datos de acceso: contraseña (guardada cifrada, nunca en texto plano) o la cuenta de Google o Facebook con la que ingresas.</li>
          <li>Datos de uso de la academia: temas vistos y terminados, respuestas a ejercicios, puntos, calificaciones y comentarios.</li>
          <li>Datos de compra: planes adquiridos, fechas e importes. Los datos de tu tarjeta los procesa directamente la pasarela de pago; nosotros no los almacenamos.</li>
          <li>Datos técnicos mínimos para la seguridad del servicio, como la dirección IP de los intentos de ingreso.</li>
        </ul>
        <p>No recogemos datos sensibles ni datos de menores de edad sin la autorización de su representante legal.</p>
      </section>
      <section>
        <h2>3. Finalidades</h2>
        <ul>
          <li>Crear y administrar tu cuenta y darte acceso a los cursos, niveles y tutoriales que adquieras.</li>
          <li>Registrar tu avance, otorgarte puntos y logros y recomendarte el siguiente tema o nivel.</li>
          <li>Procesar pagos, emitir comprobantes y atender garantías y reclamos.</li>
          <li>Responder tus mensajes por WhatsApp o correo electrónico.</li>
          <li>Enviarte avisos sobre tu cuenta y, solo si lo autorizas, novedades de la academia. Puedes retirar esta autorización en cualquier momento.</li>
          <li>Proteger el servicio frente a fraudes y accesos no autorizados, y cumplir obligaciones legales.</li>
        </ul>
      </section>
      <section>
        <h2>4. Autorización</h2>
        <p>
          Al crear tu cuenta autorizas de manera previa, expresa e informada el tratamiento de tus datos para las finalidades
          anteriores. Conservamos la prueba de esa autorización mientras dure la relación y el tiempo que exija la ley.
        </p>
      </section>
      <section>
        <h2>5. Tus derechos</h2>
        <p>Como titular de los datos tienes derecho a:</p>
        <ul>
          <li>Conocer, actualizar y rectificar tus datos personales.</li>
          <li>Solicitar prueba de la autorización otorgada.</li>
          <li>Ser informado sobre el uso que se ha dado a tus datos.</li>
          <li>Revocar la autorización y solicitar la supresión de tus datos cuando no exista un deber legal o contractual de conservarlos.</li>
          <li>Acceder gratuitamente a tus datos.</li>
          <li>Presentar quejas ante la Superintendencia de Industria y Comercio (SIC) por infracciones a la ley.</li>
        </ul>
      </section>
      <section>
        <h2>6. Consultas y reclamos</h2>
        <p>
          Escríbenos a <a className="font-semibold underline" href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a> indicando
          tu nombre, el correo de tu cuenta y tu solicitud. Atendemos las consultas en un máximo de diez (10) días hábiles y los
          reclamos en un máximo de quince (15) días hábiles, prorrogables en los términos del artículo 15 de la Ley 1581 de 2012.
        </p>
      </section>
      <section>
        <h2>7. Proveedores y transferencias</h2>
        <p>
          Usamos proveedores de alojamiento, pagos, correo y autenticación que tratan datos por cuenta nuestra y bajo acuerdos de
          confidencialidad. Algunos pueden estar fuera de Colombia; en ese caso exigimos niveles adecuados de protección conforme a
          las instrucciones de la SIC.
        </p>
      </section>
      <section>
        <h2>8. Seguridad y conservación</h2>
        <p>
          Aplicamos medidas técnicas y administrativas razonables: conexiones cifradas, contraseñas protegidas con algoritmos de
          derivación robustos y acceso restringido a la información. Conservamos los datos mientras tengas una cuenta activa y
          después solo el tiempo necesario para cumplir obligaciones legales, contables o de defensa.
        </p>
      </section>
      <section>
        <h2>9. Cookies y almacenamiento local</h2>
        <p>
          Usamos almacenamiento local del navegador y una cookie técnica de sesión (vigencia de un día) para mantenerte conectado.
          No usamos cookies publicitarias de terceros.
        </p>
      </section>
      <section>
        <h2>10. Cambios a esta política</h2>
        <p>
          Publicaremos cualquier cambio sustancial en esta página y te lo comunicaremos por correo antes de aplicarlo. Para
          cualquier duda general puedes escribir a{" "}
          <a className="font-semibold underline" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </section>
    </LegalDocument>
  );
}
