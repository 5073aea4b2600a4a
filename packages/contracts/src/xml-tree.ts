/**
 * A small, strict XML reader for the score imports (issue 39): elements, attributes and text,
 * no namespaces, no DTD. Shared by the API and the browser (no DOMParser in Node). The only
 * XML parser in node_modules is an old fast-xml-parser pulled in by a test tool, with known
 * prototype-pollution advisories, so it is not declared here (docs/notation-button-tab.md).
 * Attributes live in a Map, so no tag or attribute name can reach an object's prototype.
 */

export interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlElement[];
  /** The element's own text (its children's excluded), entities decoded. */
  text: string;
}

export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`El archivo no es un XML válido (línea ${line}): ${reason}.`);
    this.name = "XmlSyntaxError";
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string, lineAt: () => number): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+)?;?/gi, (whole, body: string | undefined) => {
    if (!body || !whole.endsWith(";")) throw new XmlSyntaxError(lineAt(), "hay un «&» suelto; escríbelo «&amp;»");
    if (body.startsWith("#")) {
      const code = body[1]!.toLowerCase() === "x" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      if (!Number.isFinite(code) || code > 0x10ffff) throw new XmlSyntaxError(lineAt(), `la referencia «${whole}» no existe`);
      return String.fromCodePoint(code);
    }
    const value = ENTITIES[body];
    if (value === undefined) throw new XmlSyntaxError(lineAt(), `la entidad «${whole}» no existe`);
    return value;
  });
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;
const TAG_END = /\s*(\/?)>/y;
const DECLARATION_END = /[^>[]*(\[[^\]]*\])?\s*>/y;

/** The document's root element; throws XmlSyntaxError on anything not well formed. */
export function parseXml(source: string): XmlElement {
  let at = 0;
  const lineAt = () => source.slice(0, at).split("\n").length;
  const stick = (pattern: RegExp) => {
    pattern.lastIndex = at;
    return pattern.exec(source);
  };
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const skipTo = (end: string, what: string) => {
    const index = source.indexOf(end, at);
    if (index < 0) throw new XmlSyntaxError(lineAt(), `${what} no se cierra`);
    const body = source.slice(at, index);
    at = index + end.length;
    return body;
  };
  while (at < source.length) {
    const lt = source.indexOf("<", at);
    const textEnd = lt < 0 ? source.length : lt;
    const text = source.slice(at, textEnd);
    if (text.trim()) {
      if (stack.length === 0) throw new XmlSyntaxError(lineAt(), "hay texto fuera del elemento raíz");
      stack[stack.length - 1]!.text += decode(text, lineAt);
    }
    at = textEnd;
    if (lt < 0) break;
    if (source.startsWith("<?", at)) {
      at += 2;
      skipTo("?>", "una instrucción «<?»");
    } else if (source.startsWith("<!--", at)) {
      at += 4;
      skipTo("-->", "un comentario");
    } else if (source.startsWith("<![CDATA[", at)) {
      at += 9;
      const body = skipTo("]]>", "una sección CDATA");
      if (stack.length === 0) throw new XmlSyntaxError(lineAt(), "hay texto fuera del elemento raíz");
      stack[stack.length - 1]!.text += body;
    } else if (source.startsWith("<!", at)) {
      // <!DOCTYPE …> with an optional internal subset in brackets.
      const close = stick(DECLARATION_END);
      if (!close) throw new XmlSyntaxError(lineAt(), "una declaración «<!» no se cierra");
      at += close[0].length;
    } else if (source.startsWith("</", at)) {
      at += 2;
      const name = stick(NAME)?.[0];
      const open = stack.pop();
      if (!name || !open || open.name !== name) throw new XmlSyntaxError(lineAt(), open ? `se esperaba «</${open.name}>»` : "sobra una etiqueta de cierre");
      at += name.length;
      const end = stick(TAG_END);
      if (!end || end[1]) throw new XmlSyntaxError(lineAt(), `la etiqueta «</${name}» no se cierra`);
      at += end[0].length;
    } else {
      at += 1;
      const name = stick(NAME)?.[0];
      if (!name) throw new XmlSyntaxError(lineAt(), "hay un «<» que no abre ninguna etiqueta");
      if (stack.length === 0 && root) throw new XmlSyntaxError(lineAt(), "hay más de un elemento raíz");
      at += name.length;
      const element: XmlElement = { name, attributes: new Map(), children: [], text: "" };
      for (;;) {
        const attribute = stick(ATTRIBUTE);
        if (!attribute) break;
        if (element.attributes.has(attribute[1]!)) throw new XmlSyntaxError(lineAt(), `el atributo «${attribute[1]}» se repite`);
        element.attributes.set(attribute[1]!, decode(attribute[2]!.slice(1, -1), lineAt));
        at += attribute[0].length;
      }
      const end = stick(TAG_END);
      if (!end) throw new XmlSyntaxError(lineAt(), `la etiqueta «<${name}» no se cierra bien`);
      at += end[0].length;
      if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
      else root = element;
      if (!end[1]) stack.push(element);
    }
  }
  if (stack.length > 0) throw new XmlSyntaxError(lineAt(), `falta «</${stack[stack.length - 1]!.name}>»`);
  if (!root) throw new XmlSyntaxError(1, "no tiene ningún elemento");
  return root;
}

export const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
export const childrenNamed = (element: XmlElement | undefined, name: string) => element?.children.filter((c) => c.name === name) ?? [];
