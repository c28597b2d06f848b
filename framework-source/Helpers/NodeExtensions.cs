using Godot;

/// <summary>
/// Utilitários: buscas de atributos e energias nos estoques (<see cref="AttributesHelper"/>,
/// <see cref="DiceEnergyHelper"/>), métodos de extensão de <see cref="Node"/> para achar nós pelo tipo
/// (<see cref="NodeExtensions"/>), conexão segura de sinais por nome (<see cref="SignalHelper"/>) e nós que desenham
/// arcos em 2D e 3D (<see cref="Arc2D"/>, <see cref="Arc3DRenderer"/>).
/// </summary>
namespace DiceRolling.Helpers;

/// <summary>
/// Métodos de extensão de <see cref="Node"/> para encontrar, pelo tipo, um nó descendente ou ancestral.
/// </summary>
/// <remarks>
/// Muito usados pelos componentes: um componente filho de uma entidade chama
/// <see cref="FindAncestorOfType{T}"/> para chegar à <see cref="DiceRolling.Entities.Entity3D"/> ou ao
/// <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> que o contém, sem depender de caminhos de nó fixos.
/// </remarks>
/// <example>
/// <code>
/// using DiceRolling.Helpers;
///
/// var entity = this.FindAncestorOfType&lt;CharacterEntity&gt;();
/// var selectable = entity?.FindNodeOfType&lt;SelectableComponent&gt;();
/// </code>
/// </example>
public static class NodeExtensions
{
    /// <summary>Procura recursivamente, entre os descendentes de <paramref name="root"/>, o primeiro nó do tipo <typeparamref name="T"/>.</summary>
    /// <typeparam name="T">Tipo procurado; pode ser uma classe ou uma interface implementada pelo nó.</typeparam>
    /// <param name="root">Nó a partir do qual a busca começa.</param>
    /// <returns>O primeiro nó encontrado, ou <see langword="null"/>.</returns>
    public static T? FindNodeOfType<T>(this Node root) where T : class => throw null;

    /// <summary>Sobe pela hierarquia a partir do pai de <paramref name="node"/> e devolve o primeiro ancestral do tipo <typeparamref name="T"/>.</summary>
    /// <typeparam name="T">Tipo de nó procurado.</typeparam>
    /// <param name="node">Nó a partir do qual a busca começa.</param>
    /// <returns>O ancestral encontrado, ou <see langword="null"/>.</returns>
    public static T? FindAncestorOfType<T>(this Node node) where T : Node => throw null;
}
