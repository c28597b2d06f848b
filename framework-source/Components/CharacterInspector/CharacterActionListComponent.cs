using Godot;

/// <summary>
/// Componentes do painel de inspeção de personagem, que mostram o personagem fornecido pelo
/// <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> ancestral: retrato
/// (<see cref="CharacterPortraitComponent"/>), nome (<see cref="CharacterNameComponent"/>), papel
/// (<see cref="CharacterRoleComponent"/>), atributos (<see cref="CharacterAttributeListComponent"/>) e ações
/// (<see cref="CharacterActionListComponent"/>).
/// </summary>
namespace DiceRolling.Components.CharacterInspector;

/// <summary>Grade que instancia um botão de ação para cada ação do personagem inspecionado.</summary>
/// <remarks>
/// Localiza o <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> ancestral e, a cada sinal
/// <c>EntityUpdated</c>, recria os botões (<see cref="CharacterActionButtonComponent"/>) a partir de
/// <see cref="DiceRolling.Characters.CharacterType.Actions"/>.
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-ui")]
public partial class CharacterActionListComponent : GridContainer
{
    /// <summary>Cena instanciada para cada ação; sua raiz deve ser um <see cref="CharacterActionButtonComponent"/>.</summary>
    [Export]
    public PackedScene? ActionButtonScene { get; set; }

    /// <summary>Localiza o inspetor ancestral, conecta-se a <c>EntityUpdated</c> e monta a lista inicial.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta-se do inspetor ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
