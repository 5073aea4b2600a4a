import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WEB_DIR } from "../config/paths";
import { hashInlineScripts, isFrameworkScript, loadReactRuntimeDefinitions, sha256Source } from "./inline-scripts";

const runtime = loadReactRuntimeDefinitions(WEB_DIR);
const framework = (text: string) => isFrameworkScript(text, runtime);
const completeBoundary = runtime.find((definition) => definition.includes("$RC=function"))!;

describe("the framework's inline scripts", () => {
  it("reads React's streaming runtime from the react-dom Next renders with", () => {
    expect(runtime.length).toBeGreaterThanOrEqual(4);
    expect(completeBoundary).toBeDefined();
    expect(runtime.some((definition) => definition.startsWith("$RX=function"))).toBe(true);
    expect(runtime).toContain("requestAnimationFrame(function(){$RT=performance.now()})");
  });

  it("accepts what Next and React write", () => {
    expect(framework("(self.__next_f=self.__next_f||[]).push([0])")).toBe(true);
    expect(framework('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"x\\",[]]\\n"])')).toBe(true);
    expect(framework("self.__next_f.push([2,null])")).toBe(true);
    expect(
      framework('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});'),
    ).toBe(true);
    expect(framework("requestAnimationFrame(function(){$RT=performance.now()});")).toBe(true);
    expect(framework(`${completeBoundary};$RC("B:0","S:0")`)).toBe(true);
    expect(framework('$RC("B:1","S:1")')).toBe(true);
    expect(framework('$RX("B:2","digest",null,"")')).toBe(true);
    expect(framework('$RX("B:3","d","No se pudo (intente otra vez) \\"ya\\"","");$RC("B:4","S:4")')).toBe(true);
  });

  it("refuses anything else, including code dressed as the framework's", () => {
    expect(framework("alert(document.cookie)")).toBe(false);
    expect(framework('self.__next_f.push([1,"x"]);alert(1)')).toBe(false);
    expect(framework('self.__next_f.push([1,alert(1)])')).toBe(false);
    expect(framework('self.__next_f.push([1,"x"],fetch("//evil"))')).toBe(false);
    expect(framework('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"x":1});')).toBe(false);
    expect(framework('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));')).toBe(false);
    expect(framework('$RC("B:0","S:0");alert(1)')).toBe(false);
    expect(framework('$RC=function(){alert(1)};$RC("B:0","S:0")')).toBe(false);
    expect(framework(`${completeBoundary};alert(1)`)).toBe(false);
    expect(framework('$RC(alert(1),"S:0")')).toBe(false);
    expect(framework('$RC("B:0",")");alert(1)//")')).toBe(false);
    expect(framework("")).toBe(false);
  });
});

describe("hashing a document's inline scripts", () => {
  const push = 'self.__next_f.push([1,"a"])';
  const html = [
    "<!DOCTYPE html><html><head>",
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "</head><body><main><p>Hola</p>",
    "<script>alert(1)</script>",
    `<script>${push}</script><script>${push}</script>`,
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    "</main></body></html>",
  ].join("");

  it("hashes the framework's scripts once each, skips sources and data blocks, and counts the rest as refused", () => {
    const { hashes, refused } = hashInlineScripts(html, framework);
    expect(hashes).toEqual([sha256Source(push), sha256Source("(self.__next_f=self.__next_f||[]).push([0])")]);
    expect(refused).toBe(1);
  });

  it("hashes the text as the browser does (UTF-8, line breaks normalised)", () => {
    const expected = createHash("sha256").update("var a = 'ñ';\nvar b;", "utf8").digest("base64");
    expect(sha256Source("var a = 'ñ';\r\nvar b;")).toBe(`'sha256-${expected}'`);
  });
});
