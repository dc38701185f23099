/**
 * One-off conversion (issue 25): the page arrays of app/content/pages/*.ts become one YAML entry per page,
 * app/content/pages/<group>/<slug>.yaml, where <group> is the array's file name and <slug> the last segment of the
 * page's path. Run it again on an edited copy of the arrays and it writes the same entries from them:
 *
 *   npx tsx scripts/convert-pages-to-collections.ts        (then delete app/content/pages/*.ts)
 *
 * It reads the TypeScript source, not the evaluated arrays, so what is computed stays a reference:
 * - a worked example or sample screen (an import from ../worked-examples/<module>) becomes `computed: <module>/<name>`;
 * - a sentence of shared-copy.ts becomes the token {shared:<NAME>} inside the text;
 * - a local constant (UPDATED, trialCta, SUPPORT_EMAIL = "{supportEmail}") is written out, so site tokens stay text.
 * Anything else it cannot write as plain data stops it with the file and line.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { Document, Scalar, visit } from "yaml";

const PAGES_DIR = path.resolve(import.meta.dirname, "../app/content/pages");

type Binding = { kind: "local"; node: ts.Expression } | { kind: "shared"; name: string } | { kind: "computed"; id: string } | { kind: "type" };

function convertFile(file: string): Map<string, unknown> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const bindings = new Map<string, Binding>();
  const fail = (node: ts.Node, why: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${path.relative(process.cwd(), file)}:${line + 1}: ${why}: ${node.getText().slice(0, 80)}`);
  };

  const arrays: ts.Expression[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      for (const element of (statement.importClause?.namedBindings as ts.NamedImports | undefined)?.elements ?? []) {
        const name = element.name.text;
        if (statement.importClause?.isTypeOnly || element.isTypeOnly) bindings.set(name, { kind: "type" });
        else if (from === "../shared-copy") bindings.set(name, { kind: "shared", name });
        else if (from.startsWith("../worked-examples/")) bindings.set(name, { kind: "computed", id: `${from.replace("../worked-examples/", "")}/${name}` });
        else fail(statement, "an import the entries cannot refer to");
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) fail(declaration, "an unexpected declaration");
        const name = (declaration.name as ts.Identifier).text;
        const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
        if (exported) arrays.push(declaration.initializer!);
        else bindings.set(name, { kind: "local", node: declaration.initializer! });
      }
    }
  }

  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

  /** The text an interpolated value stands for inside a string. */
  const text = (node: ts.Expression): string => {
    const value = unwrap(node);
    if (ts.isIdentifier(value)) {
      const binding = bindings.get(value.text);
      if (binding?.kind === "shared") return `{shared:${binding.name}}`;
      if (binding?.kind === "local") return String(convert(binding.node));
      fail(value, "an interpolation of a computed value (refer to the worked example instead)");
    }
    const converted = convert(value);
    if (typeof converted !== "string" && typeof converted !== "number") fail(value, "an interpolation that is not text");
    return String(converted);
  };

  const convert = (node: ts.Expression): unknown => {
    const value = unwrap(node);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
    if (ts.isTemplateExpression(value)) return value.head.text + value.templateSpans.map((span) => text(span.expression) + span.literal.text).join("");
    if (ts.isNumericLiteral(value)) return Number(value.text);
    if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isArrayLiteralExpression(value)) return value.elements.map((element) => (ts.isSpreadElement(element) ? fail(element, "a spread") : convert(element)));
    if (ts.isObjectLiteralExpression(value)) {
      const object: Record<string, unknown> = {};
      for (const property of value.properties) {
        if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) object[property.name.text] = convert(property.initializer);
        else if (ts.isShorthandPropertyAssignment(property)) object[property.name.text] = convert(property.name);
        else fail(property, "a property that is not plain data");
      }
      return object;
    }
    if (ts.isIdentifier(value)) {
      const binding = bindings.get(value.text);
      if (binding?.kind === "local") return convert(binding.node);
      if (binding?.kind === "shared") return `{shared:${binding.name}}`;
      if (binding?.kind === "computed") return { computed: binding.id };
      fail(value, "an unknown name");
    }
    return fail(value, "an expression that is not plain data");
  };

  const entries = new Map<string, unknown>();
  for (const array of arrays) {
    const pages = convert(array);
    if (!Array.isArray(pages)) fail(array, "an export that is not an array of pages");
    for (const page of pages as { path: string }[]) {
      const slug = page.path.split("/").pop()!;
      if (entries.has(slug)) throw new Error(`${file}: two pages would be ${slug}.yaml`);
      entries.set(slug, page);
    }
  }
  return entries;
}

/** The entry as YAML, one line per string; dates quoted, so every YAML reader keeps them as text (not a Date). */
function toYaml(page: unknown): string {
  const document = new Document(page);
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return document.toString({ lineWidth: 0 });
}

const sources = readdirSync(PAGES_DIR).filter((name) => name.endsWith(".ts")).sort();
if (sources.length === 0) throw new Error(`No page arrays (*.ts) in ${PAGES_DIR}`);
let written = 0;
for (const name of sources) {
  const group = name.replace(/\.ts$/, "");
  const entries = convertFile(path.join(PAGES_DIR, name));
  const folder = path.join(PAGES_DIR, group);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const [slug, page] of entries) {
    writeFileSync(path.join(folder, `${slug}.yaml`), toYaml(page));
    written += 1;
  }
}
console.log(`${written} entries written under ${path.relative(process.cwd(), PAGES_DIR)}/<group>/<slug>.yaml from ${sources.length} files`);
