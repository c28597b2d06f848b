using Godot;

namespace DiceRolling.Components.CharacterInspector;

/// <summary>Rótulo com o nome do personagem inspecionado.</summary>
/// <remarks>
/// Mostra <see cref="DiceRolling.Characters.CharacterType.Name"/>. Localiza o <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> ancestral e se atualiza a cada sinal
/// <c>EntityUpdated</c>, isto é, sempre que outro personagem é selecionado. No editor, exibe o personagem de
/// pré-visualização do inspetor.
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-ui")]
public partial class CharacterNameComponent : Label
{
    /// <summary>Localiza o inspetor ancestral, conecta-se a <c>EntityUpdated</c> e exibe o nome atual.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta-se do inspetor ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
