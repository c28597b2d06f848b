using Godot;

namespace DiceRolling.Components.CharacterInspector;

/// <summary>Rótulo com o nome do papel (classe) do personagem inspecionado.</summary>
/// <remarks>
/// Mostra o <see cref="DiceRolling.Roles.RoleType.Name"/> de <see cref="DiceRolling.Characters.CharacterType.Role"/>. Localiza o <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> ancestral e se atualiza a cada sinal
/// <c>EntityUpdated</c>, isto é, sempre que outro personagem é selecionado. No editor, exibe o personagem de
/// pré-visualização do inspetor.
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-ui")]
public partial class CharacterRoleComponent : Label
{
    /// <summary>Localiza o inspetor ancestral, conecta-se a <c>EntityUpdated</c> e exibe o papel atual.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta-se do inspetor ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
