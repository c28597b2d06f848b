/**
 * A pass of the model stage, run by `build-model.ts` once the types, members
 * and anchors exist: every `<see cref>`/`<seealso cref>`/`<exception cref>` is resolved into a
 * `ref` node (an unknown cref gives one warning, where it is written), then
 * every `<inheritdoc/>` is followed to the base member or the implemented
 * interface member, whose documentation fills the parts left empty.
 * Renderers then only read the result.
 */
import { resolveCref } from './cref';
import type { DocComment, DocNode } from './doc-comment';
import type { ApiMember, ApiModel, ApiType, ApiWarning, Scope } from './model';

interface Place {
  scope: Scope;
  file: string;
  line: number;
}

export function resolveDocCrefs(model: ApiModel, warnings: ApiWarning[]): void {
  const resolveIn = (doc: DocComment, place: Place): void => {
    const nodes = (list: DocNode[]): DocNode[] => resolveNodes(list, place, model, warnings);
    doc.summary = nodes(doc.summary);
    doc.remarks = nodes(doc.remarks);
    doc.returns = nodes(doc.returns);
    doc.value = nodes(doc.value);
    doc.seeAlso = nodes(doc.seeAlso);
    doc.examples = doc.examples.map(nodes);
    for (const param of [...doc.params, ...doc.typeParams]) param.content = nodes(param.content);
    for (const exception of doc.exceptions) {
      exception.content = nodes(exception.content);
      exception.target = resolveCrefWarning(exception.cref, place, model, warnings);
    }
  };
  for (const type of model.types.values()) {
    const location = type.locations[0] ?? { file: '', line: 0 };
    resolveIn(type.doc, { scope: type.scope, file: location.file, line: type.syntax.doc?.line ?? location.line });
    for (const member of type.members) {
      resolveIn(member.doc, { scope: memberScope(type, member), file: member.file, line: member.syntax.doc?.line ?? member.syntax.line });
    }
  }
  for (const namespace of model.namespaces.values()) {
    if (!namespace.doc) continue;
    const scope: Scope = { namespace: namespace.name, usings: [], aliases: {}, enclosingTypeKeys: [], typeParameters: [] };
    resolveIn(namespace.doc, { scope, file: namespace.docLocation?.file ?? '', line: namespace.docLocation?.line ?? 0 });
  }
}

/** A method's own type parameters are names too, never links. */
function memberScope(type: ApiType, member: ApiMember): Scope {
  if (!member.syntax.typeParameters.length) return type.scope;
  return { ...type.scope, typeParameters: [...type.scope.typeParameters, ...member.syntax.typeParameters.map((p) => p.name)] };
}

function resolveCrefWarning(cref: string, place: Place, model: ApiModel, warnings: ApiWarning[]): ReturnType<typeof resolveCref> {
  const target = resolveCref(cref, model, place.scope);
  if (target.kind === 'unknown') warnings.push({ file: place.file, line: place.line, message: `cref desconhecido: "${cref}"` });
  return target;
}

function resolveNodes(nodes: DocNode[], place: Place, model: ApiModel, warnings: ApiWarning[]): DocNode[] {
  return nodes.map((node): DocNode => {
    if (node.kind !== 'element') return node;
    const children = resolveNodes(node.children, place, model, warnings);
    const { cref, langword, href } = node.attributes;
    // langword and href win over cref, as in the usual doc tools.
    if ((node.name === 'see' || node.name === 'seealso') && cref && !langword && !href) {
      return { kind: 'ref', target: resolveCrefWarning(cref, place, model, warnings), children };
    }
    return { ...node, children };
  });
}

/**
 * Follows every `<inheritdoc/>`. Without a cref the source is, in order, the
 * same member (name and parameter count) in the base classes, then in the
 * interfaces the type implements (with their base interfaces); with a cref,
 * what the cref names. A source that itself inherits is resolved first.
 */
