/** Helpers over syntax type references: display text and the names they mention. */
import type { SyntaxTypeParameter, TypeRef } from './syntax';

/** C# text of a type reference, normalised (`Array<T>`, `int[,]`, `(int a, string b)`). */
export function typeRefText(type: TypeRef): string {
  switch (type.kind) {
    case 'named':
      return type.args.length ? `${type.name}<${type.args.map(typeRefText).join(', ')}>` : type.name;
    case 'predefined':
      return type.name;
    case 'nullable':
      return `${typeRefText(type.inner)}?`;
    case 'array':
      return `${typeRefText(type.inner)}[${','.repeat(type.rank - 1)}]`;
    case 'pointer':
      return `${typeRefText(type.inner)}*`;
    case 'tuple':
      return `(${type.elements.map((e) => (e.name ? `${typeRefText(e.type)} ${e.name}` : typeRefText(e.type))).join(', ')})`;
    case 'raw':
      return type.text;
  }
}

/** Every named reference inside a type, outer first (`Dictionary<K, List<V>>` → Dictionary, K, List, V). */
export function namedRefs(type: TypeRef): Extract<TypeRef, { kind: 'named' }>[] {
  switch (type.kind) {
    case 'named':
      return [type, ...type.args.flatMap(namedRefs)];
    case 'nullable':
    case 'array':
    case 'pointer':
      return namedRefs(type.inner);
    case 'tuple':
      return type.elements.flatMap((e) => namedRefs(e.type));
    default:
      return [];
  }
}

/** `<T, U>`; in a declaration also the attributes and variance (`<[MustBeVariant] T>`, `<in T>`). */
export function typeParameterListText(parameters: SyntaxTypeParameter[], asDeclaration = false): string {
  if (parameters.length === 0) return '';
  const items = parameters.map((p) => {
    const attributes = asDeclaration && p.attributes.length ? `[${p.attributes.map((a) => (a.args ? `${a.name}(${a.args})` : a.name)).join(', ')}] ` : '';
    return `${attributes}${asDeclaration && p.variance ? `${p.variance} ` : ''}${p.name}`;
  });
  return `<${items.join(', ')}>`;
}
