import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The product addresses the student as "tú" (DESIGN.md §1). This scans every user-facing
 * text source — API errors and messages, e-mail templates, notification texts, wire
 * contracts' validation messages, the seed content (courses, lessons, blog) and the web
 * app's components — for "usted" forms. The spec's exact texts are allowed letter for letter.
 */
const ROOT = path.resolve(__dirname, "../../../..");
const SOURCES = ["apps/api/src", "apps/web/src", "packages/contracts/src", "packages/db/src/seed"];

/** Spec §8 and §5 texts, kept as the spec writes them. */
const SPEC_TEXTS = [
  "Algo ha ocurrido mal, si esto persiste contacte a soporte.",
  "No se encontró lo que buscaba.",
];

/** Forms that only "usted" uses: the pronoun, imperatives, clitic imperatives, and set phrases. */
const USTED = new RegExp(
  [
    "\\b[Uu]sted\\b",
    // Imperatives (and their tú-less set phrases) met in this codebase's texts.
    "\\b(?:Inicie|inicie|Ingrese|ingrese|Verifique|verifique|Intente|intente|Revise|revise|Escriba|Elija|elija|Indique|Envíe|Confirme|Restablezca|Regístrese|Escríbanos|Comuníquese|Practique|practique|Escuche|escuche|Toque|Aprenda|Agregue|agregue|Alterne|Empiece|Grábese|Cuente|Cambie|Suba|Acompañe|Afine|Siéntese|Repita|Sostenga|Mantenga|Golpee|Sujete|Deténgase|Pruebe|Busque|Vuelva|Espere|Seleccione|Pegue|Añada|Deje|Compruebe|Asegúrese|Fíjese|envíe|quite|elimine|intente)\\b",
    // Clitic imperatives: Tóquela, Practíquelo, Guárdelas…
    "\\b(?:Quíte|quíte|Súba|súba|Renuéve|renuéve|Tóque|tóque|Practíque|practíque|Guárde|guárde|Grábe|grábe|Úse|úse|Apréndal|Colóque|colóque|Combíne|combíne|Repíta|Pruébe|Escúche|escúche|Insérte|insérte|Intégre|intégre|Límpie|límpie|Anóte|anóte)(?:lo|la|los|las)\\b",
    // Possessives and verbs that address the reader as usted.
    // (Lower-case "su acceso", "sus sesiones" may be the student's, said to an admin.)
    "\\b(?:use el|indique el|baje la|no cierre|Opciones \\(marque|: marque al|cuando quiera|lo dejó)\\b",
    "\\b(?:Su|Sus) (?:cuenta|correo|contraseña|carrito|pedido|compra|acceso|puntos|sesiones|conexión)\\b",
    "\\bsu (?:contraseña|carrito|bandeja|conexión)\\b",
    "(?:Ya tiene |Debe iniciar|[Ll]e enviamos|Ya puede |¡Ganó)",
    // Met in lesson texts and the back office: the admin is addressed as tú too (issue 15).
    "\\b(?:Ponga|Arrastre|Marque|despublíquel[oa]|toque los bajos|como si sacudiera)\\b",
    "\\blo deja (?:vacío|al sol)\\b",
    // "Puede usar una uñeta" (usted), not the impersonal "se puede usar una vez".
    "(?<!se )\\bpuede usar una\\b",
  ].join("|"),
);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the product says tú", () => {
  it("scans the sources it means to (a renamed folder must not silently empty the scan)", () => {
    const all = SOURCES.flatMap((dir) => files(path.join(ROOT, dir)));
    expect(all.length).toBeGreaterThan(300);
    for (const expected of ["apps/api/src/lib/errors.ts", "apps/api/src/modules/mail/mail.templates.ts", "packages/db/src/seed/catalogue/caja-basico.ts", "apps/web/src/lib/http-errors.ts"]) {
      expect(all).toContain(path.join(ROOT, expected));
    }
  });

  it("no user-facing text uses usted forms, except the spec's exact texts", () => {
    const offenders: string[] = [];
    for (const file of SOURCES.flatMap((dir) => files(path.join(ROOT, dir)))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const trimmed = line.trim();
          // Comments are for developers (English); only code lines carry texts.
          if (/^(\/\/|\*|\/\*)/.test(trimmed)) return;
          let text = line;
          for (const exact of SPEC_TEXTS) text = text.split(exact).join("");
          const match = USTED.exec(text);
          if (match) offenders.push(`${path.relative(ROOT, file)}:${index + 1}: «${match[0]}» in ${trimmed.slice(0, 120)}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it("catches the forms it is meant to catch", () => {
    for (const sample of ["Inicie sesión de nuevo.", "Su acceso está por vencer", "Tóquela completa", "Si usted no lo pidió", "Revise su bandeja de entrada", "¡Ganó 100 puntos!", "envíe uno.", "súbalo primero y use el source", "indique el nivel", "envíe un objeto JSON o quite la cabecera", "Renuévelo cuando quiera para continuar donde lo dejó.", "Ponga a prueba lo aprendido", "Arrastre un tema por su asa", "Si lo deja vacío, se crea a partir del título.", "si no, despublíquelo", "Marque al menos una opción correcta.", "Al principio toque los bajos solos", "Para rasguear puede usar una uñeta"]) {
      expect(USTED.test(sample), sample).toBe(true);
    }
    for (const sample of ["Inicia sesión de nuevo.", "Tu acceso está por vencer", "Tócala completa", "La caja y sus partes", "Un toque suave", "Revisa tu bandeja de entrada", "Pon a prueba lo aprendido", "Si lo dejas vacío", "si no, despublícalo", "Marca al menos una opción correcta.", "un toque de los bajos", "solo se puede usar una vez"]) {
      expect(USTED.test(sample), sample).toBe(false);
    }
  });
});
