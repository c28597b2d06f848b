/**
 * Types the framework builds on but does not define: Godot classes (with their
 * bases, so a chain can be completed down to GodotObject) and the .NET and
 * Godot interfaces it implements. Each is known by its page in the official
 * reference; `urls.ts` writes the link, Godot's at the version the framework
 * targets (the plugin's `godotVersion`). Nothing is fetched.
 */

/**
 * Base class of each Godot class the framework uses (directly or as a base of
 * one it uses), as in Godot 4's class reference. `GodotObject` is the root.
 * Add a line when the framework starts using a new Godot class.
 */
export const godotClassBases: Readonly<Record<string, string | null>> = {
  GodotObject: null,
  RefCounted: 'GodotObject',
  Resource: 'RefCounted',
  Node: 'GodotObject',
  CanvasItem: 'Node',
  Node2D: 'CanvasItem',
  Node3D: 'Node',
  Control: 'CanvasItem',
  BaseButton: 'Control',
  Button: 'BaseButton',
  Label: 'Control',
  TextureRect: 'Control',
  Container: 'Control',
  BoxContainer: 'Container',
  VBoxContainer: 'BoxContainer',
  HBoxContainer: 'BoxContainer',
  GridContainer: 'Container',
  ScrollContainer: 'Container',
  Line2D: 'Node2D',
  VisualInstance3D: 'Node3D',
  GeometryInstance3D: 'VisualInstance3D',
  SpriteBase3D: 'GeometryInstance3D',
  AnimatedSprite3D: 'SpriteBase3D',
  Camera3D: 'Node3D',
  EditorPlugin: 'Node',
  EditorNode3DGizmoPlugin: 'Resource',
  EditorInspectorPlugin: 'RefCounted',
  EditorProperty: 'Control',
};

/**
 * Godot's built-in (Variant) types the framework's documentation names, with a
 * page in the same reference. Structs, never a base class: no chain of their own.
 */
const godotBuiltinTypes: ReadonlySet<string> = new Set(['Vector2', 'Vector3', 'Color', 'NodePath', 'Callable']);

/** .NET interfaces and types the framework names in base lists, with their page on learn.microsoft.com. */
const dotnetTypes: Readonly<Record<string, string>> = {
  IDisposable: 'system.idisposable',
  IEquatable: 'system.iequatable-1',
  IComparable: 'system.icomparable',
  IEnumerable: 'system.collections.generic.ienumerable-1',
  ICollection: 'system.collections.generic.icollection-1',
  IList: 'system.collections.generic.ilist-1',
  IReadOnlyList: 'system.collections.generic.ireadonlylist-1',
  IReadOnlyCollection: 'system.collections.generic.ireadonlycollection-1',
  IReadOnlyDictionary: 'system.collections.generic.ireadonlydictionary-2',
  Exception: 'system.exception',
  Attribute: 'system.attribute',
};

/** A page of an official reference: Godot's class reference or .NET's API browser. */
export interface ExternalPage {
  origin: 'godot' | 'dotnet';
  /** `class_node3d` in Godot's reference, `system.idisposable` in .NET's. */
  page: string;
}

export interface ExternalType extends ExternalPage {
  /** The name as shown (`Node3D`, `IEquatable`). */
  name: string;
}

/** `Godot.Node3D`, `global::Godot.Node3D` and `Node3D` are the same class. */
function lastSegment(name: string): string {
  return (
    name
      .replace(/^global::/, '')
      .split('.')
      .at(-1) ?? name
  );
}

function qualifierAllows(name: string, namespacePattern: RegExp): boolean {
  const cleaned = name.replace(/^global::/, '');
  const dot = cleaned.lastIndexOf('.');
  return dot < 0 || namespacePattern.test(cleaned.slice(0, dot));
}

export function godotClassPage(name: string): string {
  // Godot's reference names its root class Object; C# calls it GodotObject.
  return `class_${name === 'GodotObject' ? 'object' : name.toLowerCase()}`;
}

/** The address of a page: Godot's at `godotVersion` (`4.4`), .NET's without a version (the current one). */
export function externalPageUrl(page: ExternalPage, godotVersion: string): string {
  return page.origin === 'godot'
    ? `https://docs.godotengine.org/en/${godotVersion}/classes/${page.page}.html`
    : `https://learn.microsoft.com/dotnet/api/${page.page}`;
}

/** A Godot class or built-in type, or a known .NET type, by the name written in the source; undefined for anything else. */
export function externalType(writtenName: string): ExternalType | undefined {
  const name = lastSegment(writtenName);
  if ((name in godotClassBases || godotBuiltinTypes.has(name)) && qualifierAllows(writtenName, /^Godot$/))
    return { name, origin: 'godot', page: godotClassPage(name) };
  const dotnetPage = dotnetTypes[name];
  if (dotnetPage && qualifierAllows(writtenName, /^System(\.|$)/)) {
    return { name, origin: 'dotnet', page: dotnetPage };
  }
  return undefined;
}

/** The Godot class and its bases, down to GodotObject: `Node3D` → [Node3D, Node, GodotObject]. */
export function godotChain(writtenName: string): ExternalType[] {
  const chain: ExternalType[] = [];
  let current: string | null | undefined = lastSegment(writtenName);
  while (current && current in godotClassBases && chain.length < 20) {
    chain.push({ name: current, origin: 'godot', page: godotClassPage(current) });
    current = godotClassBases[current];
  }
  return chain;
}