export function resolveInheritDocs(model: ApiModel, warnings: ApiWarning[]): void {
  const done = new Set<DocComment>();
  const inProgress = new Set<DocComment>();

  const resolveMember = (type: ApiType, member: ApiMember): void => {
    const doc = member.doc;
    if (!doc.inheritDoc || done.has(doc) || inProgress.has(doc)) return;
    inProgress.add(doc);
    const source = doc.inheritDoc.cref !== undefined ? crefSource(doc.inheritDoc.cref, type, member) : memberSource(type, member);
    if (source) {
      const [sourceType, sourceMember] = source;
      if (sourceMember) resolveMember(sourceType, sourceMember);
      else resolveType(sourceType);
      fillFrom(doc, sourceMember ? sourceMember.doc : sourceType.doc);
      member.docInheritedFrom = { typeKey: sourceType.key, anchor: sourceMember?.anchor };
    } else {
      warnings.push({
        file: member.file,
        line: member.syntax.doc?.line ?? member.syntax.line,
        message: `<inheritdoc/> em ${type.name}.${member.name} sem membro de base ou de interface documentado no framework`,
      });
    }
    inProgress.delete(doc);
    done.add(doc);
  };

  const resolveType = (type: ApiType): void => {
    const doc = type.doc;
    if (!doc.inheritDoc || done.has(doc) || inProgress.has(doc)) return;
    inProgress.add(doc);
    const source = doc.inheritDoc.cref !== undefined ? crefSource(doc.inheritDoc.cref, type, undefined)?.[0] : typeSource(type);
    if (source) {
      resolveType(source);
      fillFrom(doc, source.doc);
      type.docInheritedFrom = { typeKey: source.key };
    } else {
      const location = type.locations[0] ?? { file: '', line: 0 };
      warnings.push({
        file: location.file,
        line: type.syntax.doc?.line ?? location.line,
        message: `<inheritdoc/> em ${type.name} sem tipo base ou interface documentado no framework`,
      });
    }
    inProgress.delete(doc);
    done.add(doc);
  };

  const crefSource = (cref: string, type: ApiType, member: ApiMember | undefined): [ApiType, ApiMember | undefined] | undefined => {
    const scope = member ? memberScope(type, member) : type.scope;
    const target = resolveCref(cref, model, scope);
    if (target.kind !== 'type') return undefined;
    const owner = model.types.get(target.typeKey);
    if (!owner) return undefined;
    return [owner, target.anchor ? owner.members.find((m) => m.anchor === target.anchor) : undefined];
  };

  const memberSource = (type: ApiType, member: ApiMember): [ApiType, ApiMember] | undefined => {
    for (const candidate of [...model.baseClasses(type), ...model.allInterfaces(type)]) {
      const match = candidate.members.find(
        (m) => m.name === member.name && m.kind === member.kind && m.syntax.parameters.length === member.syntax.parameters.length,
      );
      if (match && hasDoc(match.doc)) return [candidate, match];
    }
    return undefined;
  };

  const typeSource = (type: ApiType): ApiType | undefined =>
    [...model.baseClasses(type), ...model.allInterfaces(type)].find((candidate) => hasDoc(candidate.doc));

  for (const type of model.types.values()) {
    resolveType(type);
    for (const member of type.members) resolveMember(type, member);
  }
}

/** Something to inherit: its own text, or an `<inheritdoc/>` of its own to follow. */
function hasDoc(doc: DocComment): boolean {
  return doc.summary.length > 0 || doc.inheritDoc !== undefined;
}

/** Tags written next to `<inheritdoc/>` win; the rest comes from the source. */
function fillFrom(doc: DocComment, source: DocComment): void {
  if (!doc.summary.length) doc.summary = source.summary;
  if (!doc.remarks.length) doc.remarks = source.remarks;
  if (!doc.returns.length) doc.returns = source.returns;
  if (!doc.value.length) doc.value = source.value;
  if (!doc.examples.length) doc.examples = source.examples;
  if (!doc.seeAlso.length) doc.seeAlso = source.seeAlso;
  if (!doc.exceptions.length) doc.exceptions = source.exceptions;
  const named = new Set(doc.params.map((p) => p.name));
  doc.params = [...doc.params, ...source.params.filter((p) => !named.has(p.name))];
  const namedTypes = new Set(doc.typeParams.map((p) => p.name));
  doc.typeParams = [...doc.typeParams, ...source.typeParams.filter((p) => !namedTypes.has(p.name))];
}
