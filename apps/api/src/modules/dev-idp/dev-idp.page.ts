import type { SocialProvider } from "@fz/contracts/social-auth";
import { escapeHtml } from "../../lib/html";

export interface SignInPageOptions {
  provider: SocialProvider;
  mode: "popup" | "redirect";
  /** Redirect mode: where to return with `#id_token=…&user=…`. */
  redirectUri: string | null;
  /** Popup mode: the origin allowed to receive the token; null means this page's own origin. */
  targetOrigin: string | null;
  tokenUrl: string;
  /** Per-response nonce for the Content-Security-Policy. */
  nonce: string;
}

const LABELS: Record<SocialProvider, string> = { "google.com": "Google", "facebook.com": "Facebook" };


/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

// Runs in the browser. Plain ES2017, no dependencies.
const CLIENT_SCRIPT = `
const cfg = JSON.parse(document.getElementById("dev-idp-config").textContent);
const form = document.getElementById("dev-idp-form");
const message = document.getElementById("dev-idp-error");
const submit = form.querySelector("button[type=submit]");
const show = (text) => { message.textContent = text; message.hidden = false; };
const base64url = (text) => {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
};
const finish = (idToken, user) => {
  if (cfg.mode === "popup") {
    if (!window.opener) { show("Esta ventana debe abrirse desde FZ Academia."); return; }
    window.opener.postMessage({ type: "fz-dev-idp", idToken, user }, cfg.targetOrigin || window.location.origin);
    window.close();
  } else {
    window.location.assign(cfg.redirectUri + "#id_token=" + encodeURIComponent(idToken) + "&user=" + base64url(JSON.stringify(user)));
  }
};
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  message.hidden = true;
  submit.disabled = true;
  try {
    const response = await fetch(cfg.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        provider: cfg.provider,
        email: document.getElementById("email").value,
        name: document.getElementById("name").value,
        email_verified: document.getElementById("email_verified").checked,
      }),
    });
    const body = await response.json();
    if (!response.ok) { show((body.errors || ["No se pudo iniciar sesión."]).join(" ")); return; }
    finish(body.id_token, body.user);
  } catch (error) {
    show("No se pudo iniciar sesión. Revisa tu conexión e inténtalo de nuevo.");
  } finally {
    submit.disabled = false;
  }
});
document.getElementById("dev-idp-cancel").addEventListener("click", () => {
  if (cfg.mode === "popup") window.close();
  else window.location.assign(cfg.redirectUri + "#error=cancelled");
});
`;

/** The development provider's sign-in page: plays the hosted service's popup or redirect. */
export function renderSignInPage(options: SignInPageOptions): string {
  const label = LABELS[options.provider];
  const nonce = escapeHtml(options.nonce);
  const config = {
    provider: options.provider,
    mode: options.mode,
    redirectUri: options.redirectUri,
    targetOrigin: options.targetOrigin,
    tokenUrl: options.tokenUrl,
  };
  // Google vouches for its e-mails; Facebook's usually arrive unverified.
  const verified = options.provider === "google.com" ? " checked" : "";
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Continuar con ${label} · proveedor de desarrollo</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; background: #f4f4f4; color: #2D2D2D; margin: 0; }
  main { max-width: 24rem; margin: 3rem auto; background: #fff; padding: 1.5rem; border-radius: .75rem; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .note { font-size: .875rem; background: #fff4dd; border-left: 4px solid #FFA304; padding: .5rem .75rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
  .check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { padding: .6rem 1rem; font-size: 1rem; border-radius: .5rem; border: 1px solid #2D2D2D; background: #fff; cursor: pointer; }
  button[type=submit] { background: #FFA304; border-color: #FFA304; color: #2D2D2D; font-weight: 600; }
  [role=alert] { color: #e22434; margin-top: 1rem; }
</style>
</head>
<body>
<main>
  <h1>Continuar con ${label}</h1>
  <p class="note">Proveedor de identidad de desarrollo: emite un token para cualquier correo. Nunca se activa en producción.</p>
  <form id="dev-idp-form" novalidate>
    <label for="email">Correo electrónico</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus>
    <label for="name">Nombre</label>
    <input id="name" name="name" type="text" autocomplete="name" maxlength="160">
    <label class="check"><input id="email_verified" name="email_verified" type="checkbox"${verified}> Correo verificado</label>
    <p id="dev-idp-error" role="alert" hidden></p>
    <div class="actions">
      <button type="submit">Continuar</button>
      <button type="button" id="dev-idp-cancel">Cancelar</button>
    </div>
  </form>
</main>
<script type="application/json" id="dev-idp-config">${scriptJson(config)}</script>
<script nonce="${nonce}">${CLIENT_SCRIPT}</script>
</body>
</html>
`;
}
