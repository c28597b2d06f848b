using Godot;

namespace DiceRolling.Components.CharacterInspector;

/// <summary>Lista que instancia um bloco de exibição para cada atributo do personagem inspecionado.</summary>
/// <remarks>
/// Localiza o <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> ancestral e, a cada sinal
/// <c>EntityUpdated</c>, recria os blocos (<see cref="CharacterAttributeDisplayComponent"/>) a partir de
/// <see cref="DiceRolling.Characters.CharacterType.Attributes"/>.
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-ui")]
public partial class CharacterAttributeListComponent : VBoxContainer
{
    /// <summary>Cena instanciada para cada atributo; sua raiz deve ser um <see cref="CharacterAttributeDisplayComponent"/>.</summary>
    [Export]
    public PackedScene? AttributeDisplayScene { get; set; }

    /// <summary>Localiza o inspetor ancestral, conecta-se a <c>EntityUpdated</c> e monta a lista inicial.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta-se do inspetor ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
