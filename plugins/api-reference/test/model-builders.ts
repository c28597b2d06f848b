/** Hand-built models for renderer tests: only what a test names, the rest empty. */
import { emptyDocComment, type DocComment, type DocNode } from '../src/doc-comment';
import type { ApiMember, ApiModel, ApiNamespace, ApiType } from '../src/model';
import type { SyntaxMember, SyntaxType } from '../src/syntax';

export const text = (value: string): DocNode => ({ kind: 'text', text: value });

export function doc(summary: DocNode[] = [], more: Partial<DocComment> = {}): DocComment {
  return { ...emptyDocComment(), summary, ...more };
}

export function member(fields: Partial<Omit<ApiMember, 'syntax'>> & Pick<ApiMember, 'name' | 'kind'> & { syntax?: Partial<SyntaxMember> }): ApiMember {
  const syntax: SyntaxMember = {
    kind: fields.kind,
    name: fields.name,
    modifiers: ['public'],
    attributes: [],
    parameters: [],
    typeParameters: [],
    constraints: [],
    line: 1,
    ...fields.syntax,
  };
  return { anchor: fields.name.toLowerCase(), doc: doc(), file: 'Arquivo.cs', ...fields, syntax };
}

export function type(fields: Partial<Omit<ApiType, 'syntax'>> & Pick<ApiType, 'name' | 'namespace'> & { syntax?: Partial<SyntaxType> }): ApiType {
  const kind = fields.kind ?? 'class';
  const fullName = `${fields.namespace}.${fields.name}`;
  const syntax: SyntaxType = {
    kind,
    name: fields.name,
    modifiers: ['public'],
    attributes: [],
    typeParameters: [],
    constraints: [],
    baseTypes: [],
    parameters: [],
    members: [],
    nestedTypes: [],
    signalNamesByString: [],
    line: 1,
    ...fields.syntax,
  };
  return {
    key: fullName,
    fullName,
    slug: fullName,
    displayName: fields.name,
    kind,
    locations: [{ file: `${fields.name}.cs`, line: 1 }],
    scope: { namespace: fields.namespace, usings: [], aliases: {}, enclosingTypeKeys: [fullName], typeParameters: [] },
    doc: doc(),
    members: [],
    nestedTypeKeys: [],
    interfaces: [],
    baseChain: [],
    interfaceSteps: [],
    inheritedGroups: [],
    derivedTypeKeys: [],
    usedByKeys: [],
    ...fields,
    syntax,
  };
}

/** A model of these types; names resolve by simple or full name. */
export function model(types: ApiType[]): ApiModel {
  const byKey = new Map(types.map((t) => [t.key, t]));
  const namespaces = new Map<string, ApiNamespace>();
  for (const t of types) {
    if (!namespaces.has(t.namespace)) namespaces.set(t.namespace, { name: t.namespace, typeKeys: [], childNamespaces: [] });
    if (!t.declaringTypeKey) namespaces.get(t.namespace)?.typeKeys.push(t.key);
  }
  const find = (name: string): ApiType | undefined => types.find((t) => t.name === name || t.fullName === name);
  return {
    types: byKey,
    namespaces,
    roots: [...new Set(types.map((t) => t.namespace.split('.')[0] ?? ''))],
    externalNames: new Set(),
    warnings: [],
    undocumented: [],
    resolveType: (name) => find(name),
    baseClasses: () => [],
    allInterfaces: () => [],
  };
}
